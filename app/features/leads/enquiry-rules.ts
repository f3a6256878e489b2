import { PERSON_LIMITS, PERSON_MESSAGES } from "~/shared/forms/person-rules";

/**
 * The enquiry form's limits and wording: one definition, read by the zod
 * schema on the server and by the form's native constraints. No zod here, so
 * it may reach the browser.
 */
export const ENQUIRY_LIMITS = {
  ...PERSON_LIMITS,
  messageMin: 2,
  messageMax: 5000,
  /** Preferred showing times a visitor may suggest. */
  showingTimes: 3,
  /** How far ahead a showing may be asked for. */
  showingDaysAhead: 90,
} as const;

/** The form's fields for the preferred showing times, in order. */
export const SHOWING_FIELDS = ["showing1", "showing2", "showing3"] as const;

export const ENQUIRY_MESSAGES = {
  ...PERSON_MESSAGES,
  message: "Please enter your message",
  messageTooShort: `Your message must be at least ${ENQUIRY_LIMITS.messageMin} characters`,
  messageTooLong: `Your message must be ${ENQUIRY_LIMITS.messageMax.toLocaleString("en-US")} characters or fewer`,
  unknownListing: "We could not find that listing. Please go back to the listing's page and send your inquiry from there.",
  unavailable: "This listing is no longer available, so we cannot pass on an inquiry about it. Our agents are happy to suggest similar properties: call us or use the contact page.",
  showingInvalid: "Please enter a date and time, e.g. 2026-03-14 10:30",
  showingPast: "This time has already passed; please choose a time in the future",
  showingTooFar: `Please choose a time within the next ${ENQUIRY_LIMITS.showingDaysAhead} days`,
  showingDuplicate: "You chose this time already; please choose a different one",
  showingTooMany: `Please suggest at most ${ENQUIRY_LIMITS.showingTimes} times for a showing`,
  showingRental: "Showings are for properties for sale. For a rental, ask about your dates in the message or request them on its page.",
} as const;

/** The message a visitor starts from. */
export function defaultEnquiryMessage(title: string): string {
  return `I'm interested in ${title}. Please get in touch with more information.`;
}
