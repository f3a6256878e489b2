import { z } from "zod";
import { safeString } from "~/shared/forms/safe-text";
import { CONTACT_LIMITS as LIMITS, CONTACT_MESSAGES as MESSAGES, PHONE_PATTERN } from "./contact-rules";
import { normalizeLineBreaks, oneLine } from "~/shared/forms/text";

const phoneRegex = new RegExp(`^(?:${PHONE_PATTERN})$`, "v");


/** An optional text field: a blank or absent value becomes undefined. */
const blankToUndefined = (value: string | undefined) => (value ? value : undefined);

export const contactSchema = z.object({
  name: safeString({ error: MESSAGES.name })
    .overwrite(oneLine)
    .trim()
    .min(1, MESSAGES.name)
    .max(LIMITS.nameMax, MESSAGES.nameTooLong),
  email: safeString({ error: MESSAGES.email })
    .trim()
    .min(1, MESSAGES.email)
    .max(LIMITS.emailMax, MESSAGES.emailTooLong)
    .pipe(z.email(MESSAGES.emailInvalid)),
  phone: safeString({ error: MESSAGES.phoneInvalid })
    .trim()
    .max(LIMITS.phoneMax, MESSAGES.phoneTooLong)
    .refine((value) => value === "" || phoneRegex.test(value), MESSAGES.phoneInvalid)
    .optional()
    .transform(blankToUndefined),
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
