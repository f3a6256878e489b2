import { useId } from "react";
import { SubmitButton } from "~/shared/ui/submit-button";
import type { FormFailure } from "~/shared/forms/parse-form";
import { FormField } from "~/shared/ui/form-field";
import { SpamGuardFields } from "~/features/spam-guard/components";
import { EXPERIENCE_LABELS, ratingLabel, REVIEW_EXPERIENCES, REVIEW_LIMITS as LIMITS } from "../review-rules";

/** The testimonial action's answer, as the page receives it. */
export type ReviewActionData = { published: true; id: string; name: string; held: boolean } | FormFailure;

const RATINGS = [5, 4, 3, 2, 1] as const;
const FIELD_ORDER = ["name", "rating", "experience", "property", "text"] as const;

/** Five radio buttons in a fieldset: native `required`, the server's message beside them. */
export function RatingField({ value, error, autoFocus }: { value?: string; error?: string; autoFocus: boolean }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="field rating-field" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>Your rating</legend>
      <div className="rating-field__options">
        {RATINGS.map((rating, index) => (
          <label key={rating} className="rating-field__option">
            <input
              type="radio"
              name="rating"
              value={rating}
              required
              defaultChecked={value === String(rating)}
              autoFocus={autoFocus && index === 0}
              aria-describedby={error ? errorId : undefined}
            />
            <span aria-hidden="true">{"★".repeat(rating)}</span>
            <span className="visually-hidden">{ratingLabel(rating)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type ReviewFormProps = {
  formToken: string;
  actionData: ReviewActionData | undefined;
};

/** Share your experience: a plain POST; the answer comes back with the page, focused (decision 0004). */
export function ReviewForm({ formToken, actionData }: ReviewFormProps) {
  if (actionData && "published" in actionData) {
    return (
      <div className="form__success" role="status" tabIndex={-1} autoFocus>
        <h3>Thank you{actionData.name ? `, ${actionData.name}` : ""}!</h3>
        <p>
          {actionData.held
            ? "Your review has a link in it, so our team reads it before it is published."
            : "Your review is published and now appears at the top of the list for everyone reading this page."}
        </p>
      </div>
    );
  }

  const errors = actionData?.fieldErrors ?? {};
  const values = actionData?.values ?? {};
  const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
  const experienceOptions = (
    <>
      <option value="" disabled>
        Choose one
      </option>
      {REVIEW_EXPERIENCES.map((experience) => (
        <option key={experience} value={experience}>
          {EXPERIENCE_LABELS[experience]}
        </option>
      ))}
    </>
  );
  return (
    <form method="post" className="form review-form">
      {actionData?.formError ? (
        <div className="form__alert" role="alert" tabIndex={-1} autoFocus={!firstInvalid}>
          <p>{actionData.formError}</p>
        </div>
      ) : null}
      <FormField
        name="name"
        label="Your name"
        required
        maxLength={LIMITS.nameMax}
        autoComplete="name"
        hint="Shown with your review, e.g. “Maria T.”"
        defaultValue={values.name}
        error={errors.name}
        autoFocus={firstInvalid === "name"}
      />
      <RatingField value={values.rating} error={errors.rating} autoFocus={firstInvalid === "rating"} />
      <FormField
        name="experience"
        label="What did you do with us?"
        required
        options={experienceOptions}
        defaultValue={values.experience}
        error={errors.experience}
        autoFocus={firstInvalid === "experience"}
      />
      <FormField
        name="property"
        label="Which property?"
        maxLength={LIMITS.propertyMax}
        hint="For example Villa Solstice or a lot in Chocolate Hole."
        defaultValue={values.property}
        error={errors.property}
        autoFocus={firstInvalid === "property"}
      />
      <FormField
        name="text"
        label="Your review"
        multiline
        rows={6}
        required
        minLength={LIMITS.textMin}
        maxLength={LIMITS.textMax}
        hint={`Between ${LIMITS.textMin} and ${LIMITS.textMax.toLocaleString("en-US")} characters. It is published right away; one with a link in it is read by our team first.`}
        defaultValue={values.text}
        error={errors.text}
        autoFocus={firstInvalid === "text"}
      />
      <SpamGuardFields token={actionData?.formToken ?? formToken} />
      <div>
        <SubmitButton pendingLabel="Publishing…">Publish review</SubmitButton>
      </div>
    </form>
  );
}
