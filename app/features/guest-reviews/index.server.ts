/** What other parts of the app may use of guest-reviews on the server; everything else is internal to it. */
export { checkReviewInvitation, handleStayReviewForm } from "./review-link.server";
export type { InvitationState, StayReviewReply } from "./review-link.server";
export { rentalReviewsJsonLd } from "./review-json-ld";
