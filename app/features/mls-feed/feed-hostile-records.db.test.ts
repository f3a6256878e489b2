import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listings } from "~/features/listings/listing.table";
import { listingColumns } from "~/features/listings/listing-store.server";
import { getDb } from "~/shared/db/client.server";
import { runFeedSync, type SyncOptions } from "./feed-sync.server";
import { testMlsSettings } from "./feed-test-settings";
import { ResoClient } from "./reso-client.server";
import { resoProperty, startResoTestServer, type ResoTestServer } from "./reso-test-server";
import { listSyncRuns, readFeedState } from "./sync-state.server";

let feed: ResoTestServer;

beforeEach(async () => {
  feed = await startResoTestServer();
});
afterEach(async () => {
  await feed.close();
});

function sync(options: SyncOptions = {}) {
  const settings = testMlsSettings(feed.url);
  const client = new ResoClient(settings, { sleep: async () => undefined });
  return runFeedSync({ settings, client, pageSize: 3, reconcile: "never", ...options }).finally(() => client.close());
}

async function feedKeys() {
  return (await getDb().select({ key: listingColumns.listingKey }).from(listings).where(eq(listings.listingSource, "mls")).orderBy(listings.listingKey)).map((row) => row.key);
}

const propertyRequests = () => feed.requests.filter((request) => request.startsWith("/Property?"));

describe("a feed record the database cannot compare", () => {
  it("a NUL in a ListingKey refuses that record alone, reported escaped; the page, the mark and the next pass go on", async () => {
    feed.records.push(
      resoProperty("N1", "2026-03-01T09:00:00.000Z"),
      resoProperty("N\u00002", "2026-03-01T09:01:00.000Z"),
      resoProperty("N3", "2026-03-01T09:02:00.000Z"),
      resoProperty("N4", "2026-03-01T09:03:00.000Z"),
    );

    const first = await sync();

    expect(first).toMatchObject({ status: "succeeded", counts: { created: 3, skipped: 1 } });
    expect(first.claimed && first.errors).toEqual([{ key: '"N\\u00002"', reason: "ListingKey holds a character the database cannot store (such as NUL)" }]);
    expect(await feedKeys()).toEqual(["N1", "N3", "N4"]);
    const [run] = await listSyncRuns();
    expect(run).toMatchObject({ status: "succeeded", errorCount: 1, errors: [{ key: '"N\\u00002"' }] });
    expect(run!.finishedAt).toBeInstanceOf(Date);
    expect(await readFeedState()).toMatchObject({ markKey: "N4", leaseOwner: null });

    // The next pass asks from the mark and picks up what changed since.
    feed.records.push(resoProperty("N5", "2026-03-02T09:00:00.000Z"));
    feed.requests.length = 0;
    const second = await sync();
    expect(second).toMatchObject({ status: "succeeded", counts: { created: 1, skipped: 0 }, errors: [] });
    expect(propertyRequests()[0]).toContain("ListingKey+gt+%27N4%27");
    expect(await feedKeys()).toEqual(["N1", "N3", "N4", "N5"]);
  });

  it("checks every key and time a query uses: office and agent keys, timestamps, over-long and mistyped keys", async () => {
    feed.records.push(
      resoProperty("Q1", "2026-03-01T09:00:00.000Z", { ListOfficeKey: "OFF-\u0000", ListOfficeName: undefined }),
      resoProperty("Q2", "2026-03-01T09:01:00.000Z", { ListAgentKey: "AG-\uD800", ListAgentFullName: undefined }),
      resoProperty("Q3", "0000-01-01T00:00:00.000Z"),
      resoProperty("Q4", "2026-03-01T09:03:00.000Z", { ListingKey: "K".repeat(100_000) }),
      resoProperty("Q5", "2026-03-01T09:04:00.000Z", { ListingKey: { nested: true } }),
      resoProperty("Q6", "2026-03-01T09:05:00.000Z", { ListOfficeKey: "OFF-6", ListOfficeName: undefined, ListAgentKey: "AG-6", ListAgentFullName: undefined }),
      resoProperty("Q7", "2026-03-01T09:06:00.000Z"),
    );
    // The Office and Member resources answer with text the database cannot store: the listing keeps no such name.
    feed.offices.push({ OfficeKey: "OFF-6", OfficeName: "Bad\u0000Office", OfficePhone: 340 });
    feed.members.push({ MemberKey: "AG-6", MemberFullName: "Lee \uDC00Member" });

    const report = await sync();

    expect(report).toMatchObject({ status: "succeeded", counts: { created: 2, skipped: 5 } });
    expect(report.claimed && report.errors).toEqual([
      // The feed sends Q3 first: year 0 sorts before the rest.
      { key: "Q3", reason: "ModificationTimestamp is missing or not a timestamp" },
      { key: "Q1", reason: "ListOfficeKey holds a character the database cannot store (such as NUL)" },
      { key: "Q2", reason: "ListAgentKey holds a character the database cannot store (such as NUL)" },
      { key: expect.stringMatching(/^"K{199}…$/), reason: "ListingKey is longer than 255 characters" },
      { reason: "ListingKey is not text" },
    ]);
    // Keys the database cannot store were never asked of the Office and Member resources either.
    expect(feed.requests.filter((request) => /^\/(Office|Member)\?/.test(request)).join(" ")).not.toMatch(/%00|%ED/i);
    expect(await feedKeys()).toEqual(["Q6", "Q7"]);
    const [q6] = await getDb().select(listingColumns).from(listings).where(eq(listings.listingKey, "Q6"));
    expect(q6).toMatchObject({ listOfficeKey: "OFF-6", listOfficeName: null, listAgentName: null });
    expect(await readFeedState()).toMatchObject({ markKey: "Q7" });
  });

  it("ends the run with an outcome even when the pass throws, and gives the lease back", async () => {
    feed.records.push(resoProperty("T1", "2026-03-01T09:00:00.000Z"));
    const unexpected = new Error("disk full");

    await expect(
      sync({
        beforeCommit: () => {
          throw unexpected;
        },
      }),
    ).rejects.toBe(unexpected);

    const [run] = await listSyncRuns();
    expect(run).toMatchObject({ status: "failed", errors: [{ reason: "the pass stopped on an unexpected error: disk full" }] });
    expect(run!.finishedAt).toBeInstanceOf(Date);
    expect(await readFeedState()).toMatchObject({ leaseOwner: null, markKey: null });
    expect(await sync()).toMatchObject({ claimed: true, status: "succeeded", counts: { created: 1 } });
  });
});
