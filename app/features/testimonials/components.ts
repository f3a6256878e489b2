/** The testimonials components, for routes and other features' pages; everything else is internal to it. */
export { ReviewForm, RatingField } from "./ui/review-form";
export { StarRating } from "./ui/star-rating";
