/**
 * The contact form's limits: one definition, read by the zod schema on the
 * server and by the form's native constraints in the browser. No zod here,
 * so the page's browser bundle stays small.
 */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 40,
  messageMin: 10,
  messageMax: 5000,
  subjectMax: 200,
} as const;

/**
 * A permissive phone number: digits with spaces and + ( ) - . / between them,
 * optionally an extension ("x12", "ext. 12"). Written so that it means the same
 * in an HTML `pattern` attribute (which browsers compile with the `v` flag) and
 * in the server's RegExp.
 */
export const PHONE_PATTERN = String.raw`\+?\(?[0-9][0-9 \(\)\.\-\/]{5,}[0-9](?: ?(?:x|ext\.?) ?[0-9]{1,6})?`;

export const CONTACT_MESSAGES = {
  name: "Please enter your name",
  nameTooLong: `Your name must be ${CONTACT_LIMITS.nameMax} characters or fewer`,
  email: "Please enter your e-mail address",
  emailInvalid: "Please enter a valid e-mail address",
  emailTooLong: `Your e-mail address must be ${CONTACT_LIMITS.emailMax} characters or fewer`,
  phoneInvalid: "Please enter a phone number using digits, spaces and + ( ) - . only",
  phoneTooLong: `Your phone number must be ${CONTACT_LIMITS.phoneMax} characters or fewer`,
  message: "Please enter your message",
  messageTooShort: `Your message must be at least ${CONTACT_LIMITS.messageMin} characters`,
  messageTooLong: `Your message must be ${CONTACT_LIMITS.messageMax.toLocaleString("en-US")} characters or fewer`,
  subjectTooLong: `The subject must be ${CONTACT_LIMITS.subjectMax} characters or fewer`,
} as const;

/** A page's `?about=` (listing pages link to /contact?about=About%20Villa%20Solstice) as the enquiry's subject line. */
export function enquirySubjectFrom(url: string): string {
  return (new URL(url).searchParams.get("about") ?? "").replace(/\s+/g, " ").trim().slice(0, CONTACT_LIMITS.subjectMax);
}
