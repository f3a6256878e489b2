import { ratingLabel } from "../review-rules";
import { starsHtml } from "./review-html";

/** A rating shown as stars, read as "4 out of 5 stars". */
export function StarRating({ rating }: { rating: number }) {
  return <span className="star-rating" role="img" aria-label={ratingLabel(rating)} dangerouslySetInnerHTML={{ __html: starsHtml(rating) }} />;
}
