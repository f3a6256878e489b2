import { PERSON_LIMITS, PERSON_MESSAGES } from "~/shared/forms/person-rules";

/**
 * The contact form's limits: one definition, read by the zod schema on the
 * server and by the form's native constraints in the browser. No zod here,
 * so the page's browser bundle stays small.
 */
export const CONTACT_LIMITS = {
  ...PERSON_LIMITS,
  messageMin: 10,
  messageMax: 5000,
  subjectMax: 200,
} as const;

export const CONTACT_MESSAGES = {
  ...PERSON_MESSAGES,
  message: "Please enter your message",
  messageTooShort: `Your message must be at least ${CONTACT_LIMITS.messageMin} characters`,
  messageTooLong: `Your message must be ${CONTACT_LIMITS.messageMax.toLocaleString("en-US")} characters or fewer`,
  subjectTooLong: `The subject must be ${CONTACT_LIMITS.subjectMax} characters or fewer`,
} as const;

/** The query parameter that carries the subject a contact form opens with. */
export const SUBJECT_PARAM = "about";

/** A page's `?about=` (listing pages link to /contact?about=About%20Villa%20Solstice) as the enquiry's subject line. */
export function enquirySubjectFrom(url: string): string {
  return (new URL(url).searchParams.get(SUBJECT_PARAM) ?? "").replace(/\s+/g, " ").trim().slice(0, CONTACT_LIMITS.subjectMax);
}
