import { readFile, writeFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { listings } from "~/features/listings/listing.table";
import { createTestAgent } from "~/features/listings/listing-factory";
import { databaseReason, importListingFile, importListingRecords } from "./import-listings.server";
import { FeedError, rowLabel } from "./read-feed";
import { searchListings } from "~/features/listing-search/search-listings.server";

const JSON_FILE = path.resolve("fixtures/mls-sample.json");
const CSV_FILE = path.resolve("fixtures/mls-sample.csv");
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "import-listings-"));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function byKey(listingKey: string) {
  const [row] = await getDb().select().from(listings).where(eq(listings.listingKey, listingKey));
  return row;
}

describe("importListingFile (RESO Web API JSON)", () => {
  it("imports the good rows approved and attributed, and reports each bad row with its line and reason", async () => {
    const agent = await createTestAgent("agent@demo.test", "Dana Sprauve");
    const progress: Array<[number, number]> = [];
    const summary = await importListingFile(JSON_FILE, { onProgress: (done, total) => progress.push([done, total]) });
    expect(summary).toEqual({
      total: 10,
      created: 8,
      updated: 0,
      unchanged: 0,
      failed: [
        { line: 116, index: 6, listingKey: "MLS-1007", reason: "ListPrice: Price must be a positive amount" },
        { line: 149, index: 8, listingKey: "MLS-1009", reason: "BedroomsTotal: Bedrooms must be between 0 and 50" },
      ],
    });
    expect(progress.at(-1)).toEqual([10, 10]);

    expect(await byKey("MLS-1001")).toMatchObject({
      kind: "sale",
      category: "residential",
      subcategory: "single-family",
      title: "Parcel 9-14 Estate Chocolate Hole",
      slug: "parcel-9-14-estate-chocolate-hole",
      area: "Chocolate Hole",
      listPrice: 1_895_000,
      lotSizeAcres: 0.52,
      standardStatus: "Active",
      reviewStatus: "approved",
      listAgentEmail: null,
      agentId: agent.id,
      listAgentName: "Dana Sprauve",
      listOfficeName: "Sugar Apple Realty",
      details: { address: "Parcel 9-14 Estate Chocolate Hole" },
    });
    expect((await byKey("MLS-1001"))!.submittedAt.toISOString()).toBe("2026-09-14T13:00:00.000Z");
    expect(await byKey("MLS-1002")).toMatchObject({ standardStatus: "ActiveUnderContract", area: "Cruz Bay", subcategory: "condo", agentId: null });
    expect(await byKey("MLS-1003")).toMatchObject({
      kind: "sold",
      standardStatus: "Closed",
      closePrice: 3_750_000,
      closeDate: "2025-12-19",
      listOfficeName: "Sugar Apple Realty",
      buyerOfficeName: "Salt Pond Real Estate",
    });
    expect(await byKey("MLS-1005")).toMatchObject({ category: "land", subcategory: "estate-parcel", title: "Estate parcel in Hansen Bay" });
    expect(await byKey("MLS-1006")).toMatchObject({ category: "commercial", subcategory: "retail", livingArea: 3100, standardStatus: "Pending" });
    expect(await byKey("MLS-1008")).toMatchObject({ kind: "sold", closeDate: "2024-10-02", subcategory: "office" });
    expect(await byKey("MLS-1010")).toMatchObject({ category: "residential", subcategory: "multi-family" });
    expect(await byKey("MLS-1007")).toBeUndefined();

    // Imported listings are public at once.
    const search = await searchListings({ status: "sold" });
    expect(search.success && search.data.total).toBe(2);
  });

  it("changes nothing the second time: every good row unchanged", async () => {
    await importListingFile(JSON_FILE);
    const before = await getDb().select().from(listings);
    const again = await importListingFile(JSON_FILE);
    expect(again).toMatchObject({ total: 10, created: 0, updated: 0, unchanged: 8 });
    expect(again.failed).toHaveLength(2);
    expect(await getDb().select().from(listings)).toEqual(before);
  });

  it("updates a changed record in place, keeping its slug and an administrator's decisions", async () => {
    await importListingFile(JSON_FILE);
    const original = (await byKey("MLS-1001"))!;
    await getDb().update(listings).set({ reviewStatus: "hidden", featured: true }).where(eq(listings.id, original.id));

    const feed = JSON.parse(await readFile(JSON_FILE, "utf8")) as { value: Array<Record<string, unknown>> };
    feed.value[0] = { ...feed.value[0], ListPrice: 1_795_000, UnparsedAddress: "Parcel 9-14 Chocolate Hole (reduced)" };
    feed.value[2] = { ...feed.value[2], StandardStatus: "Active", ClosePrice: undefined, CloseDate: undefined };
    const changed = path.join(scratch, "changed.json");
    await writeFile(changed, JSON.stringify(feed, null, 2));

    const summary = await importListingFile(changed);
    expect(summary).toMatchObject({ created: 0, updated: 2, unchanged: 6 });
    expect(await byKey("MLS-1001")).toMatchObject({
      id: original.id,
      slug: original.slug,
      title: "Parcel 9-14 Chocolate Hole (reduced)",
      listPrice: 1_795_000,
      reviewStatus: "hidden",
      featured: true,
    });
    // Back on the market: no longer sold, its close cleared.
    expect(await byKey("MLS-1003")).toMatchObject({ kind: "sale", standardStatus: "Active", closePrice: null, closeDate: null, price: 3_995_000 });
  });
});

