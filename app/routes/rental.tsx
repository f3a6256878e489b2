import type { Route } from "./+types/rental";
import { loadRentalBySlug } from "~/features/listings/listing-pages.server";
import { listingMapLinks } from "~/features/listings/ui/listing-map";
import { RentalDetail } from "~/features/listings/ui/rental-detail";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import detailStylesHref from "~/styles/listing-detail.css?url";

/** A rental property page, /rental/{slug}; an unknown or unapproved slug is a 404. */
export const links: Route.LinksFunction = () => [...listingMapLinks, { rel: "stylesheet", href: detailStylesHref }];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(originFrom(matches), loaderData.seo) : [];

export async function loader({ params }: Route.LoaderArgs) {
  return loadRentalBySlug(params.slug);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { rental, url, mapTileUrl, jsonLd } = loaderData;
  return <RentalDetail key={rental.id} rental={rental} url={url} mapTileUrl={mapTileUrl} jsonLd={jsonLd} />;
}
