/** What other parts of the app may use of guest-reviews on the server; everything else is internal to it. */
export { checkReviewInvitation, handleStayReviewForm, type InvitationState, type StayReviewReply } from "./review-link.server";
export { queueReviewRequest, seedStayReview } from "./review-request.server";
export { loadRentalReviews } from "./rental-reviews.server";
export { rentalReviewsJsonLd } from "./review-json-ld";
