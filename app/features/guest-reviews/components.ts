/** The guest-reviews components, for routes and other features' pages; everything else is internal to it. */
export { RentalReviews } from "./ui/rental-reviews";
export { StayReviewForm } from "./ui/stay-review-form";
