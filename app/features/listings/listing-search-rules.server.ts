import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { listings } from "./listing.table";

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
};

/** The listing's title, area or description holds the words (web search syntax: quotes, `or`, `-word`). */
export function matchesKeywords(words: string | SQLWrapper): SQL {
  return sql`${listings.searchVector} @@ websearch_to_tsquery('english', ${words})`;
}
