import type { ReactNode } from "react";
import { ResponsiveImage } from "~/features/media/components";
import type { RentalSummary } from "../rental-summary";
import { rentalNamePath } from "../listing-paths";
import { formatPrice } from "./listing-format";

/**
 * The villa page's cards of the other approved rentals, each linking to its
 * villa page; each card's save control is filled by the page (favourites'
 * FavouriteButton), which also loads its script.
 */
export function OtherRentals({ rentals, saveButton }: { rentals: readonly RentalSummary[]; saveButton?: (rental: RentalSummary) => ReactNode }) {
  if (rentals.length === 0) return null;
  return (
    <section className="other-rentals container" aria-labelledby="other-rentals-heading">
      <h2 id="other-rentals-heading">Other villas</h2>
      <ul className="other-rentals__list">
        {rentals.map((rental) => (
          <li key={rental.id} className="rental-card">
            {rental.photo ? (
              <ResponsiveImage image={rental.photo} sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 90vw" className="rental-card__image" />
            ) : (
              <div className="rental-card__image rental-card__no-photo">Photo coming soon</div>
            )}
            {saveButton?.(rental)}
            <div className="rental-card__body">
              <h3 className="rental-card__name">
                <a href={rentalNamePath(rental.name)}>{rental.name}</a>
              </h3>
              {rental.nightlyRate ? (
                <p className="rental-card__price">
                  <strong>{formatPrice(rental.nightlyRate)}</strong> per night
                </p>
              ) : null}
              <p className="rental-card__meta">
                {[rental.bedrooms ? `${rental.bedrooms} bedroom${rental.bedrooms === 1 ? "" : "s"}` : null, rental.maxGuests ? `sleeps ${rental.maxGuests}` : null, rental.area]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
