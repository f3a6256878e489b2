import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listings } from "~/features/listings/listing.table";
import { listingColumns } from "~/features/listings/listing-store.server";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { getDb } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { runFeedSync, type SyncOptions } from "./feed-sync.server";
import { oauthSettings, testMlsSettings } from "./feed-test-settings";
import { openHouses as mlsOpenHouses } from "~/features/open-houses/open-house.table";
import { ResoClient } from "./reso-client.server";
import { resoProperty, startResoTestServer, type ResoTestServer } from "./reso-test-server";
import { claimSync, listSyncRuns, readFeedState } from "./sync-state.server";

let feed: ResoTestServer;
let waits: number[];

beforeEach(async () => {
  feed = await startResoTestServer();
  waits = [];
});
afterEach(async () => {
  await feed.close();
});

/** A pass against the test feed; waits between retries are recorded instead of waited. */
function sync(options: SyncOptions = {}) {
  const settings = options.settings ?? testMlsSettings(feed.url);
  const client = new ResoClient(settings, { sleep: async (ms) => void waits.push(ms) });
  return runFeedSync({ settings, client, pageSize: 2, reconcile: "never", ...options }).finally(() => client.close());
}

async function feedListings() {
  return getDb().select(listingColumns).from(listings).where(eq(listings.listingSource, "mls")).orderBy(listings.listingKey);
}

const propertyRequests = () => feed.requests.filter((request) => request.startsWith("/Property?") && !request.includes("select"));

