import { PERSON_LIMITS, PERSON_MESSAGES } from "~/shared/forms/person-rules";

/**
 * The review form's limits and messages: one definition, read by the zod
 * schema on the server and by the form's native constraints in the browser.
 * No zod here, so the page's browser bundle stays small (decision 0004).
 */
export const REVIEW_LIMITS = {
  nameMax: PERSON_LIMITS.nameMax,
  textMin: 10,
  textMax: 2000,
  propertyMax: 120,
  ratingMin: 1,
  ratingMax: 5,
} as const;

/** What the reviewer did with us. */
export const REVIEW_EXPERIENCES = ["purchase", "sale", "rental", "other"] as const;
export type ReviewExperience = (typeof REVIEW_EXPERIENCES)[number];

export const EXPERIENCE_LABELS: Record<ReviewExperience, string> = {
  purchase: "Bought a property",
  sale: "Sold a property",
  rental: "Stayed at a villa or rental",
  other: "Something else",
};

/** Hide, show or delete of an unknown (or malformed) id. */
export const REVIEW_NOT_FOUND = "Review not found";

/** Approved reviews are public; a pending one waits for an administrator; a hidden one was taken down. */
export const REVIEW_STATUSES = ["approved", "pending", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Reviews one client address may publish per window (spam and flooding). */
export const REVIEW_RATE_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 } as const;

const textMax = REVIEW_LIMITS.textMax.toLocaleString("en-US");

export const REVIEW_MESSAGES = {
  name: PERSON_MESSAGES.name,
  nameTooLong: PERSON_MESSAGES.nameTooLong,
  rating: "Please choose a rating from 1 to 5 stars",
  text: "Please write your review",
  textTooShort: `Your review must be at least ${REVIEW_LIMITS.textMin} characters`,
  textTooLong: `Your review must be ${textMax} characters or fewer`,
  experience: "Please tell us whether you bought, sold, rented or something else",
  propertyTooLong: `The property name must be ${REVIEW_LIMITS.propertyMax} characters or fewer`,
} as const;

/**
 * Whether a review's text holds a link (a web address or a bare domain such
 * as "cheap-villas.com"): such a review waits for an administrator, since
 * links are what review spam is for.
 */
export function containsLink(text: string): boolean {
  return /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|co|ru|cn|xyz|top|site|online|link|click|shop|store|app|me|us|vi)\b/i.test(text);
}

/** "5 out of 5 stars", for screen readers and the live announcement. */
export function ratingLabel(rating: number): string {
  return `${rating} out of ${REVIEW_LIMITS.ratingMax} stars`;
}

/** "Bought Villa Solstice", "Stayed at a villa or rental", … for a review's byline. */
export function experienceLine(experience: ReviewExperience, property: string | null): string {
  if (!property) return EXPERIENCE_LABELS[experience];
  const verb = { purchase: "Bought", sale: "Sold", rental: "Stayed at", other: "About" }[experience];
  return `${verb} ${property}`;
}

/** Where a testimonials page listens for new reviews (server-sent events). */
export const REVIEW_EVENTS_PATH = "/testimonial/events";
