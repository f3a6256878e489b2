import type { PublicReview, ReviewSummary } from "~/features/testimonials";
import { REVIEW_LIMITS } from "~/features/testimonials";

/**
 * A rental's verified-stay reviews as schema.org properties of its
 * VacationRental: the aggregate rating and the reviews shown on the page.
 * Only reviews of stays at that rental count (never the office's general
 * testimonials), and nothing is added before the first one.
 */
export function rentalReviewsJsonLd(reviews: PublicReview[], summary: ReviewSummary): Record<string, unknown> {
  if (summary.average === null || summary.count === 0) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: summary.average,
      ratingCount: summary.count,
      reviewCount: summary.count,
      bestRating: REVIEW_LIMITS.ratingMax,
      worstRating: REVIEW_LIMITS.ratingMin,
    },
    review: reviews.map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.name },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.text,
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: REVIEW_LIMITS.ratingMax, worstRating: REVIEW_LIMITS.ratingMin },
    })),
  };
}
