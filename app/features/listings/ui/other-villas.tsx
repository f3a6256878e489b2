import { FavouriteButton } from "~/features/favourites/components";
import { ResponsiveImage } from "~/features/media/components";
import type { VillaSummary } from "~/features/bookings";
import { villaPath } from "../listing-paths";
import { formatPrice } from "./listing-format";

/** The villa page's cards of the other approved villas, each linking to its villa page. */
export function OtherVillas({ villas }: { villas: readonly VillaSummary[] }) {
  if (villas.length === 0) return null;
  return (
    <section className="other-villas container" aria-labelledby="other-villas-heading">
      <h2 id="other-villas-heading">Other villas</h2>
      <ul className="other-villas__list">
        {villas.map((villa) => (
          <li key={villa.id} className="villa-card">
            {villa.photo ? (
              <ResponsiveImage image={villa.photo} sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 90vw" className="villa-card__image" />
            ) : (
              <div className="villa-card__image villa-card__no-photo">Photo coming soon</div>
            )}
            <FavouriteButton listingId={villa.id} title={villa.name} />
            <div className="villa-card__body">
              <h3 className="villa-card__name">
                <a href={villaPath(villa.name)}>{villa.name}</a>
              </h3>
              {villa.nightlyRate ? (
                <p className="villa-card__price">
                  <strong>{formatPrice(villa.nightlyRate)}</strong> per night
                </p>
              ) : null}
              <p className="villa-card__meta">
                {[villa.bedrooms ? `${villa.bedrooms} bedroom${villa.bedrooms === 1 ? "" : "s"}` : null, villa.maxGuests ? `sleeps ${villa.maxGuests}` : null, villa.area]
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
