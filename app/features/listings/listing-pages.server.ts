import { redirect } from "react-router";
import { largestJpegPath } from "~/features/media";
import { keptByKeyUntilContentChanges } from "~/shared/cache/content-memo.server";
import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { throwFailure } from "~/shared/http/failure-status";
import type { Result } from "~/shared/lib/result";
import { serializeJsonLd } from "~/shared/seo/json-ld";
import type { PageSeo } from "~/shared/seo/meta";
import { metaDescription } from "~/shared/seo/meta-description";
import { listingPublicPath, rentalNamePath } from "./listing-paths";
import { daysOnMarket, historyLines, priceSince } from "./listing-history";
import { rentalJsonLd, saleListingJsonLd } from "./listing-structured-data";
import type { PublicListing } from "./public-listings.server";
import { getPublicListing, getPublicRentalBySlug } from "./public-listings.server";
import { findApprovedRentalByName } from "./approved-rentals.server";
import { formatPrice, plural, propertyTypeLabel } from "./ui/listing-format";
import { rentalName } from "./rental-name";

/**
 * What the listing detail, rental and villa routes load: the listing (or the
 * error page its failure's code calls for, through `throwFailure`: 404, or 500
 * when the database failed), and everything its page and its search-engine
 * tags need. The routes stay thin; the rules for which listing a URL may show
 * live here.
 */

/**
 * A listing's page is read far more often than the listing changes: its
 * public record is kept in memory until public content changes (any
 * process's change clears it within a moment), so a page rendered past the
 * page cache, for a signed-in visitor or after the page expired, costs no
 * query. Unknown ids are never kept.
 */
const keptListings = keptByKeyUntilContentChanges<Result<{ data: PublicListing }>>(1_000, (result) => result.success);
const readPublicListing = (id: string) => keptListings(`id ${id}`, () => getPublicListing(id));
const readPublicRental = (slug: string) => keptListings(`rental ${slug}`, () => getPublicRentalBySlug(slug));

/** The URL's first segment, the route id: property, soldproperty, landproperty or landsold. */
export type DetailRouteId = "property" | "soldproperty" | "landproperty" | "landsold";

const BACK_LINKS: Record<DetailRouteId, { href: string; label: string }> = {
  property: { href: "/properties", label: "Homes for sale" },
  landproperty: { href: "/landproperties", label: "Land for sale" },
  soldproperty: { href: "/saleshistory", label: "Sales history" },
  landsold: { href: "/saleshistory", label: "Sales history" },
};

export function detailRouteIdOf(pathname: string): DetailRouteId | null {
  const segment = pathname.split("/")[1];
  return segment && segment in BACK_LINKS ? (segment as DetailRouteId) : null;
}

function absolute(path: string): string {
  return `${getConfig().publicUrl}${path}`;
}

function imagesOf(listing: PublicListing): string[] {
  return listing.photos.flatMap((photo) => {
    const path = largestJpegPath(photo);
    return path ? [absolute(path)] : [];
  });
}

function summaryOf(listing: PublicListing): string {
  const parts = [
    listing.bedroomsTotal ? plural(listing.bedroomsTotal, "bedroom") : null,
    listing.bathroomsTotalInteger ? plural(listing.bathroomsTotalInteger, "bathroom") : null,
    listing.lotSizeAcres ? plural(listing.lotSizeAcres, "acre") : null,
  ].filter(Boolean);
  return `${propertyTypeLabel(listing)} in ${listing.area ?? "St. John"}, St. John, USVI${parts.length ? `: ${parts.join(", ")}` : ""}.`;
}

/**
 * A sale, sold or land listing for its detail route. Unknown or unapproved
 * ids, and listings whose kind or category belongs to another of the four
 * URLs (a lot at /property/, a rental anywhere here), answer 404. A sale
 * that has since sold (or a sold listing reopened) moves for good to its
 * new address, so links, saved homes and search engines follow it.
 */
export async function loadListingDetail(routeId: DetailRouteId | null, id: string) {
  if (!routeId) throwFailure({ code: "not_found" });
  const result = await readPublicListing(id);
  if (!result.success) throwFailure(result);
  const listing = result.data;
  const path = listingPublicPath(listing);
  if (!path.startsWith(`/${routeId}/`)) {
    if (listing.kind !== "rental" && (listing.category === "land") === routeId.startsWith("land")) throw redirect(path, 301);
    throwFailure({ code: "not_found" });
  }
  const sold = listing.kind === "sold";
  const url = absolute(path);
  const images = imagesOf(listing);
  const price = sold ? `sold for ${formatPrice(listing.closePrice)}` : formatPrice(listing.listPrice);
  const seo: PageSeo = {
    title: `${listing.title}${listing.area ? `, ${listing.area}` : ""} – ${price}`,
    description: metaDescription(listing.descriptionText, summaryOf(listing)),
    path,
    image: images[0],
  };
  const jsonLd = serializeJsonLd(saleListingJsonLd(listing, { url, images, brokerName: site.name, priceSince: priceSince(listing.events) }));
  const { events, ...shown } = listing;
  return {
    listing: shown,
    url,
    seo,
    jsonLd,
    back: BACK_LINKS[routeId],
    mapTileUrl: getConfig().mapTileUrl ?? null,
    history: historyLines(events),
    daysOnMarket: daysOnMarket(events),
  };
}

function rentalPage(listing: PublicListing, path: string) {
  const url = absolute(path);
  const images = imagesOf(listing);
  const name = rentalName(listing);
  const seo: PageSeo = {
    title: `${name}${listing.area ? `, ${listing.area}` : ""} – villa rental${listing.nightlyRate ? ` from ${formatPrice(listing.nightlyRate)} a night` : ""}`,
    description: metaDescription(listing.descriptionText, `${name}: a ${propertyTypeLabel(listing).toLowerCase()} to rent in ${listing.area ?? "St. John"}, St. John, USVI.`),
    path,
    image: images[0],
  };
  const jsonLd = serializeJsonLd(rentalJsonLd(listing, { url, images, brokerName: site.name }));
  return { rental: listing, url, seo, jsonLd, mapTileUrl: getConfig().mapTileUrl ?? null };
}

/** /rental/{slug}: an approved rental by its slug (propertyInfo.slug, its own slug, or its id). */
export async function loadRentalBySlug(slug: string) {
  const result = await readPublicRental(slug);
  if (!result.success) throwFailure(result);
  return rentalPage(result.data, listingPublicPath(result.data));
}

/**
 * /villa/{slug} and /villa-rentals/{slug}: the rental is chosen by name
 * among the approved rentals, matched against propertyInfo.name or
 * name. No match: the selection is empty, findApprovedRentalByName logs a warning with the
 * available names, and the visitor gets a 404. Both paths share one
 * canonical URL, /villa/{the name's slug}.
 */
export async function loadRentalByName(name: string) {
  const chosen = await findApprovedRentalByName(name);
  if (!chosen.success) throwFailure(chosen);
  if (!chosen.data) throwFailure({ code: "not_found" });
  const result = await readPublicListing(chosen.data.id);
  if (!result.success) throwFailure(result);
  return rentalPage(result.data, rentalNamePath(chosen.data.name));
}
