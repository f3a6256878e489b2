import { count, eq, sql, type SQL } from "drizzle-orm";
import { keptByKeyUntilContentChanges } from "~/shared/cache/content-memo.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { cardColumns, searchColumns as listing, selectListings, type ListingCard } from "~/features/listings/index.server";
import { openHouseBadge } from "~/features/open-houses";
import { nextOpenHouses } from "~/features/open-houses/index.server";
import { searchCondition } from "./search-condition.server";
import { parseSearchQuery, SEARCH_PAGE_SIZE, toSearchParams, type SearchQuery, type SearchSort } from "./search-query";

/**
 * The /mls search. Everything (filter, sort, count, page) happens in SQL on
 * the partial indexes over approved rows (listing.table.ts); no more than one
 * page of rows ever leaves the database.
 */

/** A result's card, with its next open house in words when it has one. */
export type SearchCard = ListingCard & { openHouseBadge: string | null };

export type SearchResult = {
  items: SearchCard[];
  /** How many listings match. */
  total: number;
  /** The page shown: the one asked for, or the last one when that lies past the end. */
  page: number;
  pageCount: number;
  pageSize: number;
};

/** True when a search only finds sales or sold listings. */
function marketKind(query: Pick<SearchQuery, "status" | "kind">): boolean {
  if (query.status) return query.status !== "rental";
  return query.kind === "sale" || query.kind === "sold";
}

/** The ORDER BY of a search; each ends on the id so that pages never overlap. */
export function searchOrder(sort: SearchSort, query: Pick<SearchQuery, "status" | "kind">): SQL[] {
  switch (sort) {
    case "price-asc":
      return [sql`${listing.price} asc nulls last`, sql`${listing.id} asc`];
    case "price-desc":
      // Sales and sold listings always have a price (the table's checks), so
      // plain `desc` means the same for them and can walk the price index
      // backwards; rentals have none, and go last.
      return marketKind(query)
        ? [sql`${listing.price} desc`, sql`${listing.id} desc`]
        : [sql`${listing.price} desc nulls last`, sql`${listing.id} desc`];
    case "size":
      return [sql`${listing.livingArea} desc nulls last`, sql`${listing.lotSizeAcres} desc nulls last`, sql`${listing.id} desc`];
    default:
      // The newest sale is the one that closed last.
      if (query.status === "sold" || (!query.status && query.kind === "sold")) {
        return [sql`${listing.closeDate} desc nulls last`, sql`${listing.id} desc`];
      }
      return [sql`${listing.submittedAt} desc nulls last`, sql`${listing.id} desc`];
  }
}

/** The two statements of a search: the count, and one page of cards. */
export function buildSearch(query: SearchQuery, page: number, db: Database = getDb()) {
  const where = searchCondition(query);
  const order = searchOrder(query.sort, query);
  // The page's ids first, so that cover photos are looked up for its cards alone, however deep the page.
  const pageIds = selectListings({ id: listing.id }, db)
    .where(where)
    .orderBy(...order)
    .limit(SEARCH_PAGE_SIZE)
    .offset((page - 1) * SEARCH_PAGE_SIZE)
    .as("page");
  return {
    count: selectListings({ total: count() }, db).where(where),
    page: selectListings(cardColumns, db)
      .innerJoin(pageIds, eq(pageIds.id, listing.id))
      .orderBy(...order),
  };
}

/**
 * Counting every match is most of a search's cost on a large table, and
 * paging through results or reloading a list page asks the same count again:
 * counts are kept per filter (sort and page do not change them) until public
 * content changes. Bounded in bytes too: a key holds the whole filter, a drawn area's corners and a search text
 * included, so a thousand keys could otherwise be large.
 */
const keptCounts = keptByKeyUntilContentChanges<number>({ maxEntries: 1_000, maxBytes: 1024 * 1024, bytesOf: () => 8 });

function countMatches(query: SearchQuery, statement: PromiseLike<Array<{ total: number }>>): Promise<number> {
  // "Open house this weekend" changes with the clock (an open house ends, a weekend passes), not only with
  // content: such a count is kept for the minute it was made in.
  const minute = query.openHouse ? Math.floor(Date.now() / 60_000) : undefined;
  const filter = JSON.stringify({ ...query, sort: undefined, page: undefined, minute });
  return keptCounts(filter, async () => (await statement)[0]?.total ?? 0);
}

/** Any search object, however it was built, made safe: the URL parser's rules apply. */
export function normaliseSearch(query: Partial<SearchQuery>): SearchQuery {
  return parseSearchQuery(toSearchParams(query)).query;
}

/** The page's cards, each with its next open house (one statement for the page). */
async function withOpenHouses(rows: ListingCard[]): Promise<SearchCard[]> {
  const next = await nextOpenHouses(rows.map((row) => row.id));
  return rows.map((row) => {
    const openHouse = next.get(row.id);
    return { ...row, openHouseBadge: openHouse ? openHouseBadge(openHouse.startsAt, openHouse.endsAt) : null };
  });
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
      return ok({ data: { items: await withOpenHouses(rows as ListingCard[]), total, page: total === 0 ? 1 : query.page, pageCount, pageSize: SEARCH_PAGE_SIZE } });
    }
    const last = await buildSearch(query, pageCount).page;
    return ok({ data: { items: await withOpenHouses(last as ListingCard[]), total, page: pageCount, pageCount, pageSize: SEARCH_PAGE_SIZE } });
  });
}
