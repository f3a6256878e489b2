import { and, count, eq, gte, inArray, lte, notInArray, sql, type SQL } from "drizzle-orm";
import { keptByKeyUntilContentChanges } from "~/shared/cache/content-memo.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { listings } from "~/features/listings/index.server";
import { LISTING_KINDS, OFF_MARKET_STATUSES, type ListingKind } from "~/features/listings";
import { cardColumns, isApproved, type ListingCard } from "~/features/listings/index.server";
import { parseSearchQuery, SEARCH_PAGE_SIZE, toSearchParams, type SearchQuery, type SearchSort } from "./search-query";

/**
 * The /mls search. Everything (filter, sort, count, page) happens in SQL on
 * the partial indexes over approved rows (listing.table.ts); no more than one
 * page of rows ever leaves the database.
 */

export type SearchResult = {
  items: ListingCard[];
  /** How many listings match. */
  total: number;
  /** The page shown: the one asked for, or the last one when that lies past the end. */
  page: number;
  pageCount: number;
  pageSize: number;
};

/** A kind as an SQL literal (not a parameter), so that partial index predicates apply. */
function kindIs(kind: ListingKind): SQL {
  if (!LISTING_KINDS.includes(kind)) throw new Error(`Unknown listing kind ${kind}`);
  return sql`${listings.kind} = ${sql.raw(`'${kind}'`)}`;
}

/** The WHERE clause of a (normalised) search. */
export function searchConditions(query: SearchQuery): SQL {
  const conditions: SQL[] = [isApproved];
  switch (query.status) {
    case "for-sale":
      conditions.push(kindIs("sale"), eq(listings.standardStatus, "Active"));
      break;
    case "under-contract":
      conditions.push(kindIs("sale"), inArray(listings.standardStatus, ["ActiveUnderContract", "Pending"]));
      break;
    case "sold":
      conditions.push(kindIs("sold"), eq(listings.standardStatus, "Closed"));
      break;
    case "rental":
      conditions.push(kindIs("rental"), notInArray(listings.standardStatus, [...OFF_MARKET_STATUSES]));
      break;
    default:
      if (query.kind) conditions.push(kindIs(query.kind));
      conditions.push(notInArray(listings.standardStatus, [...OFF_MARKET_STATUSES]));
  }
  if (query.category) conditions.push(eq(listings.category, query.category));
  if (query.subcategory) conditions.push(eq(listings.subcategory, query.subcategory));
  if (query.minPrice !== undefined) conditions.push(gte(listings.price, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(listings.price, query.maxPrice));
  if (query.minBeds !== undefined) conditions.push(gte(listings.bedroomsTotal, query.minBeds));
  if (query.minBaths !== undefined) conditions.push(gte(listings.bathroomsTotalInteger, query.minBaths));
  if (query.minAcres !== undefined) conditions.push(gte(listings.lotSizeAcres, query.minAcres));
  if (query.maxAcres !== undefined) conditions.push(lte(listings.lotSizeAcres, query.maxAcres));
  if (query.area) conditions.push(eq(listings.area, query.area));
  if (query.q) conditions.push(sql`${listings.searchVector} @@ websearch_to_tsquery('english', ${query.q})`);
  return and(...conditions)!;
}

/** True when a search only finds sales or sold listings. */
function marketKind(query: Pick<SearchQuery, "status" | "kind">): boolean {
  if (query.status) return query.status !== "rental";
  return query.kind === "sale" || query.kind === "sold";
}

/** The ORDER BY of a search; each ends on the id so that pages never overlap. */
export function searchOrder(sort: SearchSort, query: Pick<SearchQuery, "status" | "kind">): SQL[] {
  switch (sort) {
    case "price-asc":
      return [sql`${listings.price} asc nulls last`, sql`${listings.id} asc`];
    case "price-desc":
      // Sales and sold listings always have a price (the table's checks), so
      // plain `desc` means the same for them and can walk the price index
      // backwards; rentals have none, and go last.
      return marketKind(query)
        ? [sql`${listings.price} desc`, sql`${listings.id} desc`]
        : [sql`${listings.price} desc nulls last`, sql`${listings.id} desc`];
    case "size":
      return [sql`${listings.livingArea} desc nulls last`, sql`${listings.lotSizeAcres} desc nulls last`, sql`${listings.id} desc`];
    default:
      // The newest sale is the one that closed last.
      if (query.status === "sold" || (!query.status && query.kind === "sold")) {
        return [sql`${listings.closeDate} desc nulls last`, sql`${listings.id} desc`];
      }
      return [sql`${listings.submittedAt} desc nulls last`, sql`${listings.id} desc`];
  }
}

/** The two statements of a search: the count, and one page of cards. */
export function buildSearch(query: SearchQuery, page: number, db: Database = getDb()) {
  const where = searchConditions(query);
  return {
    count: db.select({ total: count() }).from(listings).where(where),
    page: db
      .select(cardColumns)
      .from(listings)
      .where(where)
      .orderBy(...searchOrder(query.sort, query))
      .limit(SEARCH_PAGE_SIZE)
      .offset((page - 1) * SEARCH_PAGE_SIZE),
  };
}

/**
 * Counting every match is most of a search's cost on a large table, and
 * paging through results or reloading a list page asks the same count again:
 * counts are kept per filter (sort and page do not change them) until public
 * content changes.
 */
const keptCounts = keptByKeyUntilContentChanges<number>(1_000);

function countMatches(query: SearchQuery, statement: PromiseLike<Array<{ total: number }>>): Promise<number> {
  const filter = JSON.stringify({ ...query, sort: undefined, page: undefined });
  return keptCounts(filter, async () => (await statement)[0]?.total ?? 0);
}

/** Any search object, however it was built, made safe: the URL parser's rules apply. */
export function normaliseSearch(query: Partial<SearchQuery>): SearchQuery {
  return parseSearchQuery(toSearchParams(query)).query;
}

/**
 * Searches approved listings: filters, sort and a page of 24 cards, with the
 * total. A page past the end shows the last page (the result says which).
 */
export async function searchListings(input: Partial<SearchQuery>): Promise<Result<{ data: SearchResult }>> {
  const query = normaliseSearch(input);
  return runService("searchListings", { query }, async () => {
    const first = buildSearch(query, query.page);
    const [total, rows] = await Promise.all([countMatches(query, first.count), first.page]);
    const pageCount = Math.ceil(total / SEARCH_PAGE_SIZE);
    if (total === 0 || query.page <= pageCount) {
      return ok({ data: { items: rows as ListingCard[], total, page: total === 0 ? 1 : query.page, pageCount, pageSize: SEARCH_PAGE_SIZE } });
    }
    const last = await buildSearch(query, pageCount).page;
    return ok({ data: { items: last as ListingCard[], total, page: pageCount, pageCount, pageSize: SEARCH_PAGE_SIZE } });
  });
}
