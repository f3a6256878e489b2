import { z } from "zod";
import { personFields } from "~/shared/forms/person-schema";
import { safeString } from "~/shared/forms/safe-text";
import { REVIEW_EXPERIENCES, REVIEW_LIMITS as LIMITS, REVIEW_MESSAGES as MESSAGES } from "./review-rules";
import { normalizeLineBreaks, oneLine } from "~/shared/forms/text";


/** A visitor's review as the form posts it (the fields as supplied). */
export const reviewSchema = z.object({
  name: personFields().name,
  // Radio buttons post "1"…"5"; anything else (0, 6, 3.5, "five", nothing) gets one message.
  rating: z.coerce
    .number({ error: MESSAGES.rating })
    .int(MESSAGES.rating)
    .min(LIMITS.ratingMin, MESSAGES.rating)
    .max(LIMITS.ratingMax, MESSAGES.rating),
  text: safeString({ error: MESSAGES.text })
    .overwrite(normalizeLineBreaks)
    .trim()
    .min(1, MESSAGES.text)
    .min(LIMITS.textMin, MESSAGES.textTooShort)
    .max(LIMITS.textMax, MESSAGES.textTooLong),
  experience: z.enum(REVIEW_EXPERIENCES, { error: MESSAGES.experience }),
  /** Which property, if the reviewer wants to say (e.g. "Villa Solstice"). */
  property: safeString({ error: MESSAGES.propertyTooLong })
    .overwrite(oneLine)
    .trim()
    .max(LIMITS.propertyMax, MESSAGES.propertyTooLong)
    .optional()
    .transform((value) => (value ? value : undefined)),
});

export type ReviewInput = z.input<typeof reviewSchema>;
export type NewReview = z.output<typeof reviewSchema>;
