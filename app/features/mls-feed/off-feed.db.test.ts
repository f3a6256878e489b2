import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { daysOnMarket, historyLines } from "~/features/listings";
import { readListingEvents } from "~/features/listings/index.server";
import { listings } from "~/features/listings/listing.table";
import { searchListings } from "~/features/listing-search/search-listings.server";
import { getDb } from "~/shared/db/client.server";
import { runFeedSync } from "./feed-sync.server";
import { testMlsSettings } from "./feed-test-settings";
import { mlsMedia } from "./mls-feed.table";
import { ResoClient } from "./reso-client.server";
import { resoProperty, startResoTestServer, type ResoTestServer } from "./reso-test-server";

let feed: ResoTestServer;

beforeEach(async () => {
  feed = await startResoTestServer();
});
afterEach(async () => {
  await feed.close();
});

function sync(reconcile: "never" | "always" = "never") {
  const settings = testMlsSettings(feed.url, { mediaHosts: [new URL(feed.url).host] });
  const client = new ResoClient(settings, { sleep: async () => undefined });
  return runFeedSync({ settings, client, reconcile }).finally(() => client.close());
}

const photo = (key: string) => ({ MediaKey: key, MediaURL: `${feed.url}/media/${key}.jpg`, MediaCategory: "Photo", Order: 0 });

async function listingOf(key: string) {
  const [row] = await getDb().select({ id: listings.id, reviewStatus: listings.reviewStatus, slug: listings.slug }).from(listings).where(eq(listings.listingKey, key));
  return row;
}

const onMlsSearch = async (price: number) => {
  const result = await searchListings({ minPrice: price, maxPrice: price });
  if (!result.success) throw new Error(result.error);
  return result.data.total;
};

describe("a listing that leaves the feed and returns", () => {
  it("leaves the site when withdrawn and comes back relisted with its price history and listing date", async () => {
    feed.records.push(resoProperty("R1", "2026-03-01T09:00:00.000Z", { ListPrice: 1_250_000, OriginalEntryTimestamp: "2026-02-01T12:00:00Z", Media: [photo("r1-a")] }));
    await sync();
    feed.records[0] = resoProperty("R1", "2026-03-05T09:00:00.000Z", { ListPrice: 1_175_000, OriginalEntryTimestamp: "2026-02-01T12:00:00Z", Media: [photo("r1-a")] });
    await sync();
    const listed = await listingOf("R1");

    feed.records[0] = resoProperty("R1", "2026-03-10T09:00:00.000Z", { StandardStatus: "Withdrawn", ListPrice: 1_175_000 });
    const withdrawn = await sync();
    const off = await listingOf("R1");
    const offSearch = await onMlsSearch(1_175_000);
    const offMedia = await getDb().select().from(mlsMedia).where(eq(mlsMedia.listingId, listed!.id));

    feed.records[0] = resoProperty("R1", "2026-04-01T09:00:00.000Z", { ListPrice: 1_150_000, OriginalEntryTimestamp: "2026-02-01T12:00:00Z", Media: [photo("r1-a")] });
    const relisted = await sync();
    const back = await listingOf("R1");
    const events = await readListingEvents(listed!.id);

    expect(withdrawn).toMatchObject({ status: "succeeded", counts: { removed: 1 } });
    expect(off).toMatchObject({ id: listed!.id, reviewStatus: "off-feed" });
    expect(offSearch).toBe(0);
    expect(offMedia).toEqual([]);
    expect(relisted).toMatchObject({ status: "succeeded", counts: { created: 0, updated: 1, photos: 1 } });
    expect(back).toEqual({ id: listed!.id, reviewStatus: "approved", slug: listed!.slug });
    expect(await onMlsSearch(1_150_000)).toBe(1);
    expect(historyLines(events).map((line) => [line.date, line.event, line.price])).toEqual([
      ["2026-02-01", "Listed", 1_250_000],
      [expect.any(String), "Price reduced", 1_175_000],
      [expect.any(String), "Price reduced", 1_150_000],
    ]);
    expect(daysOnMarket(events, new Date("2026-04-11T16:00:00Z"))).toBe(69);
  });

  it("keeps a listing the key reconciliation takes off, and brings it back when the MLS lists it again", async () => {
    feed.records.push(resoProperty("G1", "2026-03-01T09:00:00.000Z"), resoProperty("G2", "2026-03-01T09:01:00.000Z"));
    await sync();
    const before = await listingOf("G1");
    const kept = feed.records.splice(0, 1)[0]!;

    const reconciled = await sync("always");
    const again = await sync("always");
    const off = await listingOf("G1");
    feed.records.push({ ...kept, ModificationTimestamp: "2026-03-20T09:00:00.000Z" });
    await sync();

    expect(reconciled).toMatchObject({ status: "succeeded", counts: { removed: 1, reconciled: 1 } });
    expect(again).toMatchObject({ status: "succeeded", counts: { removed: 0 } });
    expect(off).toMatchObject({ id: before!.id, reviewStatus: "off-feed" });
    expect(await listingOf("G1")).toMatchObject({ id: before!.id, reviewStatus: "approved" });
    expect((await readListingEvents(before!.id)).map((event) => event.kind)).toEqual(["listed"]);
  });
});
