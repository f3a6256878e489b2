import { PERSON_LIMITS, PERSON_MESSAGES } from "~/shared/forms/person-rules";

/**
 * The account forms' limits and messages: one definition, read by the zod
 * schemas on the server and by the forms' native constraints in the browser.
 * No zod here (docs/decisions/0004-forms.md).
 */
export const ACCOUNT_LIMITS = {
  ...PERSON_LIMITS,
  /** OWASP ASVS V2.1.1 / V2.1.2: at least 12 characters, at most 128; no composition rules. */
  passwordMin: 12,
  passwordMax: 128,
} as const;

export const ACCOUNT_MESSAGES = {
  ...PERSON_MESSAGES,
  emailTaken: "An account with that e-mail already exists",
  password: "Please enter your password",
  newPassword: "Please choose a password",
  passwordTooShort: `Your password must be at least ${ACCOUNT_LIMITS.passwordMin} characters`,
  passwordTooLong: `Your password must be ${ACCOUNT_LIMITS.passwordMax} characters or fewer`,
  passwordCommon: "That password is too common; choose a longer or less common one",
  passwordMismatch: "The two passwords do not match",
  passwordConfirm: "Please type the new password again",
  /** One message for an unknown e-mail and a wrong password alike. */
  loginFailed: "That e-mail and password don't match an account",
  /** The one answer to a registration, whether or not the address already had an account. */
  registered: "Thank you — please confirm your e-mail address with the link we have sent you; an administrator will review your registration",
  /** A buyer sign-up that did not open a new account (the address has one, whose owner was mailed): no word on which. */
  buyerSignedUp: "Thank you — we have sent an e-mail to that address with what to do next",
  /** The notice over every /account page while a buyer's address is unconfirmed: saving never waits for it, only sending alerts does (decision 0123). */
  buyerVerifyPending: "E-mail alerts for your saved searches start as soon as you confirm your address with the link we sent.",
  resetSent: "If an account exists for that e-mail, we have sent a link",
  resetLinkInvalid: "This password reset link is not valid. Ask for a new one below.",
  resetLinkExpired: "This password reset link has expired. Ask for a new one below.",
  resetLinkUsed: "This password reset link has already been used. Ask for a new one below.",
  resetDone: "Your password has been changed. Please sign in with it.",
  unavailable: "We could not complete that just now. Please try again in a moment.",
} as const;

export const VERIFY_MESSAGES = {
  confirm: "Press the button to confirm your e-mail address.",
  verified: "Your e-mail address is confirmed. Thank you.",
  linkInvalid: "This confirmation link is not valid. Sign in and ask for a new one on your dashboard.",
  linkExpired: "This confirmation link has expired. Sign in and ask for a new one on your dashboard.",
  linkUsed: "This confirmation link has already been used. Sign in to see whether your address is confirmed.",
  pending: "Please confirm your e-mail address with the link we sent you. Until then, no listing is matched to your account by its e-mail address.",
  sent: "We have sent a new confirmation link. It works once, within 24 hours.",
  limited: "We have sent several links in the last hour. Please use the newest one, or try again later.",
  alreadyVerified: "Your e-mail address is already confirmed.",
  unavailable: "We could not complete that just now. Please try again in a moment.",
} as const;

/** "Too many attempts. Try again in 12 minutes." */
export function tooManyAttemptsMessage(minutes: number): string {
  const whole = Math.max(1, Math.ceil(minutes));
  return `Too many attempts. Try again in ${whole} ${whole === 1 ? "minute" : "minutes"}.`;
}
