import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarFeeds } from "./calendar-feed.table";
import { getDb } from "~/shared/db/client.server";
import { blocksOf, createTestFeed, createTestRental } from "./calendar-sync-test-data";
import { startFeedServer, type FeedServer } from "./fixtures/feed-server";
import { renderSampleFeed } from "./fixtures/sample-feeds";
import { claimDueFeeds, syncDueFeeds } from "./sync-due-feeds.server";

/** Row locks across connections exist only on PostgreSQL (PGlite has one connection): these tests exist only there. */
const itOnPostgres = process.env.TEST_DB_ENGINE === "postgres" ? it : () => undefined;

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer({ "/airbnb.ics": renderSampleFeed("airbnb"), "/vrbo.ics": renderSampleFeed("vrbo") });
});
afterAll(() => server.close());

async function syncedMinutesAgo(feedId: string, minutes: number) {
  await getDb()
    .update(calendarFeeds)
    .set({ lastSyncedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(calendarFeeds.id, feedId));
}

describe("claimDueFeeds", () => {
  it("claims feeds never synced or not synced for the interval, oldest first, once", async () => {
    const rental = await createTestRental();
    const fresh = await createTestFeed(rental.id, server.url("/airbnb.ics?fresh"));
    const stale = await createTestFeed(rental.id, server.url("/airbnb.ics?stale"));
    const never = await createTestFeed(rental.id, server.url("/airbnb.ics?never"));
    await syncedMinutesAgo(fresh.id, 10);
    await syncedMinutesAgo(stale.id, 61);
    expect(await claimDueFeeds(60)).toEqual([never.id, stale.id]);
    // Claiming stamps them, so nobody claims them again until the interval has passed.
    expect(await claimDueFeeds(60)).toEqual([]);
    expect(await claimDueFeeds(5)).toEqual([fresh.id]);
  });

  itOnPostgres(
    "skips feeds another process has locked instead of waiting for them (PostgreSQL)",
    async () => {
      const rental = await createTestRental();
      const busy = await createTestFeed(rental.id, server.url("/airbnb.ics?busy"));
      const free = await createTestFeed(rental.id, server.url("/airbnb.ics?free"));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      // Another process in the middle of claiming `busy`: its row lock is held until release().
      const other = getDb().transaction(async (tx) => {
        await tx.select().from(calendarFeeds).where(eq(calendarFeeds.id, busy.id)).for("update");
        locked();
        await released;
      });
      await isLocked;
      const started = Date.now();
      const claimed = await claimDueFeeds(60);
      expect(Date.now() - started).toBeLessThan(5_000);
      release();
      await other;
      expect(claimed).toEqual([free.id]);
      expect(await claimDueFeeds(60)).toEqual([busy.id]);
    },
  );

  itOnPostgres("hands each due feed to exactly one of several concurrent claimers (PostgreSQL)", async () => {
    const rental = await createTestRental();
    const feeds = [];
    for (let index = 0; index < 12; index += 1) feeds.push(await createTestFeed(rental.id, server.url(`/airbnb.ics?n=${index}`)));
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimDueFeeds(60, 3)));
    const all = claims.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeLessThanOrEqual(12);
  });
});

describe("syncDueFeeds", () => {
  it("syncs every due feed and records failures without stopping", async () => {
    const rental = await createTestRental();
    const other = await createTestRental();
    await createTestFeed(rental.id, server.url("/airbnb.ics"));
    const broken = await createTestFeed(other.id, server.url("/missing.ics"));
    const vrbo = await createTestFeed(other.id, server.url("/vrbo.ics"), "VRBO");
    expect(await syncDueFeeds(60)).toEqual({ synced: 2, failed: 1 });
    expect(await blocksOf(rental.id)).toHaveLength(4);
    expect((await blocksOf(other.id)).every((block) => block.feedId === vrbo.id)).toBe(true);
    const [row] = await getDb().select().from(calendarFeeds).where(eq(calendarFeeds.id, broken.id));
    expect(row!.lastError).toBe("The calendar address answered with HTTP status 404 (Not Found).");
    expect(await syncDueFeeds(60)).toEqual({ synced: 0, failed: 0 });
  });
});
