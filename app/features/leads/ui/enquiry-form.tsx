import { FIRST_TOUCH_FIELD } from "~/features/lead-sources";
import { useId } from "react";
import type { FormValues } from "~/shared/forms/parse-form";
import { FormField } from "~/shared/ui/form-field";
import { PersonFields } from "~/shared/ui/person-fields";
import { SubmitButton } from "~/shared/ui/submit-button";
import { SpamGuardFields } from "~/features/spam-guard/components";
import { defaultEnquiryMessage, ENQUIRY_LIMITS as LIMITS, SHOWING_FIELDS } from "../enquiry-rules";

/** What the listing page's loader hands the form. */
export type EnquiryFormData = {
  listingId: string;
  listingTitle: string;
  /** The spam guard's form-start token. */
  formToken: string;
  /** A signed-in buyer's own details when the page was rendered for them; a page from the cache has them filled in by the shell's island (`data-personal-fill`). */
  prefill: { name?: string; email?: string; phone?: string };
  /** The earliest and latest showing times the inputs offer, as island "YYYY-MM-DDTHH:MM"; null for a rental, which takes no showing requests. */
  showingWindow: { min: string; max: string } | null;
};

type Props = EnquiryFormData & {
  /** The refused submission, shown again on /enquiry with what was typed. */
  failure?: { fieldErrors: Partial<Record<string, string>>; values: FormValues; formError?: string; formToken?: string };
};

type ShowingWindow = NonNullable<EnquiryFormData["showingWindow"]>;

function ShowingTimeField({ name, label, value, error, window, autoFocus }: { name: string; label: string; value?: string; error?: string; window: ShowingWindow; autoFocus: boolean }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <span className="field__optional"> (optional)</span>
      </label>
      <input
        id={id}
        name={name}
        type="datetime-local"
        min={window.min}
        max={window.max}
        defaultValue={value}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A listing page's enquiry form: who you are, a message (a sensible start
 * filled in) and, for a property for sale, up to three preferred times for a
 * showing, on the island's clock (a rental is booked, never shown). It posts
 * to /enquiry and works without JavaScript.
 */
export function EnquiryForm({ listingId, listingTitle, formToken, prefill, showingWindow, failure }: Props) {
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values ?? { name: prefill.name, email: prefill.email, phone: prefill.phone, message: defaultEnquiryMessage(listingTitle) };
  const fields = ["name", "email", "phone", "message", ...SHOWING_FIELDS] as const;
  const firstInvalid = failure ? fields.find((field) => errors[field]) : undefined;
  const showingAsked = SHOWING_FIELDS.some((field) => values[field] || errors[field]);
  return (
    <form method="post" action="/enquiry" className="form enquiry-form" aria-label={`Inquiry about ${listingTitle}`} data-personal-fill>
      {failure?.formError ? (
        <div className="form__alert" role="alert">
          <p>{failure.formError}</p>
        </div>
      ) : null}
      <input type="hidden" name="listingId" value={listingId} />
      <input type="hidden" name={FIRST_TOUCH_FIELD} defaultValue="" />
      <PersonFields values={values} errors={errors} focus={firstInvalid} emailHint="The agent replies by e-mail; we never share your address." />
      <FormField
        name="message"
        label="Message"
        multiline
        rows={4}
        required
        minLength={LIMITS.messageMin}
        maxLength={LIMITS.messageMax}
        defaultValue={values.message}
        error={errors.message}
        autoFocus={firstInvalid === "message"}
      />
      {showingWindow ? (
        <details className="enquiry-form__showing" open={showingAsked}>
          <summary>Request a showing</summary>
          <fieldset>
            <legend>Up to three times that suit you (St. John time)</legend>
            {SHOWING_FIELDS.map((field, index) => (
              <ShowingTimeField
                key={field}
                name={field}
                label={`${["First", "Second", "Third"][index]} choice`}
                value={values[field]}
                error={errors[field]}
                window={showingWindow}
                autoFocus={firstInvalid === field}
              />
            ))}
          </fieldset>
        </details>
      ) : null}
      <SpamGuardFields token={failure?.formToken ?? formToken} />
      <div>
        <SubmitButton pendingLabel="Sending…">Send inquiry</SubmitButton>
      </div>
    </form>
  );
}