describe("runFeedSync", () => {
  it("pulls every page in change order, attributes each listing, and records the run", async () => {
    await createTestAgent("dana@sugarapple.example", "Dana Sprauve");
    feed.records.push(
      resoProperty("K3", "2026-03-01T10:00:00.000Z"),
      resoProperty("K1", "2026-03-01T09:00:00.000Z", { ListOfficeKey: "OFF-OURS", ListOfficeName: "Sugar Apple Realty", ListAgentEmail: "dana@sugarapple.example", ListAgentFullName: "Dana Sprauve" }),
      resoProperty("K2", "2026-03-01T09:30:00.000Z", { ListOfficeName: undefined, ListOfficePhone: undefined, ListOfficeKey: "OFF-9", ListAgentFullName: undefined, ListAgentKey: "AG-9" }),
      resoProperty("K4", "2026-03-02T08:00:00.000Z", {
        StandardStatus: "Closed",
        ClosePrice: 1_100_000,
        CloseDate: "2026-02-27",
        OpenHouse: [{ OpenHouseKey: "OH1", OpenHouseStartTime: "2026-04-04T14:00:00Z", OpenHouseEndTime: "2026-04-04T16:00:00Z", OpenHouseRemarks: "Park on the road" }],
      }),
      resoProperty("K5", "2026-03-02T08:00:00.000Z", { InternetAddressDisplayYN: false }),
    );
    feed.offices.push({ OfficeKey: "OFF-9", OfficeName: "Cruz Bay Properties", OfficePhone: "340-555-0199" });
    feed.members.push({ MemberKey: "AG-9", MemberFullName: "Lee Member" });
    const lines: string[] = [];

    const report = await sync({ onProgress: (line) => lines.push(line) });

    expect(report).toMatchObject({ claimed: true, status: "succeeded", counts: { pages: 3, created: 5, updated: 0, removed: 0, skipped: 0 }, errors: [] });
    expect(lines.filter((line) => line.startsWith("Page "))).toEqual([
      "Page 1: 2 records, 2 new, 0 changed, 0 removed, 0 skipped, 0 photos queued",
      "Page 2: 2 records, 2 new, 0 changed, 0 removed, 0 skipped, 0 photos queued",
      "Page 3: 1 records, 1 new, 0 changed, 0 removed, 0 skipped, 0 photos queued",
    ]);
    const rows = await feedListings();
    expect(rows.map((row) => [row.listingKey, row.reviewStatus, row.kind, row.listOfficeName, row.listAgentName])).toEqual([
      ["K1", "approved", "sale", "Sugar Apple Realty", "Dana Sprauve"],
      ["K2", "approved", "sale", "Cruz Bay Properties", "Lee Member"],
      ["K3", "approved", "sale", "Coral Bay Realty", "Pat Other"],
      ["K4", "approved", "sold", "Coral Bay Realty", "Pat Other"],
      ["K5", "approved", "sale", "Coral Bay Realty", "Pat Other"],
    ]);
    // Our own listing goes to its agent; another firm's to nobody but the office.
    expect(rows[0]).toMatchObject({ agentEmail: "dana@sugarapple.example", agentName: "Dana Sprauve" });
    expect(rows[2]!.agentEmail).toBeNull();
    expect(rows[2]!.agentId).toBeNull();
    expect(rows[1]!.listOfficePhone).toBe("340-555-0199");
    // No address: the title names the area, the pin is the area's, and the street address is stored nowhere.
    expect(rows[4]).toMatchObject({ title: "Single-family home in Gift Hill", latitude: 18.33, longitude: -64.77 });
    expect(JSON.stringify(rows[4])).not.toContain("Gift Hill Road");
    const openHouses = await getDb().select().from(mlsOpenHouses);
    expect(openHouses).toMatchObject([{ listingId: rows[3]!.id, openHouseKey: "OH1", remarks: "Park on the road" }]);

    const [run] = await listSyncRuns();
    expect(run).toMatchObject({ status: "succeeded", pages: 3, created: 5, updated: 0, removed: 0, errorCount: 0 });
    expect(run!.finishedAt).not.toBeNull();
    const state = await readFeedState();
    expect(state).toMatchObject({ markKey: "K5", leaseOwner: null });
    expect(state!.markTimestamp!.toISOString()).toBe("2026-03-02T08:00:00.000Z");
    expect(state!.lastSuccessAt).not.toBeNull();
  });

  it("resumes from its mark: changes after it, and records sharing the mark's timestamp with a later key", async () => {
    feed.records.push(resoProperty("A1", "2026-03-01T09:00:00.000Z"), resoProperty("A2", "2026-03-01T09:00:00.000Z"));
    await sync();
    feed.records[0] = resoProperty("A1", "2026-03-03T09:00:00.000Z", { ListPrice: 999_000 });
    feed.records.push(resoProperty("A3", "2026-03-01T09:00:00.000Z"), resoProperty("A0", "2026-03-01T09:00:00.000Z"));
    feed.requests.length = 0;

    const report = await sync();

    expect(propertyRequests()[0]).toContain(
      new URLSearchParams({ $filter: "ModificationTimestamp gt 2026-03-01T09:00:00.000Z or (ModificationTimestamp eq 2026-03-01T09:00:00.000Z and ListingKey gt 'A2')" }).toString(),
    );
    // A0 shares the timestamp but sorts before the mark's key: the MLS never sends such a change after A2, so it is not asked for.
    expect(report).toMatchObject({ status: "succeeded", counts: { created: 1, updated: 1 } });
    expect((await feedListings()).map((row) => [row.listingKey, row.listPrice])).toEqual([
      ["A1", 999_000],
      ["A2", 1_250_000],
      ["A3", 1_250_000],
    ]);
  });

  it("survives a crash in the middle of a page: the next pass, in another process, resumes after the last committed page", async () => {
    for (const key of ["C1", "C2", "C3", "C4", "C5"]) feed.records.push(resoProperty(key, "2026-03-05T12:00:00.000Z"));
    const crash = new Error("process killed");

    await expect(
      sync({
        owner: "process-a",
        leaseMs: 1,
        beforeCommit: (page) => {
          if (page === 2) throw crash;
        },
      }),
    ).rejects.toBe(crash);
    expect((await feedListings()).map((row) => row.listingKey)).toEqual(["C1", "C2"]);
    feed.requests.length = 0;

    const report = await sync({ owner: "process-b" });

    expect(report).toMatchObject({ claimed: true, status: "succeeded", counts: { created: 3 } });
    expect(propertyRequests()[0]).toContain("ListingKey+gt+%27C2%27");
    expect((await feedListings()).map((row) => row.listingKey)).toEqual(["C1", "C2", "C3", "C4", "C5"]);
    expect((await listSyncRuns()).map((run) => run.status)).toEqual(["succeeded", "failed"]);
  });

  it("runs one pass at a time across processes", async () => {
    feed.records.push(resoProperty("L1", "2026-03-01T09:00:00.000Z"));
    expect(await claimSync("another-process", 60_000)).not.toBeNull();

    expect(await sync()).toEqual({ claimed: false });
    expect(feed.requests).toEqual([]);
  });

  it("waits as the feed's Retry-After says on 429, backs off on 5xx, and goes on", async () => {
    feed.records.push(resoProperty("R1", "2026-03-01T09:00:00.000Z"));
    feed.failNext(
      "Property",
      { status: 429, headers: { "retry-after": "7", "content-type": "application/json" }, body: "{}" },
      { status: 503, headers: { "content-type": "text/plain" }, body: "busy" },
    );

    const report = await sync();

    expect(waits).toEqual([7000, 2000]);
    expect(report).toMatchObject({ status: "succeeded", counts: { created: 1 } });
  });

  it("takes off the site listings that leave the feed, become unavailable or opt out, and leaves the brokerage's own alone", async () => {
    const own = await createTestListing({ title: "Entered here" });
    feed.records.push(
      resoProperty("D1", "2026-03-01T09:00:00.000Z"),
      resoProperty("D2", "2026-03-01T09:01:00.000Z"),
      resoProperty("D3", "2026-03-01T09:02:00.000Z"),
      resoProperty("D4", "2026-03-01T09:03:00.000Z"),
    );
    await sync();
    feed.records.splice(0, 1);
    feed.records[0] = resoProperty("D2", "2026-03-04T09:00:00.000Z", { StandardStatus: "Withdrawn" });
    feed.records[1] = resoProperty("D3", "2026-03-04T09:01:00.000Z", { InternetEntireListingDisplayYN: false });

    const report = await sync({ reconcile: "always" });

    expect(report).toMatchObject({ status: "succeeded", counts: { removed: 3, reconciled: 3 }, reconciled: true });
    expect((await feedListings()).map((row) => [row.listingKey, row.reviewStatus])).toEqual([
      ["D1", "off-feed"],
      ["D2", "off-feed"],
      ["D3", "off-feed"],
      ["D4", "approved"],
    ]);
    expect(await getDb().select({ id: listings.id }).from(listings).where(eq(listings.id, own.id))).toHaveLength(1);
    expect(feed.requests.some((request) => request.includes("%24select=ListingKey"))).toBe(true);
  });

  it("removes nothing when the key list is empty or cannot be read", async () => {
    feed.records.push(resoProperty("E1", "2026-03-01T09:00:00.000Z"));
    await sync();
    feed.records.length = 0;
    const empty = await sync({ reconcile: "always" });
    feed.records.push(resoProperty("E1", "2026-03-01T09:00:00.000Z"));
    feed.failNext("Property", ...Array.from({ length: 6 }, () => ({ status: 500 })));
    const broken = await sync({ reconcile: "always" });

    expect(empty).toMatchObject({ counts: { removed: 0 }, reconciled: false, errors: [{ reason: "the feed listed no keys at all; nothing was removed" }] });
    expect(broken).toMatchObject({ status: "failed" });
    expect((await feedListings()).map((row) => row.listingKey)).toEqual(["E1"]);
  });

  it("reports each bad record once with its key, skips it, and applies the rest", async () => {
    feed.records.push(
      resoProperty("B1", "2026-03-01T09:00:00.000Z"),
      { ...resoProperty("", "2026-03-01T09:01:00.000Z"), ListingKey: undefined },
      resoProperty("B3", "2026-03-01T09:02:00.000Z", { StandardStatus: "Sleeping" }),
      resoProperty("B4", "2026-03-01T09:03:00.000Z", { ListPrice: "call us" }),
      resoProperty("B5", "2026-03-01T09:04:00.000Z"),
    );

    const first = await sync();
    const second = await sync();

    expect(first).toMatchObject({ status: "succeeded", counts: { created: 2, skipped: 3 } });
    expect(first.claimed && first.errors).toEqual([
      { reason: "ListingKey is missing" },
      { key: "B3", reason: 'StandardStatus "Sleeping" is not one we know' },
      { key: "B4", reason: expect.stringMatching(/^ListPrice: /) },
    ]);
    expect(second).toMatchObject({ status: "succeeded", counts: { created: 0, skipped: 0 }, errors: [] });
    expect((await listSyncRuns()).map((run) => run.errorCount)).toEqual([0, 3]);
  });

  it("stops a pass on a feed that answers HTML, refuses its token or repeats a page, keeping what was applied", async () => {
    feed.records.push(resoProperty("H1", "2026-03-01T09:00:00.000Z"), resoProperty("H2", "2026-03-01T09:01:00.000Z"), resoProperty("H3", "2026-03-01T09:02:00.000Z"));
    feed.failNext("Property", { status: 200, headers: { "content-type": "text/html" }, body: "<html>Maintenance</html>" });
    const html = await sync();
    feed.failNext("Property", { status: 401, headers: { "content-type": "application/json" }, body: "{}" });
    const refused = await sync();
    feed.repeatPages = true;
    const repeated = await sync();

    expect(html).toMatchObject({ status: "failed", errors: [{ reason: expect.stringContaining("the feed answered text/html") }] });
    expect(refused).toMatchObject({ status: "failed", errors: [{ reason: expect.stringContaining("refused the request with 401") }] });
    expect(repeated).toMatchObject({ status: "failed", counts: { created: 2 }, errors: [{ reason: expect.stringContaining("repeated a page") }] });
    expect((await feedListings()).map((row) => row.listingKey)).toEqual(["H1", "H2"]);
    expect((await listSyncRuns()).map((run) => run.status)).toEqual(["failed", "failed", "failed"]);
  });

  it("signs in with OAuth2 client credentials", async () => {
    await feed.close();
    feed = await startResoTestServer({ oauth: true });
    feed.records.push(resoProperty("O1", "2026-03-01T09:00:00.000Z"));

    const report = await sync({ settings: oauthSettings(feed.url) });

    expect(report).toMatchObject({ status: "succeeded", counts: { created: 1 } });
    expect(feed.requests[0]).toBe("/token");
  });

  it("keeps a listing's price history when the feed changes its price", async () => {
    feed.records.push(resoProperty("P1", "2026-03-01T09:00:00.000Z"));
    await sync();
    feed.records[0] = resoProperty("P1", "2026-03-02T09:00:00.000Z", { ListPrice: 1_150_000 });
    await sync();
    const { rows } = await rawQuery<{ events: number }>(getDb(), sql`select count(*)::int as events from listing_events e join listings l on l.id = e.listing_id where l.listing_key = 'P1'`);
    expect(rows[0]!.events).toBeGreaterThanOrEqual(2);
  });
});
