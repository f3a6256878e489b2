import fc from "fast-check";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { searchListings } from "~/features/listing-search/search-listings.server";
import { isFilteredSearch, parseSearchQuery, toSearchParams, type SearchQuery } from "~/features/listing-search/search-query";
import { createTestListing } from "~/features/listings/listing-factory";
import type { NewListingRow } from "~/features/listings/listing.table";
import { clearOfWeekendsEnd, insertTestOpenHouse, nextWeekendTimes, thisWeekendTimes, weekendTestTimeout } from "~/features/open-houses/open-house-test-data";
import { getDb } from "~/shared/db/client.server";
import { matchSavedSearches } from "./match-saved-searches.server";
import { savedSearchMatches } from "./saved-search.table";
import { searchFilters, type SearchOwner } from "./saved-searches.server";
import { createTestBuyer, createTestSearch } from "./saved-search-test-data";

/**
 * The /mls search and the saved-search alert matcher find the same listings:
 * random markets (kinds, categories, market and review statuses, prices,
 * rooms, acreage, areas, places on the map, words, open houses this weekend, later or over, nulls) are searched both ways with the same
 * random filters, each through its real service.
 */

const AREAS = ["Cruz Bay", "Coral Bay", "Fish Bay"] as const;
const WORDS = ["ocean", "view", "pool", "villa", "cottage", "quiet", "beach"] as const;
const PRICES = [300_000, 650_000, 800_000, 1_200_000, 2_500_000] as const;
const ACRES = [0.1234, 0.25, 0.5, 1, 1.2, 5] as const;
/** Places on and around the island; a map area below holds some of them, and its edges pass through some. */
const PLACES = [[18.33, -64.79], [18.335, -64.78], [18.34, -64.77], [18.35, -64.75], [18.345, -64.72], [18.32, -64.7], [18.3, -64.8]] as const;
const BOUNDS = ["18.33,-64.8,18.345,-64.77", "18.3,-64.8,18.36,-64.7", "18.34,-64.76,18.36,-64.7"] as const;
const POLYGONS = [
  [[18.33, -64.8], [18.345, -64.78], [18.335, -64.76]],
  [[18.3, -64.81], [18.36, -64.81], [18.36, -64.74], [18.33, -64.76], [18.3, -64.74]],
  [[18.34, -64.78], [18.36, -64.74], [18.34, -64.69], [18.31, -64.71]],
] as const;
const SUBCATEGORIES = { residential: ["single-family", "condo", "villa", "cottage"], commercial: ["retail", "office"], land: ["lot", "estate-parcel"] } as const;

/** A filter set one time in five, so that a search holds two or three. */
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary, weight: 1 });
const text = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((words) => words.join(" "));

/** When a listing's open house is: this weekend, the next, already over. */
type OpenHouseDraw = "weekend" | "next" | "over" | null;

/** A listing row: valid for the table's checks, otherwise anything the market holds; and its open house, if any. */
const listingRow: fc.Arbitrary<{ row: Partial<NewListingRow>; openHouse: OpenHouseDraw }> = fc
  .record({
    kind: fc.constantFrom("sale", "sale", "sold", "rental"),
    category: fc.constantFrom("residential", "residential", "commercial", "land"),
    subcategoryPick: fc.nat(),
    noSubcategory: fc.boolean(),
    status: fc.constantFrom("Active", "Active", "ActiveUnderContract", "Pending", "Withdrawn", "Expired"),
    price: fc.constantFrom(...PRICES, 725_000, 1_850_000),
    rentalPrice: fc.option(fc.constantFrom(...PRICES), { nil: null }),
    bedroomsTotal: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    bathroomsTotalInteger: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    lotSizeAcres: fc.option(fc.constantFrom(...ACRES, 0.75, 12.5), { nil: null }),
    area: fc.option(fc.constantFrom(...AREAS, "Peter Bay"), { nil: null }),
    place: fc.option(fc.constantFrom(...PLACES), { nil: null }),
    reviewStatus: fc.constantFrom("approved", "approved", "approved", "pending", "rejected", "needs-changes"),
    title: text,
    description: text,
    openHouse: fc.constantFrom<OpenHouseDraw>("weekend", "weekend", "next", "over", null, null),
  })
  .map((row) => {
    const types = SUBCATEGORIES[row.category];
    const listing = {
      kind: row.kind,
      category: row.category,
      subcategory: row.noSubcategory ? null : types[row.subcategoryPick % types.length]!,
      standardStatus: row.kind === "sold" ? "Closed" : row.status,
      listPrice: row.kind === "rental" ? row.rentalPrice : row.price,
      ...(row.kind === "sold" ? { closePrice: row.price, closeDate: "2025-06-30" } : {}),
      bedroomsTotal: row.bedroomsTotal,
      bathroomsTotalInteger: row.bathroomsTotalInteger,
      lotSizeAcres: row.lotSizeAcres,
      area: row.area,
      latitude: row.place?.[0] ?? null,
      longitude: row.place?.[1] ?? null,
      reviewStatus: row.reviewStatus,
      title: row.title,
      description: row.description,
    } as Partial<NewListingRow>;
    return { row: listing, openHouse: row.openHouse };
  });

