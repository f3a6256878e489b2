import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import type { NewListingRow } from "~/features/listings/listing.table";
import { createTestListing } from "~/features/listings/listing-factory";
import { searchListings } from "./search-listings.server";
import { parseSearchQuery, SEARCH_PAGE_SIZE, type SearchQuery } from "./search-query";

async function titles(query: Partial<SearchQuery>) {
  const result = await searchListings(query);
  if (!result.success) throw new Error(result.error);
  return result.data.items.map((item) => item.title);
}

/** A small market: each row named for what the tests look for. */
async function market() {
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  const rows: Array<Partial<NewListingRow>> = [
    { title: "Cruz Bay condo", subcategory: "condo", area: "Cruz Bay", listPrice: 650_000, bedroomsTotal: 2, bathroomsTotalInteger: 2, livingArea: 1100, submittedAt: day(1) },
    { title: "Chocolate Hole villa", subcategory: "villa", area: "Chocolate Hole", listPrice: 2_900_000, bedroomsTotal: 4, bathroomsTotalInteger: 4, livingArea: 3800, submittedAt: day(2), description: "Sweeping ocean view from the pool deck." },
    { title: "Coral Bay cottage", subcategory: "cottage", area: "Coral Bay", listPrice: 725_000, bedroomsTotal: 2, bathroomsTotalInteger: 1, livingArea: 900, submittedAt: day(3), description: "Breezy cottage with an ocean view." },
    { title: "Fish Bay estate", subcategory: "single-family", area: "Fish Bay", listPrice: 1_850_000, bedroomsTotal: 5, bathroomsTotalInteger: 5, livingArea: 4200, submittedAt: day(4), standardStatus: "ActiveUnderContract" },
    { title: "Gifft Hill home", subcategory: "single-family", area: "Gifft Hill", listPrice: 980_000, bedroomsTotal: 3, bathroomsTotalInteger: 2, livingArea: 2000, submittedAt: day(5), standardStatus: "Pending" },
    { title: "Hansen Bay lot", category: "land", subcategory: "lot", area: "Hansen Bay", listPrice: 325_000, bedroomsTotal: null, bathroomsTotalInteger: null, livingArea: null, lotSizeAcres: 1.2, submittedAt: day(6) },
    { title: "Bordeaux estate parcel", category: "land", subcategory: "estate-parcel", area: "Bordeaux", listPrice: 2_400_000, bedroomsTotal: null, bathroomsTotalInteger: null, livingArea: null, lotSizeAcres: 12.5, submittedAt: day(7) },
    { title: "Cruz Bay storefront", category: "commercial", subcategory: "retail", area: "Cruz Bay", listPrice: 1_450_000, bedroomsTotal: null, livingArea: 2600, submittedAt: day(8) },
    { title: "Sold Peter Bay villa", kind: "sold", subcategory: "villa", area: "Peter Bay", listPrice: 6_500_000, closePrice: 6_100_000, closeDate: "2025-05-01", bedroomsTotal: 5, submittedAt: day(9) },
    { title: "Sold Rendezvous condo", kind: "sold", subcategory: "condo", area: "Rendezvous", listPrice: 700_000, closePrice: 640_000, closeDate: "2025-08-01", bedroomsTotal: 2, submittedAt: day(0) },
    { title: "Villa Solstice rental", kind: "rental", area: "Peter Bay", bedroomsTotal: 4, nightlyRate: 1200, submittedAt: day(10), description: "Ocean view villa for rent." },
    { title: "Withdrawn Coral Bay home", area: "Coral Bay", listPrice: 800_000, standardStatus: "Withdrawn", submittedAt: day(11) },
    { title: "Pending review villa", area: "Cruz Bay", listPrice: 1_000_000, reviewStatus: "pending", submittedAt: day(12), description: "Ocean view." },
  ];
  for (const row of rows) await createTestListing(row);
}

