import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { listings } from "./listing.table";
import { cardColumns } from "./listing-store.server";

/**
 * What a search of listings may read: the columns it filters and sorts on,
 * and the keyword rule over the listing's own full-text vector.
 */

/** The columns the /mls search filters and sorts on. */
export const searchColumns = {
  id: listings.id,
  kind: listings.kind,
  standardStatus: listings.standardStatus,
  category: listings.category,
  subcategory: listings.subcategory,
  price: listings.price,
  bedroomsTotal: listings.bedroomsTotal,
  bathroomsTotalInteger: listings.bathroomsTotalInteger,
  lotSizeAcres: listings.lotSizeAcres,
  livingArea: listings.livingArea,
  area: listings.area,
  closeDate: listings.closeDate,
  submittedAt: listings.submittedAt,
  latitude: listings.latitude,
  longitude: listings.longitude,
};

/** What a map pin of a search result needs: where, its page, a title, the price to print on it, and its pop-up's photo and facts. */
export const mapPointColumns = {
  id: listings.id,
  kind: listings.kind,
  category: listings.category,
  slug: listings.slug,
  propertyInfo: listings.propertyInfo,
  title: listings.title,
  price: listings.price,
  listPrice: listings.listPrice,
  closePrice: listings.closePrice,
  nightlyRate: listings.nightlyRate,
  latitude: listings.latitude,
  longitude: listings.longitude,
  bedroomsTotal: listings.bedroomsTotal,
  bathroomsTotalInteger: listings.bathroomsTotalInteger,
  livingArea: listings.livingArea,
  lotSizeAcres: listings.lotSizeAcres,
  maxGuests: listings.maxGuests,
  photo: cardColumns.photo,
};

/**
 * The listing's location lies in the shape (a PostgreSQL box or polygon, x
 * the longitude; edges count as inside). A listing without a location is in
 * no shape. The expression is the one the partial GiST index covers
 * (listing.table.ts), so a map search reads only the listings in the area.
 */
export function locatedWithin(shape: SQLWrapper): SQL {
  return sql`point(${listings.longitude}, ${listings.latitude}) <@ ${shape}`;
}

/** The listing's title, area or description holds the words (web search syntax: quotes, `or`, `-word`). */
export function matchesKeywords(words: string | SQLWrapper): SQL {
  return sql`${listings.searchVector} @@ websearch_to_tsquery('english', ${words})`;
}
