import { z } from "zod";
import { PERSON_LIMITS as LIMITS, PERSON_MESSAGES, PHONE_PATTERN, type PersonMessages } from "./person-rules";
import { safeString } from "./safe-text";
import { oneLine } from "./text";

const phoneRegex = new RegExp(`^(?:${PHONE_PATTERN})$`, "v");

/**
 * The name, e-mail and optional phone fields, with the given wording: a name
 * on one line, an address as typed (trimmed), a phone that is blank
 * (undefined) or a phone number.
 */
export function personFields(messages: PersonMessages = PERSON_MESSAGES) {
  return {
    name: safeString({ error: messages.name }).overwrite(oneLine).trim().min(1, messages.name).max(LIMITS.nameMax, messages.nameTooLong),
    email: safeString({ error: messages.email })
      .trim()
      .min(1, messages.email)
      .max(LIMITS.emailMax, messages.emailTooLong)
      .pipe(z.email(messages.emailInvalid)),
    phone: safeString({ error: messages.phoneInvalid })
      .trim()
      .max(LIMITS.phoneMax, messages.phoneTooLong)
      .refine((value) => value === "" || phoneRegex.test(value), messages.phoneInvalid)
      .optional()
      .transform((value) => value || undefined),
  };
}
