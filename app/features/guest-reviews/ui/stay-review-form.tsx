import type { FormFailure } from "~/shared/forms/parse-form";
import { FormField } from "~/shared/ui/form-field";
import { SubmitButton } from "~/shared/ui/submit-button";
import { REVIEW_LIMITS as LIMITS } from "~/features/testimonials";
import { RatingField } from "~/features/testimonials/components";

const FIELD_ORDER = ["name", "rating", "text"] as const;

/**
 * The review form of a stay's personal link: name, stars and words (the stay
 * itself says which rental and when). A plain POST, answered with the page.
 */
export function StayReviewForm({ failure }: { failure?: FormFailure }) {
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values ?? {};
  const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
  return (
    <form method="post" className="form review-form" aria-label="Review your stay">
      {failure?.formError ? (
        <div className="form__alert" role="alert" tabIndex={-1} autoFocus={!firstInvalid}>
          <p>{failure.formError}</p>
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
        name="text"
        label="Your review"
        multiline
        rows={6}
        required
        minLength={LIMITS.textMin}
        maxLength={LIMITS.textMax}
        hint={`Between ${LIMITS.textMin} and ${LIMITS.textMax.toLocaleString("en-US")} characters. Shown on the property's page as a verified stay; one with a link in it is read by our team first.`}
        defaultValue={values.text}
        error={errors.text}
        autoFocus={firstInvalid === "text"}
      />
      <div>
        <SubmitButton pendingLabel="Publishing…">Publish review</SubmitButton>
      </div>
    </form>
  );
}
