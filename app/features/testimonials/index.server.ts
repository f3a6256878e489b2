/** What other parts of the app may use of testimonials on the server; everything else is internal to it. */
export { deleteReviewSubmissionsBefore } from "./submission-retention.server";
export { handleReviewForm } from "./add-review.server";
export { getReviewSummary, listAllReviews, listApprovedReviews } from "./list-reviews.server";
export { deleteReview, hideReview, showReview } from "./moderate-review.server";
export { reviewEventStream } from "./review-event-stream.server";
export { seedDemoReviews } from "./seed-testimonials.server";
export { addStayReview, listRentalReviews } from "./verified-stay-reviews.server";
export { reviewSchema } from "./review-schema";
export type { StayReviewInput, VerifiedStay } from "./verified-stay-reviews.server";
