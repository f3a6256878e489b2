import { z } from "zod";
import { safeString } from "~/shared/forms/safe-text";
import { personFields } from "~/shared/forms/person-schema";
import { CONTACT_LIMITS as LIMITS, CONTACT_MESSAGES as MESSAGES } from "./contact-rules";
import { normalizeLineBreaks, oneLine } from "~/shared/forms/text";

/** An optional text field: a blank or absent value becomes undefined. */
const blankToUndefined = (value: string | undefined) => (value ? value : undefined);

export const contactSchema = z.object({
  ...personFields(MESSAGES),
  message: safeString({ error: MESSAGES.message })
    .overwrite(normalizeLineBreaks)
    .trim()
    .min(1, MESSAGES.message)
    .min(LIMITS.messageMin, MESSAGES.messageTooShort)
    .max(LIMITS.messageMax, MESSAGES.messageTooLong),
  /** What the enquiry is about, e.g. "About Villa Solstice" (from `/contact?about=`). */
  subject: safeString({ error: MESSAGES.subjectTooLong })
    .overwrite(oneLine)
    .trim()
    .max(LIMITS.subjectMax, MESSAGES.subjectTooLong)
    .optional()
    .transform(blankToUndefined),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessageInput = z.output<typeof contactSchema>;
