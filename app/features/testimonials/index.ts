/** What other parts of the app may use of testimonials (safe in the browser); everything else is internal to it. */
export { REVIEW_NOT_FOUND, experienceLine, REVIEW_LIMITS } from "./review-rules";
export { formatReviewDate, reviewCardHtml, reviewSummaryHtml, verifiedStayLine } from "./ui/review-html";
export type { PublicReview, ReviewSummary } from "./public-review";
export { REVIEW_EVENTS_PATH } from "./review-rules";
