import type { ReviewExperience } from "./review-rules";

/**
 * What the public (the page, the live feed) may see of a review: never the
 * status, the update time or anything about the client's address.
 */
export type PublicReview = {
  id: string;
  name: string;
  rating: number;
  text: string;
  experience: ReviewExperience;
  property: string | null;
  /** The check-in day (YYYY-MM-DD) of the verified stay the review was written for; null for other testimonials. */
  stayedOn: string | null;
  /** ISO 8601. */
  createdAt: string;
};

/** How many reviews there are, the sum of their ratings and the average (one decimal place). */
export type ReviewSummary = { count: number; ratingSum: number; average: number | null };

export function averageOf(count: number, ratingSum: number): number | null {
  return count > 0 ? Math.round((ratingSum / count) * 10) / 10 : null;
}

/** Newest first; ties by id so that every process and the browser agree on the order. */
export function compareNewestFirst(a: PublicReview, b: PublicReview): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
