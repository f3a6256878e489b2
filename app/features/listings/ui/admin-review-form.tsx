import { useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { FormField } from "~/shared/ui/form-field";
import { LISTING_LIMITS } from "../listing-rules";
import { SubmitButton } from "~/shared/ui/submit-button";

export const REVIEW_STATUS_OPTIONS = ["pending", "approved", "rejected", "needs-changes"] as const;
const STATUS_MAX = LISTING_LIMITS.reviewStatusMax;
const NOTES_MAX = LISTING_LIMITS.adminNotesMax;

export type ReviewFailure = {
  fieldErrors?: Partial<Record<string, string>>;
  values?: Partial<Record<string, string>>;
  formError?: string;
};

type ReviewFormProps = {
  listing: { id: string; title: string; reviewStatus: string; adminNotes: string };
  failure?: ReviewFailure | null;
  done?: string | null;
};

/** Sets a listing's review status with notes (docs/decisions/0004: one form pattern). */
export function AdminReviewForm({ listing, failure, done }: ReviewFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "review";
  const statusId = useId();
  const listId = `${statusId}-options`;
  const hintId = `${statusId}-hint`;
  const errorId = `${statusId}-error`;
  const statusError = failure?.fieldErrors?.status;
  const notesError = failure?.fieldErrors?.notes;
  const values = failure?.values ?? {};
  return (
    <Form method="post" className="admin-review-form" key={listing.id} aria-labelledby={`${statusId}-heading`}>
      <h3 id={`${statusId}-heading`}>Review</h3>
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="id" value={listing.id} />
      {failure?.formError && !statusError && !notesError ? (
        <p role="alert" className="form-error">
          {failure.formError}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="form-success">
          {done}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={statusId}>Status</label>
        <p id={hintId} className="field__hint">
          Choose {REVIEW_STATUS_OPTIONS.join(", ")}, or type another status (up to {STATUS_MAX} characters). Only approved listings are public.
        </p>
        <input
          id={statusId}
          name="status"
          list={listId}
          required
          maxLength={STATUS_MAX}
          defaultValue={values.status ?? listing.reviewStatus}
          autoComplete="off"
          autoFocus={Boolean(statusError)}
          aria-invalid={statusError ? true : undefined}
          aria-describedby={[hintId, statusError ? errorId : null].filter(Boolean).join(" ")}
        />
        <datalist id={listId}>
          {REVIEW_STATUS_OPTIONS.map((status) => (
            <option key={status} value={status} />
          ))}
        </datalist>
        {statusError ? (
          <p id={errorId} className="field__error">
            {statusError}
          </p>
        ) : null}
      </div>
      <FormField
        name="notes"
        label="Notes for the agent"
        multiline
        rows={4}
        maxLength={NOTES_MAX}
        defaultValue={values.notes ?? listing.adminNotes}
        error={notesError}
        autoFocus={Boolean(notesError) && !statusError}
      />
      <SubmitButton pending={sending} pendingLabel="Saving…">
        Save review
      </SubmitButton>
    </Form>
  );
}

type DeleteProps = {
  listing: { id: string; title: string };
  /** Without JavaScript the first POST lands on this confirmation step. */
  confirming: boolean;
};

/**
 * Delete with a confirmation: with JavaScript a modal <dialog> (Escape
 * cancels, focus stays inside, then returns to the Delete button); without,
 * the Delete button posts to a confirmation step.
 */
export function AdminDeleteListing({ listing, confirming }: DeleteProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  const headingId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const restore = () => openerRef.current?.focus();
    dialog.addEventListener("close", restore);
    return () => dialog.removeEventListener("close", restore);
  }, []);

  const confirmForm = (
    <Form method="post" className="admin-delete__confirm">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={listing.id} />
      <button type="submit" className="button button--danger" disabled={deleting}>
        {deleting ? "Deleting…" : "Delete permanently"}
      </button>
    </Form>
  );

  if (confirming) {
    return (
      <section className="admin-delete admin-delete--step" role="alertdialog" aria-labelledby={headingId}>
        <h3 id={headingId}>Delete “{listing.title}”?</h3>
        <p>The listing and its photos are removed for good. This cannot be undone.</p>
        <div className="admin-delete__actions">
          {confirmForm}
          <a className="button button--ghost" href={`?review=${listing.id}`}>
            Cancel
          </a>
        </div>
      </section>
    );
  }

  return (
    <div className="admin-delete">
      <Form
        method="post"
        onSubmit={(event) => {
          const dialog = dialogRef.current;
          if (dialog && typeof dialog.showModal === "function") {
            event.preventDefault();
            dialog.showModal();
            cancelRef.current?.focus();
          }
        }}
      >
        <input type="hidden" name="intent" value="confirm-delete" />
        <input type="hidden" name="id" value={listing.id} />
        <button type="submit" ref={openerRef} className="button button--danger-ghost">
          Delete listing…
        </button>
      </Form>
      <dialog ref={dialogRef} className="admin-dialog" aria-labelledby={headingId}>
        <h3 id={headingId}>Delete “{listing.title}”?</h3>
        <p>The listing and its photos are removed for good. This cannot be undone.</p>
        <div className="admin-delete__actions">
          {confirmForm}
          <button type="button" ref={cancelRef} className="button button--ghost" onClick={() => dialogRef.current?.close()}>
            Cancel
          </button>
        </div>
      </dialog>
    </div>
  );
}