describe("searchListings", () => {
  it("shows approved, on-market listings of every kind, newest first, with a count", async () => {
    await market();
    const result = await searchListings({});
    expect(result).toMatchObject({ success: true, data: { total: 11, page: 1, pageCount: 1, pageSize: SEARCH_PAGE_SIZE } });
    expect(result.success && result.data.items.map((item) => item.title)).toEqual([
      "Villa Solstice rental",
      "Sold Peter Bay villa",
      "Cruz Bay storefront",
      "Bordeaux estate parcel",
      "Hansen Bay lot",
      "Gifft Hill home",
      "Fish Bay estate",
      "Coral Bay cottage",
      "Chocolate Hole villa",
      "Cruz Bay condo",
      "Sold Rendezvous condo",
    ]);
    expect(result.success && result.data.items[0]).not.toHaveProperty("adminNotes");
  });

  it("separates for sale, under contract, sold and rentals (the market status)", async () => {
    await market();
    expect(await titles({ status: "for-sale", category: "residential" })).toEqual(["Coral Bay cottage", "Chocolate Hole villa", "Cruz Bay condo"]);
    expect(await titles({ status: "under-contract" })).toEqual(["Gifft Hill home", "Fish Bay estate"]);
    // Sold listings: the most recent close first.
    expect(await titles({ status: "sold" })).toEqual(["Sold Rendezvous condo", "Sold Peter Bay villa"]);
    expect(await titles({ status: "rental" })).toEqual(["Villa Solstice rental"]);
    expect(await titles({ kind: "rental" })).toEqual(["Villa Solstice rental"]);
  });

  it("filters by category, property type, area, bedrooms, bathrooms and acreage", async () => {
    await market();
    expect(await titles({ category: "land" })).toEqual(["Bordeaux estate parcel", "Hansen Bay lot"]);
    expect(await titles({ subcategory: "condo" })).toEqual(["Cruz Bay condo", "Sold Rendezvous condo"]);
    expect(await titles({ area: "Cruz Bay" })).toEqual(["Cruz Bay storefront", "Cruz Bay condo"]);
    expect(await titles({ status: "for-sale", minBeds: 3 })).toEqual(["Chocolate Hole villa"]);
    expect(await titles({ minBaths: 4 })).toEqual(["Fish Bay estate", "Chocolate Hole villa"]);
    expect(await titles({ minAcres: 1, maxAcres: 5 })).toEqual(["Hansen Bay lot"]);
    expect(await titles({ minAcres: 10 })).toEqual(["Bordeaux estate parcel"]);
  });

  it("filters by an inclusive price range, using the close price of a sale", async () => {
    await market();
    expect(await titles({ minPrice: 650_000, maxPrice: 725_000 })).toEqual(["Coral Bay cottage", "Cruz Bay condo"]);
    expect(await titles({ status: "sold", maxPrice: 640_000 })).toEqual(["Sold Rendezvous condo"]);
    expect(await titles({ minPrice: 6_000_000 })).toEqual(["Sold Peter Bay villa"]);
  });

  it("finds keywords in the title, area and description (web search syntax)", async () => {
    await market();
    expect(await titles({ q: "ocean view" })).toEqual(["Villa Solstice rental", "Coral Bay cottage", "Chocolate Hole villa"]);
    expect(await titles({ q: "ocean view -rent" })).toEqual(["Coral Bay cottage", "Chocolate Hole villa"]);
    expect(await titles({ q: "\"Hansen Bay\"" })).toEqual(["Hansen Bay lot"]);
    expect(await titles({ q: "storefronts" })).toEqual(["Cruz Bay storefront"]);
    expect(await titles({ q: "nothing-like-this" })).toEqual([]);
    expect(await titles({ q: "& | ! ( ) : *" })).toEqual(expect.any(Array));
  });

  it("sorts by price both ways and by size, rentals (no price) last", async () => {
    await market();
    expect(await titles({ status: "for-sale", sort: "price-asc" })).toEqual([
      "Hansen Bay lot",
      "Cruz Bay condo",
      "Coral Bay cottage",
      "Cruz Bay storefront",
      "Bordeaux estate parcel",
      "Chocolate Hole villa",
    ]);
    expect(await titles({ category: "land", sort: "price-desc" })).toEqual(["Bordeaux estate parcel", "Hansen Bay lot"]);
    expect((await titles({ sort: "price-desc" })).at(-1)).toBe("Villa Solstice rental");
    expect((await titles({ sort: "price-asc" })).at(-1)).toBe("Villa Solstice rental");
    expect(await titles({ status: "for-sale", sort: "size" })).toEqual([
      "Chocolate Hole villa",
      "Cruz Bay storefront",
      "Cruz Bay condo",
      "Coral Bay cottage",
      "Bordeaux estate parcel",
      "Hansen Bay lot",
    ]);
  });

  it("pages by 24 and clamps a page past the end to the last page", async () => {
    const base = new Date("2025-01-01").getTime();
    for (let i = 0; i < 50; i++) await createTestListing({ title: `Listing ${i}`, submittedAt: new Date(base + i * 60_000) });
    const second = await searchListings({ page: 2 });
    expect(second).toMatchObject({ success: true, data: { total: 50, page: 2, pageCount: 3 } });
    expect(second.success && second.data.items.map((item) => item.title)[0]).toBe("Listing 25");

    const clamped = await searchListings(parseSearchQuery(new URLSearchParams("page=1000000000")).query);
    expect(clamped).toMatchObject({ success: true, data: { total: 50, page: 3, pageCount: 3 } });
    expect(clamped.success && clamped.data.items.map((item) => item.title)).toEqual(["Listing 1", "Listing 0"]);

    // Every listing once across the pages.
    const seen = new Set<string>();
    for (let page = 1; page <= 3; page++) {
      const result = await searchListings({ page });
      if (result.success) for (const item of result.data.items) seen.add(item.id);
    }
    expect(seen.size).toBe(50);
  });

  it("answers an empty result on page 1 with no pages", async () => {
    await market();
    expect(await searchListings({ area: "Nowhere", page: 7 })).toEqual({
      success: true,
      data: { items: [], total: 0, page: 1, pageCount: 0, pageSize: SEARCH_PAGE_SIZE },
    });
  });

  it("makes any search object safe, whoever built it", async () => {
    await market();
    const result = await searchListings({
      minPrice: -5,
      maxPrice: Number.NaN,
      minBeds: 900,
      page: 1e9,
      sort: "cheapest" as SearchQuery["sort"],
      category: "industrial" as SearchQuery["category"],
    });
    expect(result).toMatchObject({ success: true, data: { total: 0, page: 1 } });
    const fine = await searchListings({ minPrice: -5, page: -1, sort: "bogus" as SearchQuery["sort"] });
    expect(fine).toMatchObject({ success: true, data: { total: 11, page: 1 } });
  });

  it("reads no more than a page of rows, whatever the total", async () => {
    await getDb().execute(sql`
      insert into listings (kind, category, title, slug, list_price, review_status)
      select 'sale', 'residential', 'Bulk ' || g, 'bulk-' || g, 100000 + g, 'approved' from generate_series(1, 300) g`);
    const result = await searchListings({ sort: "price-desc" });
    expect(result).toMatchObject({ success: true, data: { total: 300, pageCount: 13 } });
    expect(result.success && result.data.items).toHaveLength(24);
    expect(result.success && result.data.items[0]!.price).toBe(100_300);
  });
});
