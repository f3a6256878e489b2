import { useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { FormField } from "~/shared/ui/form-field";
import { LISTING_LIMITS, REVIEW_STATUS_CHOICES } from "~/features/listings";
import { SubmitButton } from "~/shared/ui/submit-button";
import { ConfirmStep } from "~/shared/ui/confirm-step";

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

const STATUS_LABELS: Record<(typeof REVIEW_STATUS_CHOICES)[number], string> = {
  pending: "Pending",
  approved: "Approved (public)",
  rejected: "Rejected",
  "needs-changes": "Needs changes",
};

/**
 * Sets a listing's review status with notes (docs/decisions/0004: one form
 * pattern). The known statuses are choices; another is typed only after
 * choosing "Other…" (its field shows then, by CSS alone), so a typo never
 * becomes a status by accident.
 */
export function AdminReviewForm({ listing, failure, done }: ReviewFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "review";
  const baseId = useId();
  const otherId = `${baseId}-other`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const statusError = failure?.fieldErrors?.status;
  const notesError = failure?.fieldErrors?.notes;
  const values = failure?.values ?? {};
  const current = listing.reviewStatus;
  const isKnown = (REVIEW_STATUS_CHOICES as readonly string[]).includes(current);
  const chosen = values.status ?? (isKnown ? current : "other");
  const otherValue = values.statusOther ?? (isKnown ? "" : current);
  return (
    <Form method="post" className="admin-review-form" key={listing.id} aria-labelledby={`${baseId}-heading`}>
      <h3 id={`${baseId}-heading`}>Review</h3>
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
      <fieldset className="field review-status-choices" aria-describedby={[hintId, statusError ? errorId : null].filter(Boolean).join(" ")}>
        <legend>Status</legend>
        <p id={hintId} className="field__hint">
          Only approved listings are public, and only with at least one photo.
        </p>
        {[...REVIEW_STATUS_CHOICES, "other" as const].map((status, index) => (
          <label key={status} className="choice">
            <input
              type="radio"
              name="status"
              value={status}
              defaultChecked={chosen === status}
              autoFocus={Boolean(statusError) && index === 0 && chosen !== "other"}
              aria-invalid={statusError && chosen === status ? true : undefined}
            />
            {status === "other" ? "Other…" : STATUS_LABELS[status]}
          </label>
        ))}
        <div className="field review-status-choices__other">
          <label htmlFor={otherId}>Other status</label>
          <input
            id={otherId}
            name="statusOther"
            maxLength={STATUS_MAX}
            defaultValue={otherValue}
            autoComplete="off"
            autoFocus={Boolean(statusError) && chosen === "other"}
            aria-invalid={statusError && chosen === "other" ? true : undefined}
            aria-describedby={statusError ? errorId : undefined}
          />
        </div>
        {statusError ? (
          <p id={errorId} className="field__error">
            {statusError}
          </p>
        ) : null}
      </fieldset>
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
      <ConfirmStep question={`Delete “${listing.title}”?`} confirm={confirmForm} cancelHref={`?review=${listing.id}`}>
        The listing and its photos are removed for good. This cannot be undone.
      </ConfirmStep>
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
