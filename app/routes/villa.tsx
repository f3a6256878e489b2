import type { Route } from "./+types/villa";
import { loadVillaByName } from "~/features/listings/listing-pages.server";
import { listingMapLinks } from "~/features/listings/ui/listing-map";
import { RentalDetail } from "~/features/listings/ui/rental-detail";
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
  return <RentalDetail key={rental.id} rental={rental} url={url} mapTileUrl={mapTileUrl} jsonLd={jsonLd} />;
}
