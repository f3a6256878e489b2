import { and, isNotNull, type SQL } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { cardFacts, formatShortPrice, listingPublicPath, type ListingCategory, type ListingKind } from "~/features/listings";
import { largestJpegPath, thumbnailOf, type ImageVariant } from "~/features/media";
import { mapPointColumns, searchColumns as listing, selectListings } from "~/features/listings/index.server";
import { searchCondition } from "./search-condition.server";
import { searchOrder, normaliseSearch } from "./search-listings.server";
import type { SearchQuery } from "./search-query";
import type { SearchPoint, SearchPoints } from "./search-points";

/**
 * Every listing a search finds that has a location, as map pins: the whole
 * result, not only the page shown, so the map can cluster them all. Beyond
 * MAX_MAP_POINTS (far more than the island's market) the first by the
 * search's order are sent and the answer says so.
 */
export const MAX_MAP_POINTS = 5_000;

/** A located listing as the pins query reads it. */
type PointRow = {
  id: string;
  kind: ListingKind;
  category: ListingCategory;
  slug: string | null;
  propertyInfo: { slug?: string | null } | null;
  title: string;
  price: number | null;
  listPrice: number | null;
  closePrice: number | null;
  nightlyRate: number | null;
  latitude: number | null;
  longitude: number | null;
  bedroomsTotal: number | null;
  bathroomsTotalInteger: number | null;
  livingArea: number | null;
  lotSizeAcres: number | null;
  maxGuests: number | null;
  photo: { variants: ImageVariant[] } | null;
};

/** The pop-up's photo shows about 240 px wide: the smallest JPEG sharp at that width on a 2× screen. */
const POPUP_PHOTO_WIDTH = 240;

/** The price printed on a pin: the close price of a sale, a rental's nightly rate, else the asking price. */
function pinPrice(row: PointRow): string {
  if (row.kind === "sold" && row.closePrice !== null) return formatShortPrice(row.closePrice);
  if (row.kind === "rental") return row.nightlyRate !== null ? `${formatShortPrice(row.nightlyRate)}/night` : "";
  const price = row.listPrice ?? row.price;
  return price !== null ? formatShortPrice(price) : "";
}

function toPoint(row: PointRow): SearchPoint {
  const title = row.title.length > 60 ? `${row.title.slice(0, 59)}…` : row.title;
  const photo = row.photo ? (largestJpegPath(thumbnailOf(row.photo, POPUP_PHOTO_WIDTH)) ?? "") : "";
  const facts = cardFacts(row).join(" · ");
  return [row.id, row.latitude ?? 0, row.longitude ?? 0, pinPrice(row), title, listingPublicPath(row as Parameters<typeof listingPublicPath>[0]), photo, facts];
}

/** The search's located listings, at most MAX_MAP_POINTS, in the search's order. */
export async function searchPoints(input: Partial<SearchQuery>, options: { max?: number } = {}): Promise<Result<{ data: SearchPoints }>> {
  const query = normaliseSearch(input);
  const max = options.max ?? MAX_MAP_POINTS;
  return runService("searchPoints", { query }, async () => {
    const located: SQL = and(searchCondition(query), isNotNull(listing.latitude), isNotNull(listing.longitude))!;
    const rows = (await selectListings(mapPointColumns, getDb())
      .where(located)
      .orderBy(...searchOrder(query.sort, query))
      .limit(max + 1)) satisfies PointRow[];
    const points = rows.slice(0, max).map(toPoint);
    return ok({ data: { points, complete: rows.length <= max } });
  });
}