/** The listing's open house as the feed or staff would have written it. */
async function addOpenHouse(listingId: string, draw: OpenHouseDraw, now: Date) {
  if (draw === "weekend") await insertTestOpenHouse(listingId, thisWeekendTimes(now));
  if (draw === "next") await insertTestOpenHouse(listingId, nextWeekendTimes(now), "mls");
  if (draw === "over") await insertTestOpenHouse(listingId, { startsAt: new Date(now.getTime() - 7_200_000), endsAt: new Date(now.getTime() - 3_600_000) });
}

/** A search as its URL holds it: any mix of filters, some that the parser drops or reconciles. */
const searchParams: fc.Arbitrary<URLSearchParams> = fc
  .record({
    q: maybe(fc.constantFrom("ocean", "ocean view", "pool -villa", '"quiet beach"', "villa or cottage")),
    status: maybe(fc.constantFrom("for-sale", "under-contract", "sold", "rental")),
    kind: maybe(fc.constantFrom("sale", "sold", "rental")),
    category: maybe(fc.constantFrom("residential", "commercial", "land")),
    subcategory: maybe(fc.constantFrom("condo", "villa", "cottage", "retail", "lot")),
    minPrice: maybe(fc.constantFrom(...PRICES)),
    maxPrice: maybe(fc.constantFrom(...PRICES)),
    minBeds: maybe(fc.integer({ min: 1, max: 5 })),
    minBaths: maybe(fc.integer({ min: 1, max: 5 })),
    minAcres: maybe(fc.constantFrom(...ACRES)),
    maxAcres: maybe(fc.constantFrom(...ACRES)),
    area: maybe(fc.constantFrom(...AREAS, "coral bay")),
    bounds: maybe(fc.constantFrom(...BOUNDS)),
    polygon: maybe(fc.constantFrom(...POLYGONS)),
    openHouse: maybe(fc.constant("weekend")),
  })
  .map(({ bounds, polygon, ...filters }) => {
    const params = toSearchParams({ ...(filters as Partial<SearchQuery>), polygon: polygon?.map(([lat, lng]) => [lat, lng] as const) });
    if (bounds) params.set("bounds", bounds);
    return params;
  });

/** Every listing /mls shows for a search, page by page. */
async function mlsResults(query: SearchQuery): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const result = await searchListings({ ...query, page });
    if (!result.success) throw new Error(result.error);
    ids.push(...result.data.items.map((item) => item.id));
    if (page >= result.data.pageCount) return ids.sort();
  }
}

/** Every listing the matcher paired with a saved search. */
async function alertResults(searchId: string): Promise<string[]> {
  const rows = await getDb().select({ listingId: savedSearchMatches.listingId }).from(savedSearchMatches).where(eq(savedSearchMatches.searchId, searchId));
  return rows.map((row) => row.listingId).sort();
}

/** No listings, searches or scan position left from the run before. */
async function freshMarket() {
  const db = getDb();
  for (const table of [sql`listings`, sql`saved_searches`, sql`alert_scan_state`]) await db.execute(sql`delete from ${table}`);
}

describe("saved-search alerts and the /mls search", () => {
  it("find exactly the same listings for the same filters", async () => {
    await clearOfWeekendsEnd(120_000);
    const buyer: SearchOwner = await createTestBuyer();
    let searched = 0;
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(listingRow, { minLength: 20, maxLength: 40 }), fc.array(searchParams, { minLength: 2, maxLength: 6 }), async (rows, searches) => {
        await freshMarket();
        const saved: Array<{ id: string; query: SearchQuery }> = [];
        for (const params of searches) {
          const { query } = parseSearchQuery(params);
          if (!isFilteredSearch(searchFilters(query))) continue;
          saved.push({ id: await createTestSearch(buyer, params.toString()), query });
        }
        // The searches were saved before any of these listings came on the market.
        await getDb().execute(sql`update saved_searches set created_at = created_at - interval '1 hour'`);
        const now = new Date();
        for (const { row, openHouse } of rows) await addOpenHouse((await createTestListing(row)).id, openHouse, now);
        // Small batches, so that a scan sends several matching statements.
        await matchSavedSearches({ clockMarginMs: 0, batchSize: 7 });
        for (const search of saved) {
          const found = await mlsResults(search.query);
          expect(await alertResults(search.id), toSearchParams(search.query).toString()).toEqual(found);
          searched += 1;
          if (found.length > 0) nonEmpty += 1;
        }
      }),
      { numRuns: 30 },
    );
    // Markets and filters are drawn close enough that many searches find listings: agreement is not only on empty results.
    expect(nonEmpty).toBeGreaterThan(searched / 5);
    // Thirty random markets, each matched and searched page by page: longer than one query on a busy machine.
  }, weekendTestTimeout(120_000));
});
