import type { PublicReview } from "../public-review";
import { experienceLine } from "../review-rules";
import { StarRating } from "./star-rating";

// A fixed zone and locale, so that the server's markup and the browser's agree.
const dateFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "America/St_Thomas" });

export function formatReviewDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** One testimonial: stars, the words, who and what, when. */
export function ReviewCard({ review, fresh = false }: { review: PublicReview; fresh?: boolean }) {
  return (
    <article className={fresh ? "review-card review-card--new" : "review-card"} aria-label={`Review by ${review.name}`} data-review-id={review.id}>
      <StarRating rating={review.rating} />
      <blockquote className="review-card__text">
        {review.text.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </blockquote>
      <footer className="review-card__byline">
        <strong className="review-card__name">{review.name}</strong>
        <span className="review-card__experience">{experienceLine(review.experience, review.property)}</span>
        <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
      </footer>
    </article>
  );
}