describe("importListingFile (CSV)", () => {
  it("reads quoted fields, imports the good rows and reports the bad ones by line", async () => {
    const summary = await importListingFile(CSV_FILE);
    expect(summary).toEqual({
      total: 10,
      created: 8,
      updated: 0,
      unchanged: 0,
      failed: [
        { line: 8, reason: "ListingKey is missing" },
        { line: 10, listingKey: "MLS-2008", reason: "ClosePrice: Please enter the sale price" },
      ],
    });
    expect((await byKey("MLS-2001"))!.description).toBe(
      'Four bedrooms above the harbor, with a dock a short walk away. "Best sunsets on the south shore," says the seller.',
    );
    expect((await byKey("MLS-2002"))!.description).toBe("A one-bedroom over the anchorage.\nCeiling fans, a covered balcony and a shared cistern.");
    expect(await byKey("MLS-2003")).toMatchObject({ kind: "sold", category: "land", subcategory: "lot", closePrice: 295_000, buyerOfficeName: "Trade Wind Properties" });
    expect(await byKey("MLS-2004")).toMatchObject({ category: "commercial", subcategory: "mixed-use" });
    expect(await byKey("MLS-2010")).toMatchObject({ standardStatus: "Expired" });

    const again = await importListingFile(CSV_FILE);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 8 });
  });
});

describe("importListingRecords", () => {
  it("reports a ListingKey that appears twice, and unsupported records, and goes on", async () => {
    const base = { StandardStatus: "Active", PropertyType: "Land", ListPrice: 200_000, SubdivisionName: "Fish Bay" };
    const summary = await importListingRecords([
      { line: 2, record: { ...base, ListingKey: "K-1" } },
      { line: 3, record: { ...base, ListingKey: "K-1" } },
      { line: 4, record: { ...base, ListingKey: "K-2", PropertyType: "Residential Lease" } },
      { line: 5, record: { ...base, ListingKey: "K-3", StandardStatus: "Coming Soon" } },
      { line: 6, record: { ...base, ListingKey: "K-4", SubdivisionName: undefined } },
      { line: 7, record: { ...base, ListingKey: "K-5", StandardStatus: "Closed", ClosePrice: 190_000, CloseDate: "2999-01-01" } },
      { line: 8, record: { ...base, ListingKey: "K-6" } },
    ]);
    expect(summary.created).toBe(2);
    expect(summary.failed.map((failure) => [failure.line, failure.reason])).toEqual([
      [3, "ListingKey K-1 appears twice in the file (first on line 2)"],
      [4, 'Lease listings are not imported (PropertyType "Residential Lease")'],
      [5, 'StandardStatus "Coming Soon" is not one we import (Active, ActiveUnderContract, Pending, Closed, Withdrawn, Expired)'],
      [6, "UnparsedAddress or SubdivisionName is needed for a title"],
      [7, "CloseDate: The closing date cannot be in the future"],
    ]);
    // Two lots in Fish Bay: the second gets the next slug.
    const slugs = (await getDb().select({ slug: listings.slug }).from(listings)).map((row) => row.slug).sort();
    expect(slugs).toEqual(["lot-in-fish-bay", "lot-in-fish-bay-2"]);
  });

  it("refuses a file that is not a feed as a whole", async () => {
    const broken = path.join(scratch, "broken.json");
    await writeFile(broken, '{ "value": [ { "ListingKey": ');
    await expect(importListingFile(broken)).rejects.toThrow(FeedError);
  });
});

