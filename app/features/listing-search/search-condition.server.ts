import { and, eq, gte, inArray, lte, notInArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { LISTING_KINDS, OFF_MARKET_STATUSES, type ListingKind } from "~/features/listings";
import { isApproved, matchesKeywords, searchColumns as listing } from "~/features/listings/index.server";
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

const isExpression = (value: unknown): value is SQLWrapper => typeof value === "object" && value !== null;

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

/** The listings a search finds: approved, on the market (or the status asked for), and every filter given. */
export function searchCondition(filters: SearchFilters): SQL {
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
    filter(filters.q, matchesKeywords),
  )!;
}
