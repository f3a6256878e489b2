import { site } from "~/shared/config/site";
import type { DescribedImage } from "~/features/media";
import { contactHref, JsonLdScript } from "./listing-detail";
import { ListingMap } from "./listing-map";
import { formatNumber, formatPrice, formatTime, plural, propertyTypeLabel } from "./listing-format";
import { HtmlSection, ListSection, TextSection } from "./listing-sections";
import { PhotoGallery } from "./photo-gallery";
import { VirtualTourLink } from "./virtual-tour-link";
import { ShareLinks } from "./share-links";
import { Link } from "~/shared/ui/link";
import type { ReactNode } from "react";
import { rentalName } from "../rental-name";

/** What a rental or villa page shows (a PublicListing rental as the loader sends it). */
export type RentalListing = {
  id: string;
  category: string;
  subcategory: string | null;
  propertyType: string | null;
  propertySubType: string | null;
  title: string;
  /** Sanitized on the server from the agent's markdown. */
  descriptionHtml: string;
  area: string | null;
  propertyInfo: { name?: string; slug?: string } | null;
  bedroomsTotal: number | null;
  bathroomsTotalInteger: number | null;
  livingArea: number | null;
  maxGuests: number | null;
  nightlyRate: number | null;
  weeklyRate: number | null;
  cleaningFee: number | null;
  minimumNights: number | null;
  amenities: string[];
  houseRules: string | null;
  checkInTime: string | null;
  checkOutTime: string | null;
  latitude: number | null;
  longitude: number | null;
  virtualTourUrl?: string | null;
  photos: Array<DescribedImage & { id: string }>;
};

type Props = {
  rental: RentalListing;
  url: string;
  mapTileUrl?: string | null;
  jsonLd: string;
  /** The booking request form (app/features/bookings), in the booking panel. */
  booking?: ReactNode;
  /** The availability calendar, after the rates. */
  availability?: ReactNode;
  /** The rates by season, holiday rules and fees (app/features/bookings), inside the rates section. */
  seasonRates?: ReactNode;
  /** The enquiry form (app/features/leads), after the map. */
  enquiry?: ReactNode;
  /** Guests' verified-stay reviews (app/features/testimonials), after the house rules. */
  reviews?: ReactNode;
  /** The save control (app/features/favourites), beside the rate. */
  saveButton?: ReactNode;
};

/**
 * A rental's public page (/rental/{slug}, /villa/{slug},
 * /villa-rentals/{slug}): gallery, capacity, rates, arrival and departure
 * times, amenities, house rules, description, map, and the place where the
 * booking request form will go.
 */