describe("importListingFile: rows the database cannot store", () => {
  const lot = (key: string, extra: Record<string, unknown> = {}) => ({
    ListingKey: key,
    StandardStatus: "Active",
    PropertyType: "Land",
    ListPrice: 200_000,
    SubdivisionName: "Fish Bay",
    ...extra,
  });

  it("refuses a one-line JSON record with a NUL alone, names it by its index and escaped key, and imports the records after it", async () => {
    const file = path.join(scratch, "one-line.json");
    // Photos too: the rows' photos are looked up by key, which must never take the refused row's key along.
    const photo = { MediaKey: "P", MediaURL: "https://photos.mls.example/p.jpg", MediaCategory: "Photo", Order: 0 };
    const value = [lot("J-1", { Media: [photo] }), lot("J-\u0000", { Media: [photo] }), lot("J-3", { PublicRemarks: "Quiet \uD800 lot" }), lot("J-4", { ListPrice: -5 }), lot("J-5", { Media: [photo] })];
    await writeFile(file, JSON.stringify({ value }));
    const summary = await importListingFile(file);
    expect(summary.created).toBe(2);
    expect(summary.failed).toEqual([
      { line: 1, index: 1, listingKey: '"J-\\u0000"', reason: "ListingKey holds a character the database cannot store (such as NUL)" },
      { line: 1, index: 2, listingKey: "J-3", reason: "PublicRemarks holds a character the database cannot store (such as NUL)" },
      { line: 1, index: 3, listingKey: "J-4", reason: "ListPrice: Price must be a positive amount" },
    ]);
    expect(summary.failed.map(rowLabel)).toEqual(["Record 1 (line 1)", "Record 2 (line 1)", "Record 3 (line 1)"]);
    expect(await byKey("J-5")).toBeDefined();
    expect(summary.photosQueued).toBe(2);
  });

  it("refuses a CSV row with a NUL in its ListingKey alone, by its line, and imports the rows after it", async () => {
    const file = path.join(scratch, "nul.csv");
    const rows = ["ListingKey,StandardStatus,PropertyType,ListPrice,SubdivisionName", "C-1,Active,Land,200000,Fish Bay", "C-\u00002,Active,Land,200000,Fish Bay", "C-3,Active,Land,210000,Fish Bay"];
    await writeFile(file, rows.join("\n"));
    const summary = await importListingFile(file);
    expect(summary.created).toBe(2);
    expect(summary.failed).toEqual([{ line: 3, listingKey: '"C-\\u00002"', reason: "ListingKey holds a character the database cannot store (such as NUL)" }]);
    expect(rowLabel(summary.failed[0]!)).toBe("Line 3");
    expect(await byKey("C-3")).toBeDefined();
  });

  it("gives a database refusal as PostgreSQL's one-line message, without the query or its parameters", async () => {
    const error = await getDb()
      .execute(sql`select ${"secret-parameter"}::int`)
      .then(() => null, (caught: unknown) => caught);
    const reason = databaseReason(error);
    expect(reason).toMatch(/invalid input syntax for type integer/);
    expect(reason).not.toMatch(/select|\$1|\n/i);
    expect(databaseReason(new Error("Failed query: insert into listings values ($1)"))).toBe("the database refused it");
  });
});
