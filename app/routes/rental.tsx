import type { Route } from "./+types/rental";
import { loadBookingPanel, rentalBookingAction } from "~/features/booking-requests/index.server";
import bookingScriptHref from "~/features/booking-requests/enhance/booking-script.ts?worker&url";
import { AvailabilitySection } from "~/features/booking-requests/components";
import { BookingRequestForm, detailsFromValues, type BookingActionData } from "~/features/booking-requests/components";
import { bookingRentalOf } from "~/features/booking-requests/components";
import { SeasonRatesTable } from "~/features/rental-rates/components";
import listingScriptHref from "~/features/listings/enhance/listing-script.ts?worker&url";
import { loadRentalBySlug } from "~/features/listings/index.server";
import { listingMapLinks } from "~/features/listings/components";
import { RentalDetail } from "~/features/listings/components";
import { rentalName } from "~/features/listings";
import { getSessionUser } from "~/features/accounts/index.server";
import { FavouriteButton } from "~/features/favourites/components";
import { EnquiryForm } from "~/features/leads/components";
import { loadEnquiryForm } from "~/features/leads/index.server";
import { openAsDocument, type PageHandle } from "~/features/shell";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import bookingStylesHref from "~/styles/bookings.css?url";
import detailStylesHref from "~/styles/listing-detail.css?url";
import { publicPageReading } from "~/shared/http/public-page";
import { loadRentalReviews, rentalReviewsJsonLd } from "~/features/guest-reviews/index.server";
import { RentalReviews } from "~/features/guest-reviews/components";
import { extendJsonLd } from "~/shared/seo/json-ld";
import testimonialStylesHref from "~/styles/testimonials.css?url";
import { sendReply } from "~/shared/http/reply";
import favouritesScriptHref from "~/features/favourites/enhance/favourites-script.ts?worker&url";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageReading(["month"]);

/** No React in the browser: the gallery, the map and the booking panel are islands (docs/decisions/0050). */
export const handle: PageHandle = { hydrate: false, scripts: [favouritesScriptHref, listingScriptHref, bookingScriptHref] };
export const clientLoader = openAsDocument;

/** A rental property page, /rental/{slug}; an unknown or unapproved slug is a 404. POST sends a booking request. */
export const links: Route.LinksFunction = () => [
  ...listingMapLinks,
  { rel: "stylesheet", href: detailStylesHref },
  { rel: "stylesheet", href: bookingStylesHref },
  { rel: "stylesheet", href: testimonialStylesHref },
];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(originFrom(matches), loaderData.seo) : [];

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadRentalBySlug(params.slug);
  const [booking, enquiry, reviews] = await Promise.all([
    loadBookingPanel(page.rental, new URL(request.url).searchParams.get("month")),
    // A signed-in buyer's details are filled in: such a response is private, never kept for others.
    getSessionUser(request).then((user) => loadEnquiryForm({ id: page.rental.id, title: rentalName(page.rental), showings: false }, user)),
    loadRentalReviews(page.rental.id),
  ]);
  return { ...page, jsonLd: extendJsonLd(page.jsonLd, rentalReviewsJsonLd(reviews.reviews, reviews.summary)), booking, enquiry, reviews };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return sendReply(await rentalBookingAction(request, params.slug, context.clientAddress));
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { rental, url, mapTileUrl, jsonLd, booking, enquiry, reviews } = loaderData;
  const reply = actionData as BookingActionData | undefined;
  const details = detailsFromValues(reply);
  return (
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
  );
}
