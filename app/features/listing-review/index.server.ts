/** What other parts of the app may use of listing review on the server; everything else is internal to it. */
export { adminReviewFormSchema, chosenReviewStatus, deleteListingWithPhotos, getReviewPreview, removeListing, reviewListing } from "./admin-review.server";
export type { ReviewActor } from "./admin-review.server";
export { getReviewState, listReviewQueue, readReviewedFilter } from "./review-queue.server";
export type { ReviewedFilter, ReviewQueue } from "./review-queue.server";
