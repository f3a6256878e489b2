import { ratingLabel, REVIEW_LIMITS } from "../review-rules";

/** A rating shown as stars, read as "4 out of 5 stars". */
export function StarRating({ rating }: { rating: number }) {
  const stars = Array.from({ length: REVIEW_LIMITS.ratingMax }, (_, index) => index < Math.round(rating));
  return (
    <span className="star-rating" role="img" aria-label={ratingLabel(rating)}>
      {stars.map((filled, index) => (
        <span key={index} className={filled ? "star-rating__star star-rating__star--on" : "star-rating__star"} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