export function RentalDetail({ rental, url, mapTileUrl, jsonLd, booking, availability, seasonRates, enquiry, reviews, saveButton }: Props) {
  const name = rentalName(rental);
  const rentalsPhone = site.phones.find((phone) => phone.label === "Rentals") ?? site.phones[0];
  const coordinates = rental.latitude !== null && rental.longitude !== null ? { lat: rental.latitude, lng: rental.longitude } : null;
  const checkIn = formatTime(rental.checkInTime);
  const checkOut = formatTime(rental.checkOutTime);

  const capacity = [
    rental.bedroomsTotal !== null ? { label: "Bedrooms", value: formatNumber(rental.bedroomsTotal) } : null,
    rental.bathroomsTotalInteger !== null ? { label: "Bathrooms", value: formatNumber(rental.bathroomsTotalInteger) } : null,
    rental.maxGuests ? { label: "Sleeps", value: plural(rental.maxGuests, "guest") } : null,
    rental.livingArea ? { label: "Living area", value: `${formatNumber(rental.livingArea)} sq ft` } : null,
    rental.area ? { label: "Area", value: rental.area } : null,
    { label: "Type", value: propertyTypeLabel(rental) },
  ].filter((fact) => fact !== null);

  const rates = [
    rental.nightlyRate ? { label: "Nightly rate", value: formatPrice(rental.nightlyRate) } : null,
    rental.weeklyRate ? { label: "Weekly rate", value: formatPrice(rental.weeklyRate) } : null,
    rental.cleaningFee !== null ? { label: "Cleaning fee", value: rental.cleaningFee ? formatPrice(rental.cleaningFee) : "Included" } : null,
    rental.minimumNights ? { label: "Minimum stay", value: plural(rental.minimumNights, "night") } : null,
    checkIn ? { label: "Check-in", value: `From ${checkIn}` } : null,
    checkOut ? { label: "Check-out", value: `By ${checkOut}` } : null,
  ].filter((fact) => fact !== null);

  return (
    <article className="listing-detail listing-detail--rental">
      <JsonLdScript json={jsonLd} />
      <header className="page-hero page-hero--compact listing-hero">
        <div className="container">
          {/* Shown by the page's script, pointing at the guest's own search, when the rental was opened from one. */}
          <nav aria-label="Breadcrumb" className="listing-hero__crumbs" hidden data-back-to-results-nav="">
            <a href="/mls" hidden data-back-to-results="">
              Back to results
            </a>
          </nav>
          <p className="eyebrow">{[propertyTypeLabel(rental), rental.area].filter(Boolean).join(" · ")}</p>
          <h1>{name}</h1>
          <div className="listing-hero__summary">
            {rental.nightlyRate ? (
              <p className="listing-price__amount">
                {formatPrice(rental.nightlyRate)} <span className="listing-price__label">per night</span>
              </p>
            ) : null}
            {rental.maxGuests ? <p className="listing-price__meta">Sleeps {rental.maxGuests}</p> : null}
            {saveButton}
            <a className="listing-hero__jump" href="#booking">
              Booking and questions
            </a>
          </div>
        </div>
      </header>

      {/* The booking panel comes right after the calendar in reading order, so on a phone the request form follows the
          dates; on wide screens it sits beside both halves of the text (listing-detail.css). */}
      <div className="container listing-layout listing-layout--split">
        <div className="listing-layout__main">
          <PhotoGallery photos={rental.photos} title={name} />
          <VirtualTourLink url={rental.virtualTourUrl} title={name} />

          <section className="listing-section" aria-labelledby="capacity-heading">
            <h2 id="capacity-heading">The house</h2>
            <dl className="listing-facts">
              {capacity.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section className="listing-section" aria-labelledby="rates-heading">
            <h2 id="rates-heading">Rates and stay</h2>
            <dl className="listing-facts">
              {rates.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
            {seasonRates}
          </section>

          {availability}
        </div>

        <aside className="listing-layout__aside" aria-label="Booking and sharing">
          <section id="booking" className="listing-card-panel booking-panel" data-booking-slot="" aria-labelledby="booking-heading">
            <h2 id="booking-heading">Book {name}</h2>
            {rental.nightlyRate ? (
              <p className="booking-panel__rate">
                <strong>{formatPrice(rental.nightlyRate)}</strong> per night
                {rental.minimumNights ? <>, {plural(rental.minimumNights, "night")} minimum</> : null}
              </p>
            ) : null}
            {booking ?? (
              <p className="booking-panel__soon">
                Booking requests open soon — call <a href={`tel:${rentalsPhone.tel}`}>{rentalsPhone.display}</a> to check dates and
                reserve.
              </p>
            )}
            <Link className="button button--ghost" to={enquiry ? "#enquiry" : contactHref(name)}>
              Ask about {name}
            </Link>
          </section>
          <ShareLinks url={url} title={name} />
        </aside>

        <div className="listing-layout__main listing-layout__more">
          <HtmlSection id="description" title={`About ${name}`} html={rental.descriptionHtml} />
          <ListSection id="amenities" title="Amenities" items={rental.amenities} />
          <TextSection id="rules" title="House rules" text={rental.houseRules} />
          {reviews}

          {coordinates ? (
            <section className="listing-section" aria-labelledby="location-heading">
              <h2 id="location-heading">Location</h2>
              <ListingMap
                markers={[{ ...coordinates, label: name }]}
                tileUrl={mapTileUrl}
                label={`Map of ${name}${rental.area ? ` in ${rental.area}` : ""}`}
                placeName={rental.area}
              />
            </section>
          ) : null}

          {enquiry ? (
            <section id="enquiry" className="listing-section listing-card-panel" aria-labelledby="enquiry-heading">
              <h2 id="enquiry-heading">Ask about {name}</h2>
              {enquiry}
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
