import type { PublicReview, ReviewSummary } from "~/features/testimonials";
import { reviewCardHtml } from "~/features/testimonials";
import { StarRating } from "~/features/testimonials/components";

/**
 * A rental's verified-stay reviews on its page: the average, then the newest
 * reviews, each with the month of the stay. Nothing before the first one.
 */
export function RentalReviews({ reviews, summary }: { reviews: PublicReview[]; summary: ReviewSummary }) {
  if (summary.average === null || reviews.length === 0) return null;
  return (
    <section id="reviews" className="listing-section rental-reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Guest reviews</h2>
      <p className="rental-reviews__summary">
        <StarRating rating={summary.average} /> <strong>{summary.average.toFixed(1)}</strong> out of 5 from {summary.count} verified{" "}
        {summary.count === 1 ? "stay" : "stays"}
      </p>
      <div className="rental-reviews__list" dangerouslySetInnerHTML={{ __html: reviews.map((review) => reviewCardHtml(review)).join("") }} />
    </section>
  );
}
