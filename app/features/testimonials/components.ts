/** The testimonials components, for routes and other features' pages; everything else is internal to it. */
export { ReviewForm } from "./ui/review-form";
export { StarRating } from "./ui/star-rating";
export { StayReviewForm } from "./ui/stay-review-form";
export { RentalReviews } from "./ui/rental-reviews";
