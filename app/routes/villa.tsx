import type { Route } from "./+types/villa";
import { loadBookingPanel, rentalByNameBookingAction } from "~/features/booking-requests/index.server";
import bookingScriptHref from "~/features/booking-requests/enhance/booking-script.ts?worker&url";
import { AvailabilitySection } from "~/features/booking-requests/components";
import { BookingRequestForm, detailsFromValues, type BookingActionData } from "~/features/booking-requests/components";
import { bookingRentalOf } from "~/features/booking-requests/components";
import { SeasonRatesTable } from "~/features/rental-rates/components";
import listingScriptHref from "~/features/listings/enhance/listing-script.ts?worker&url";
import { readApprovedRentals, rentalSummaryOf } from "~/features/listings/index.server";
import { loadRentalByName } from "~/features/listings/index.server";
import { listingMapLinks } from "~/features/listings/components";
import { OtherRentals } from "~/features/listings/components";
import { RentalDetail } from "~/features/listings/components";
import { rentalName } from "~/features/listings";
import { getSessionUser } from "~/features/accounts/index.server";
import { FavouriteButton } from "~/features/favourites/components";
import { EnquiryForm } from "~/features/leads/components";
import { loadEnquiryForm } from "~/features/leads/index.server";
import { openAsDocument, type PageHandle } from "~/features/shell";
import { publicPageReading } from "~/shared/http/public-page";
import { loadRentalReviews, rentalReviewsJsonLd } from "~/features/guest-reviews/index.server";
import { RentalReviews } from "~/features/guest-reviews/components";
import { extendJsonLd } from "~/shared/seo/json-ld";
import testimonialStylesHref from "~/styles/testimonials.css?url";
import { sendReply } from "~/shared/http/reply";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import bookingStylesHref from "~/styles/bookings.css?url";
import detailStylesHref from "~/styles/listing-detail.css?url";
import favouritesScriptHref from "~/features/favourites/enhance/favourites-script.ts?worker&url";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageReading(["month"]);

/** No React in the browser: the gallery, the map and the booking panel are islands (docs/decisions/0050). */
export const handle: PageHandle = { hydrate: false, scripts: [favouritesScriptHref, listingScriptHref, bookingScriptHref] };
export const clientLoader = openAsDocument;

/**
 * The villa page, /villa/{slug} and /villa-rentals/{slug} (route ids villa
 * and villa-rentals): the rental is chosen by name. When no rental has that
 * name the selection is empty, a warning lists the available names, and the
 * visitor gets a 404. Both URLs are canonical to /villa/….
 */
export const links: Route.LinksFunction = () => [
  ...listingMapLinks,
  { rel: "stylesheet", href: detailStylesHref },
  { rel: "stylesheet", href: bookingStylesHref },
  { rel: "stylesheet", href: testimonialStylesHref },
];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(originFrom(matches), loaderData.seo) : [];

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadRentalByName(params.slug);
  const [booking, rentals, enquiry, reviews] = await Promise.all([
    loadBookingPanel(page.rental, new URL(request.url).searchParams.get("month")),
    readApprovedRentals(),
    // A signed-in buyer's details are filled in: such a response is private, never kept for others.
    getSessionUser(request).then((user) => loadEnquiryForm({ id: page.rental.id, title: rentalName(page.rental), showings: false }, user)),
    loadRentalReviews(page.rental.id),
  ]);
  // Without the list the page still works; the failure is in the log.
  const otherRentals = rentals.success ? rentals.data.filter((other) => other.id !== page.rental.id).map(rentalSummaryOf) : [];
  return { ...page, jsonLd: extendJsonLd(page.jsonLd, rentalReviewsJsonLd(reviews.reviews, reviews.summary)), booking, otherRentals, enquiry, reviews };
}

/** POST: a booking request for this rental, stored with its slug. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return sendReply(await rentalByNameBookingAction(request, params.slug, context.clientAddress));
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { rental, url, mapTileUrl, jsonLd, booking, otherRentals, enquiry, reviews } = loaderData;
  const reply = actionData as BookingActionData | undefined;
  const details = detailsFromValues(reply);
  return (
    <>
      <RentalDetail
        key={rental.id}
        rental={rental}
        url={url}
        mapTileUrl={mapTileUrl}
        jsonLd={jsonLd}
        reviews={<RentalReviews reviews={reviews.reviews} summary={reviews.summary} />}
        availability={<AvailabilitySection panel={booking} details={details} />}
        seasonRates={<SeasonRatesTable rates={booking.rates} taxRate={booking.taxRate} baseMinimumNights={rental.minimumNights} />}
        booking={<BookingRequestForm rental={bookingRentalOf(rental)} panel={booking} actionData={reply} details={details} />}
        enquiry={<EnquiryForm {...enquiry} />}
        saveButton={<FavouriteButton listingId={rental.id} title={rentalName(rental)} variant="page" />}
      />
      <OtherRentals rentals={otherRentals} saveButton={(other) => <FavouriteButton listingId={other.id} title={other.name} />} />
    </>
  );
}
