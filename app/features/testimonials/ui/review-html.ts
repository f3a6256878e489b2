import { formatLongDate, formatMonthYear } from "~/shared/dates/format-dates";
import { escapeHtml } from "~/shared/html/escape-html";
import type { PublicReview, ReviewSummary } from "../public-review";
import { experienceLine, ratingLabel, REVIEW_LIMITS } from "../review-rules";

/**
 * Reviews as HTML: rendered by the server into /testimonial and by the live
 * reviews island for the ones that arrive while the page is open, so both
 * show the same. Every visitor's text is escaped.
 */

export function formatReviewDate(iso: string): string {
  return formatLongDate(iso);
}

/** The five stars inside a rating, filled up to the rounded rating. */
export function starsHtml(rating: number): string {
  return Array.from({ length: REVIEW_LIMITS.ratingMax }, (_, index) =>
    index < Math.round(rating) ? '<span class="star-rating__star star-rating__star--on" aria-hidden="true">★</span>' : '<span class="star-rating__star" aria-hidden="true">★</span>',
  ).join("");
}

function starRatingHtml(rating: number): string {
  return `<span class="star-rating" role="img" aria-label="${ratingLabel(rating)}">${starsHtml(rating)}</span>`;
}

/** "Verified stay · Stayed March 2026" for a review written through a stay's personal link. */
export function verifiedStayLine(stayedOn: string): string {
  return `Verified stay · Stayed ${formatMonthYear(stayedOn)}`;
}

/** One testimonial: stars, the words, who and what, when (and the stay's month when it is a verified stay). */
export function reviewCardHtml(review: PublicReview, fresh = false): string {
  const paragraphs = review.text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join("");
  const name = escapeHtml(review.name);
  return (
    `<article class="review-card${fresh ? " review-card--new" : ""}" aria-label="Review by ${name}" data-review-id="${escapeHtml(review.id)}" data-rating="${review.rating}">` +
    `${starRatingHtml(review.rating)}<blockquote class="review-card__text">${paragraphs}</blockquote>` +
    `<footer class="review-card__byline"><strong class="review-card__name">${name}</strong>` +
    `<span class="review-card__experience">${escapeHtml(experienceLine(review.experience, review.property))}</span>` +
    (review.stayedOn ? `<span class="review-card__verified">${escapeHtml(verifiedStayLine(review.stayedOn))}</span>` : "") +
    `<time datetime="${escapeHtml(review.createdAt)}">${formatReviewDate(review.createdAt)}</time></footer></article>`
  );
}

/** "★★★★☆ 4.3 out of 5 from 12 reviews · Write a review", or nothing before the first review. */
export function reviewSummaryHtml({ average, count }: ReviewSummary): string {
  if (average === null) return "";
  return (
    `${starRatingHtml(average)}<span><strong>${average.toFixed(1)}</strong> out of 5 from ${count} ${count === 1 ? "review" : "reviews"}</span>` +
    '<a href="#write-review-heading">Write a review</a>'
  );
}
