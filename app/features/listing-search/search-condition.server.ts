import { and, eq, gte, inArray, isSQLWrapper, lte, notInArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { LISTING_KINDS, OFF_MARKET_STATUSES, type ListingKind } from "~/features/listings";
import { isApproved, locatedWithin, matchesKeywords, searchColumns as listing } from "~/features/listings/index.server";
import { hasOpenHouseDuring } from "~/features/open-houses/index.server";
import { islandWeekend } from "~/shared/dates/island-weekend";
import { boxText, polygonText, type LatLng, type MapBounds } from "./search-area";
import { SEARCH_STATUSES, type SearchQuery, type SearchStatus } from "./search-query";

/**
 * The /mls search rule: one condition over listings for every caller. Each
 * filter is a value, as /mls has it (absent: no filter), or an SQL expression
 * read per row, as the alert matcher has it in a saved search's columns (its
 * null: no filter). Each filter's rule is written once and applied to either.
 */

/** A filter: a value, or an SQL expression (a column) whose null means "any". */
export type Filter<T> = T | SQLWrapper;

type FilterName = Exclude<keyof SearchQuery, "sort" | "page">;

/** Every filter of SearchQuery, each a value or an expression. */
export type SearchFilters = { [K in FilterName]?: Filter<NonNullable<SearchQuery[K]>> };

const isExpression = (value: unknown): value is SQLWrapper => isSQLWrapper(value);

/** One filter's condition: none when absent; for an expression, rows where it is null pass. */
function filter<T>(value: Filter<T> | undefined, rule: (value: T | SQLWrapper) => SQL): SQL | undefined {
  if (value === undefined) return undefined;
  if (isExpression(value)) return sql`(${value} is null or ${rule(value)})`;
  return rule(value);
}

/** The listing's kind; a known kind is written as an SQL literal (not a parameter), so that partial index predicates apply. */
function kindIs(kind: ListingKind | SQLWrapper): SQL {
  if (isExpression(kind)) return eq(listing.kind, kind);
  if (!LISTING_KINDS.includes(kind)) throw new Error(`Unknown listing kind ${kind}`);
  return sql`${listing.kind} = ${sql.raw(`'${kind}'`)}`;
}

const onMarket = () => notInArray(listing.standardStatus, [...OFF_MARKET_STATUSES]);

/** What each market status finds: a kind and its market statuses. */
const STATUS_RULES: Record<SearchStatus, () => SQL> = {
  "for-sale": () => and(kindIs("sale"), eq(listing.standardStatus, "Active"))!,
  "under-contract": () => and(kindIs("sale"), inArray(listing.standardStatus, ["ActiveUnderContract", "Pending"]))!,
  sold: () => and(kindIs("sold"), eq(listing.standardStatus, "Closed"))!,
  rental: () => and(kindIs("rental"), onMarket())!,
};

/** Without a status: listings on the market, of the kind asked for if any. */
const anyStatus = (kind: Filter<ListingKind> | undefined) => and(filter(kind, kindIs), onMarket())!;

/** The market status asked for, or the kind when there is none (a status implies its kind). */
function marketStatus(status: Filter<SearchStatus> | undefined, kind: Filter<ListingKind> | undefined): SQL {
  if (status === undefined) return anyStatus(kind);
  if (!isExpression(status)) return STATUS_RULES[status]();
  const branches = SEARCH_STATUSES.map((name) => sql`when ${sql.raw(`'${name}'`)} then ${STATUS_RULES[name]()}`);
  return sql`(case ${status} ${sql.join(branches, sql` `)} else ${anyStatus(kind)} end)`;
}

/** In the visible map: a box from the bounds, or a saved search's box column. */
const inBounds = (bounds: MapBounds | SQLWrapper) => locatedWithin(isExpression(bounds) ? bounds : sql`${boxText(bounds)}::box`);
/** In a drawn area: a polygon from its corners, or a saved search's polygon column. */
const inPolygon = (points: LatLng[] | SQLWrapper) => locatedWithin(isExpression(points) ? points : sql`${polygonText(points)}::polygon`);

/**
 * An open house still to come (or under way) in the island's weekend as of
 * `now`: one that ended earlier that weekend no longer counts. "weekend" is
 * the only choice, so a saved search's column needs no comparison: any value
 * it holds is that choice.
 */
function openHouseThisWeekend(now: Date) {
  const weekend = islandWeekend(now);
  return () => hasOpenHouseDuring(listing.id, { from: now > weekend.from ? now : weekend.from, to: weekend.to });
}

/**
 * The listings a search finds: approved, on the market (or the status asked
 * for), and every filter given. `now` says which weekend "open house this
 * weekend" means.
 */
export function searchCondition(filters: SearchFilters, now: Date = new Date()): SQL {
  return and(
    isApproved,
    marketStatus(filters.status, filters.kind),
    filter(filters.category, (value) => eq(listing.category, value)),
    filter(filters.subcategory, (value) => eq(listing.subcategory, value)),
    filter(filters.minPrice, (value) => gte(listing.price, value)),
    filter(filters.maxPrice, (value) => lte(listing.price, value)),
    filter(filters.minBeds, (value) => gte(listing.bedroomsTotal, value)),
    filter(filters.minBaths, (value) => gte(listing.bathroomsTotalInteger, value)),
    filter(filters.minAcres, (value) => gte(listing.lotSizeAcres, value)),
    filter(filters.maxAcres, (value) => lte(listing.lotSizeAcres, value)),
    filter(filters.area, (value) => eq(listing.area, value)),
    filter(filters.bounds, inBounds),
    filter(filters.polygon, inPolygon),
    filter(filters.q, matchesKeywords),
    filter(filters.openHouse, openHouseThisWeekend(now)),
  )!;
}
