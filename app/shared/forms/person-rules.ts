/**
 * Who someone is, on every form that asks (contact, booking request,
 * registration, review, agent profile): the limits and the visitor's wording
 * of the messages. No zod here, so browser bundles stay small; the schema is
 * person-schema.ts.
 */
export const PERSON_LIMITS = {
  nameMax: 100,
  /** The longest address SMTP can carry (RFC 5321). */
  emailMax: 254,
  phoneMax: 40,
} as const;

/**
 * A permissive phone number: digits with spaces and + ( ) - . / between them,
 * optionally an extension ("x12", "ext. 12"). Written so that it means the same
 * in an HTML `pattern` attribute (which browsers compile with the `v` flag) and
 * in the server's RegExp.
 */
export const PHONE_PATTERN = String.raw`\+?\(?[0-9][0-9 \(\)\.\-\/]{5,}[0-9](?: ?(?:x|ext\.?) ?[0-9]{1,6})?`;

export type PersonMessages = {
  name: string;
  nameTooLong: string;
  email: string;
  emailInvalid: string;
  emailTooLong: string;
  phoneInvalid: string;
  phoneTooLong: string;
};

/** The messages a visitor reads about their own name, address and phone. */
export const PERSON_MESSAGES = {
  name: "Please enter your name",
  nameTooLong: `Your name must be ${PERSON_LIMITS.nameMax} characters or fewer`,
  email: "Please enter your e-mail address",
  emailInvalid: "Please enter a valid e-mail address",
  emailTooLong: `Your e-mail address must be ${PERSON_LIMITS.emailMax} characters or fewer`,
  phoneInvalid: "Please enter a phone number using digits, spaces and + ( ) - . only",
  phoneTooLong: `Your phone number must be ${PERSON_LIMITS.phoneMax} characters or fewer`,
} as const satisfies PersonMessages;
