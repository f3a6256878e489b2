/** The listing review components, for routes and other features' pages; everything else is internal to it. */
export { AdminDeleteListing, AdminReviewForm } from "./ui/admin-review-form";
export type { ReviewFailure } from "./ui/admin-review-form";
export { AdminReviewQueue, kindLabel } from "./ui/admin-review-queue";
