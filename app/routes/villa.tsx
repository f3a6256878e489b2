import { useEffect, useReducer } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/villa";
import { slugify } from "~/features/listings/listing-slug";
import { initialVillaState, loadVillas, villaReducer, type VillaSummary } from "~/features/listings/villa-store";
import { formatPrice } from "~/features/listings/ui/listing-format";
import { loadVillaByName } from "~/features/listings/listing-pages.server";
import { listingMapLinks } from "~/features/listings/ui/listing-map";
import { RentalDetail, rentalName, type RentalListing } from "~/features/listings/ui/rental-detail";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import detailStylesHref from "~/styles/listing-detail.css?url";

/**
 * The villa page, /villa/{slug} and /villa-rentals/{slug} (route ids villa
 * and villa-rentals): the villa is chosen by name (spec §2). When no villa
 * has that name the selection is empty, a warning lists the available
 * names, and the visitor gets a 404. Both URLs are canonical to /villa/….
 */
export const links: Route.LinksFunction = () => [...listingMapLinks, { rel: "stylesheet", href: detailStylesHref }];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(originFrom(matches), loaderData.seo) : [];

export async function loader({ params }: Route.LoaderArgs) {
  return loadVillaByName(params.slug);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { rental, url, mapTileUrl, jsonLd } = loaderData;
  return (
    <>
      <RentalDetail key={rental.id} rental={rental} url={url} mapTileUrl={mapTileUrl} jsonLd={jsonLd} />
      <OtherVillas key={`others-${rental.id}`} current={villaSummaryOf(rental)} />
    </>
  );
}

/** The villa the loader chose, as the villa store holds it. */
function villaSummaryOf(rental: RentalListing): VillaSummary {
  const name = rentalName(rental);
  return { id: rental.id, name, slug: slugify(name), area: rental.area, maxGuests: rental.maxGuests, nightlyRate: rental.nightlyRate };
}

/**
 * The villa store (spec §3, §4) on this page: it starts with the loader's
 * villa selected, and once hydrated refreshes the approved villas from
 * /villas.json to list the others. A failed fetch shows the store's error;
 * the rest of the page is unaffected.
 */
function OtherVillas({ current }: { current: VillaSummary }) {
  const [state, dispatch] = useReducer(villaReducer, current, (villa) => ({ ...initialVillaState, villas: [villa], selectedVilla: villa }));
  useEffect(() => {
    void loadVillas(dispatch);
  }, []);
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
            <li key={villa.id}>
              <Link to={`/villa/${villa.slug}`}>{villa.name}</Link>
              <span className="other-villas__meta">
                {[villa.area, villa.maxGuests ? `Sleeps ${villa.maxGuests}` : null, villa.nightlyRate ? `${formatPrice(villa.nightlyRate)} per night` : null]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
