import { useEffect, useReducer } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/villa";
import { loadBookingPanel, villaBookingAction } from "~/features/bookings/booking-page.server";
import { AvailabilitySection } from "~/features/bookings/ui/availability-section";
import { BookingRequestForm, detailsFromValues, type BookingActionData } from "~/features/bookings/ui/booking-request-form";
import { bookingRentalOf } from "~/features/bookings/ui/booking-rental";
import { slugify } from "~/features/listings/listing-slug";
import { initialVillaState, loadVillas, villaReducer, type VillaAction, type VillaState, type VillaSummary } from "~/features/listings/villa-store";
import { formatPrice } from "~/features/listings/ui/listing-format";
import { ResponsiveImage } from "~/features/media/responsive-image";
import { loadVillaByName } from "~/features/listings/listing-pages.server";
import { listingMapLinks } from "~/features/listings/ui/listing-map";
import { RentalDetail, rentalName, type RentalListing } from "~/features/listings/ui/rental-detail";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import bookingStylesHref from "~/styles/bookings.css?url";
import detailStylesHref from "~/styles/listing-detail.css?url";
import { publicPageHeaders } from "~/shared/http/public-page";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageHeaders;

/**
 * The villa page, /villa/{slug} and /villa-rentals/{slug} (route ids villa
 * and villa-rentals): the villa is chosen by name (spec §2). When no villa
 * has that name the selection is empty, a warning lists the available
 * names, and the visitor gets a 404. Both URLs are canonical to /villa/….
 */
export const links: Route.LinksFunction = () => [
  ...listingMapLinks,
  { rel: "stylesheet", href: detailStylesHref },
  { rel: "stylesheet", href: bookingStylesHref },
];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(originFrom(matches), loaderData.seo) : [];

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadVillaByName(params.slug);
  return { ...page, booking: await loadBookingPanel(page.rental.id, new URL(request.url).searchParams.get("month")) };
}

/** POST: a booking request for this villa, stored with its villaId (spec §3, §7). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return villaBookingAction(request, params.slug, context.clientAddress);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { rental, url, mapTileUrl, jsonLd, booking } = loaderData;
  return <VillaPage key={rental.id} rental={rental} url={url} mapTileUrl={mapTileUrl} jsonLd={jsonLd} booking={booking} actionData={actionData as BookingActionData | undefined} />;
}

type VillaPageProps = Omit<Route.ComponentProps["loaderData"], "seo"> & { actionData: BookingActionData | undefined };

/** One villa store for the page: the villa list, the selection and the booking form's details. */
function VillaPage({ rental, url, mapTileUrl, jsonLd, booking, actionData }: VillaPageProps) {
  const [state, dispatch] = useReducer(villaReducer, rental, (villa) => {
    const current = villaSummaryOf(villa);
    return { ...initialVillaState, villas: [current], selectedVilla: current, bookingDetails: detailsFromValues(actionData) };
  });
  return (
    <>
      <RentalDetail
        rental={rental}
        url={url}
        mapTileUrl={mapTileUrl}
        jsonLd={jsonLd}
        availability={<AvailabilitySection panel={booking} details={state.bookingDetails} dispatch={dispatch} />}
        booking={<BookingRequestForm rental={bookingRentalOf(rental)} panel={booking} actionData={actionData} details={state.bookingDetails} dispatch={dispatch} />}
      />
      <OtherVillas state={state} dispatch={dispatch} />
    </>
  );
}

/** The villa the loader chose, as the villa store holds it. */
function villaSummaryOf(rental: RentalListing): VillaSummary {
  const name = rentalName(rental);
  const [cover] = rental.photos;
  return {
    id: rental.id,
    name,
    slug: slugify(name),
    area: rental.area,
    maxGuests: rental.maxGuests,
    nightlyRate: rental.nightlyRate,
    bedrooms: rental.bedroomsTotal,
    photo: cover ?? null,
  };
}

/**
 * The villa store (spec §3, §4) on this page: it starts with the loader's
 * villa selected, and once hydrated refreshes the approved villas from
 * /villas.json to list the others. A failed fetch shows the store's error;
 * the rest of the page is unaffected.
 */
function OtherVillas({ state, dispatch }: { state: VillaState; dispatch: (action: VillaAction) => void }) {
  useEffect(() => {
    void loadVillas(dispatch);
  }, [dispatch]);
  const others = state.villas.filter((villa) => villa.id !== state.selectedVilla?.id);
  if (!state.loading && !state.error && others.length === 0) return null;
  return (
    <section className="other-villas container" aria-labelledby="other-villas-heading" aria-busy={state.loading}>
      <h2 id="other-villas-heading">Other villas</h2>
      {state.loading ? (
        <p className="other-villas__status">Loading villas…</p>
      ) : state.error ? (
        <p className="other-villas__status" role="alert">
          {state.error}
        </p>
      ) : (
        <ul className="other-villas__list">
          {others.map((villa) => (
            <li key={villa.id} className="villa-card">
              {villa.photo ? (
                <ResponsiveImage image={villa.photo} sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 90vw" className="villa-card__image" />
              ) : (
                <div className="villa-card__image villa-card__no-photo">Photo coming soon</div>
              )}
              <div className="villa-card__body">
                <h3 className="villa-card__name">
                  <Link to={`/villa/${villa.slug}`}>{villa.name}</Link>
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
      )}
    </section>
  );
}
