import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listings } from "~/features/listings/listing.table";
import { openHouses } from "~/features/open-houses/open-house.table";
import { clearOfWeekendsEnd, thisWeekendTimes, weekendTestTimeout } from "~/features/open-houses/open-house-test-data";
import { matchSavedSearches } from "~/features/saved-searches/match-saved-searches.server";
import { savedSearches, savedSearchMatches } from "~/features/saved-searches/saved-search.table";
import { createTestBuyer, createTestSearch } from "~/features/saved-searches/saved-search-test-data";
import { getDb } from "~/shared/db/client.server";
import { runFeedSync } from "./feed-sync.server";
import { testMlsSettings } from "./feed-test-settings";
import { ResoClient } from "./reso-client.server";
import { resoProperty, startResoTestServer, type ResoTestServer } from "./reso-test-server";

/**
 * A saved search is alerted to listings new on the market since it was saved,
 * as the MLS dates them: a first sync brings the island's whole market, and
 * most of it was for sale long before.
 */

let feed: ResoTestServer;

beforeEach(async () => {
  feed = await startResoTestServer();
});
afterEach(async () => {
  await feed.close();
});

function sync() {
  const settings = testMlsSettings(feed.url, { mediaHosts: [new URL(feed.url).host] });
  const client = new ResoClient(settings, { sleep: async () => undefined });
  return runFeedSync({ settings, client, reconcile: "never" }).finally(() => client.close());
}

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function matchedKeys(searchId: string) {
  const rows = await getDb()
    .select({ key: listings.listingKey })
    .from(savedSearchMatches)
    .innerJoin(listings, eq(listings.id, savedSearchMatches.listingId))
    .where(eq(savedSearchMatches.searchId, searchId));
  return rows.map((row) => row.key).sort();
}

describe("saved-search alerts from the feed", () => {
  it("a first sync alerts to listings that came on the market after the search was saved, and later to a price change", async () => {
    const buyer = await createTestBuyer();
    const searchId = await createTestSearch(buyer, "kind=sale&minPrice=1000000");
    await getDb().update(savedSearches).set({ createdAt: new Date(daysAgo(10)) }).where(eq(savedSearches.id, searchId));

    feed.records.push(
      resoProperty("LONG-LISTED", daysAgo(1), { OriginalEntryTimestamp: daysAgo(90) }),
      resoProperty("BACK-ON-MARKET", daysAgo(1), { OriginalEntryTimestamp: daysAgo(200), OnMarketTimestamp: daysAgo(3) }),
      resoProperty("NEW-THIS-WEEK", daysAgo(1), { OriginalEntryTimestamp: daysAgo(4) }),
      resoProperty("UNDATED", daysAgo(1)),
    );
    expect(await sync()).toMatchObject({ claimed: true, status: "succeeded" });
    await matchSavedSearches({ clockMarginMs: 0 });
    const firstMatches = await matchedKeys(searchId);

    feed.records[0] = resoProperty("LONG-LISTED", daysAgo(0), { OriginalEntryTimestamp: daysAgo(90), ListPrice: 1_195_000 });
    expect(await sync()).toMatchObject({ claimed: true, status: "succeeded" });
    await matchSavedSearches({ clockMarginMs: 0 });

    expect(firstMatches).toEqual(["BACK-ON-MARKET", "NEW-THIS-WEEK", "UNDATED"]);
    expect(await matchedKeys(searchId)).toEqual(["BACK-ON-MARKET", "LONG-LISTED", "NEW-THIS-WEEK", "UNDATED"]);
  });

  it("an open house the feed lists again keeps the day it was first seen; one newly listed alerts a search for open houses", async () => {
    const weekend = thisWeekendTimes(await clearOfWeekendsEnd(30_000));
    const openHouse = (key: string) => ({ OpenHouseKey: key, OpenHouseStartTime: weekend.startsAt.toISOString(), OpenHouseEndTime: weekend.endsAt.toISOString(), OpenHouseStatus: "Active" });
    feed.records.push(resoProperty("OPEN-1", daysAgo(2), { OriginalEntryTimestamp: daysAgo(60), OpenHouse: [openHouse("OH-1")] }));
    expect(await sync()).toMatchObject({ claimed: true, status: "succeeded" });
    const [firstSeen] = await getDb().select({ createdAt: openHouses.createdAt }).from(openHouses).where(eq(openHouses.openHouseKey, "OH-1"));

    const buyer = await createTestBuyer();
    const searchId = await createTestSearch(buyer, "openHouse=weekend");
    await matchSavedSearches({ clockMarginMs: 0 });
    feed.records[0] = resoProperty("OPEN-1", daysAgo(1), { OriginalEntryTimestamp: daysAgo(60), PublicRemarks: "New paint.", OpenHouse: [openHouse("OH-1")] });
    expect(await sync()).toMatchObject({ claimed: true, status: "succeeded" });
    await matchSavedSearches({ clockMarginMs: 0 });
    const [seenAgain] = await getDb().select({ createdAt: openHouses.createdAt }).from(openHouses).where(eq(openHouses.openHouseKey, "OH-1"));
    const matchesWhenRepeated = await matchedKeys(searchId);

    feed.records[0] = resoProperty("OPEN-1", daysAgo(0), { OriginalEntryTimestamp: daysAgo(60), OpenHouse: [openHouse("OH-1"), openHouse("OH-2")] });
    expect(await sync()).toMatchObject({ claimed: true, status: "succeeded" });
    await matchSavedSearches({ clockMarginMs: 0 });

    expect(seenAgain!.createdAt).toEqual(firstSeen!.createdAt);
    expect(matchesWhenRepeated).toEqual([]);
    expect(await matchedKeys(searchId)).toEqual(["OPEN-1"]);
  }, weekendTestTimeout(30_000));
});
