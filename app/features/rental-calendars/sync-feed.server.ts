import { and, eq, inArray, sql } from "drizzle-orm";
import { calendarBlocks } from "./calendar-block.table";
import { calendarFeeds } from "./calendar-feed.table";
import { lockRentalCalendar } from "./calendar-lock.server";
import { isExclusionViolation } from "~/shared/db/postgres-errors";
import { getDb, type Database } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";

import { CALENDAR_MESSAGES } from "./calendar-messages";
import { isOwnUid } from "./export-calendar.server";
import { fetchFeed } from "./fetch-feed.server";
import { importedSummary } from "./feed-url-rules";
import { readCalendar, type FeedEvent } from "./ics-reader";
import { isUuid } from "~/shared/lib/uuid";
import { todayOnIsland } from "~/shared/dates/island-days";

export type SyncSummary = {
  /** Periods this sync added. */
  added: number;
  /** Periods already imported and unchanged. */
  kept: number;
  /** Periods of the previous import that are gone from the feed (or moved). */
  removed: number;
  /** Periods not imported because they overlap a stay or another period. */
  skipped: number;
};

type Feed = { id: string; listingId: string; url: string; label: string };
type SyncOptions = { now?: Date; fetch?: { timeoutMs?: number; maxBytes?: number } };

/** The feed's periods worth importing: not over, not our own export, one per UID. */
function upcomingEvents(events: FeedEvent[], today: string): FeedEvent[] {
  const byKey = new Map<string, FeedEvent>();
  for (const event of events) {
    if (event.end <= today || isOwnUid(event.uid)) continue;
    const key = byKey.has(event.uid) ? `${event.uid}#${event.start}` : event.uid;
    if (!byKey.has(key)) byKey.set(key, { ...event, uid: key });
  }
  return [...byKey.values()].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/** What the owner should know after a sync that otherwise worked; null when nothing. */
function syncNotice(skipped: FeedEvent[], unreadable: number): string | null {
  const parts: string[] = [];
  if (skipped.length > 0) {
    const listed = skipped.slice(0, 3).map((event) => `${event.start} to ${event.end}`).join(", ");
    const more = skipped.length > 3 ? ` and ${skipped.length - 3} more` : "";
    parts.push(
      `${plural(skipped.length, "period overlaps", "periods overlap")} a stay or another blocked period on this calendar and ${skipped.length === 1 ? "was" : "were"} not imported (${listed}${more}); check for a double booking.`,
    );
  }
  if (unreadable > 0) parts.push(`${plural(unreadable, "event", "events")} had dates that could not be read and ${unreadable === 1 ? "was" : "were"} left out.`);
  return parts.length > 0 ? `Synced, but ${parts.join(" ")}` : null;
}

/**
 * Replaces the feed's imported periods with the feed's current events, in
 * one transaction: unchanged periods keep their rows (and so their export
 * UIDs), vanished or moved ones go, new ones are added. A period overlapping
 * a stay or another period is skipped and counted; the exclusion constraint
 * decides, so a concurrent approval always wins cleanly.
 */
async function applyEvents(db: Database, feed: Feed, events: FeedEvent[], unreadable: number, now: Date): Promise<Result<{ data: SyncSummary }>> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: calendarFeeds.id }).from(calendarFeeds).where(eq(calendarFeeds.id, feed.id)).for("update");
    if (!locked) return failWith("not_found", CALENDAR_MESSAGES.feedNotFound);
    await lockRentalCalendar(tx, feed.listingId);
    const wanted = upcomingEvents(events, todayOnIsland(now));
    const existing = await tx
      .select({
        id: calendarBlocks.id,
        uid: calendarBlocks.externalUid,
        start: sql<string>`to_char(lower(${calendarBlocks.during}), 'YYYY-MM-DD')`,
        end: sql<string>`to_char(upper(${calendarBlocks.during}), 'YYYY-MM-DD')`,
      })
      .from(calendarBlocks)
      .where(eq(calendarBlocks.feedId, feed.id));
    const current = new Set(existing.map((block) => `${block.uid}|${block.start}|${block.end}`));
    const wantedKeys = new Set(wanted.map((event) => `${event.uid}|${event.start}|${event.end}`));
    const stale = existing.filter((block) => !wantedKeys.has(`${block.uid}|${block.start}|${block.end}`)).map((block) => block.id);
    if (stale.length > 0) await tx.delete(calendarBlocks).where(and(eq(calendarBlocks.feedId, feed.id), inArray(calendarBlocks.id, stale)));

    const skipped: FeedEvent[] = [];
    let added = 0;
    for (const event of wanted) {
      if (current.has(`${event.uid}|${event.start}|${event.end}`)) continue;
      const range = sql`daterange(${event.start}::date, ${event.end}::date, '[)')`;
      try {
        const inserted = await tx.transaction(async (savepoint) => {
          const result = await rawQuery(savepoint, sql`
            insert into calendar_blocks (listing_id, during, kind, feed_id, external_uid, summary)
            select ${feed.listingId}, ${range}, 'import', ${feed.id}, ${event.uid}, ${importedSummary(feed.label, event.summary)}
            where not exists (select 1 from calendar_blocks where listing_id = ${feed.listingId} and during && ${range})
            returning id`);
          return result.rows.length > 0;
        });
        if (inserted) added += 1;
        else skipped.push(event);
      } catch (error) {
        if (!isExclusionViolation(error)) throw error;
        skipped.push(event);
      }
    }
    await tx
      .update(calendarFeeds)
      .set({ lastSyncedAt: now, lastError: syncNotice(skipped, unreadable), updatedAt: now })
      .where(eq(calendarFeeds.id, feed.id));
    return ok({ data: { added, kept: existing.length - stale.length, removed: stale.length, skipped: skipped.length } });
  });
}

async function recordFailure(feedId: string, error: string, now: Date) {
  await getDb().update(calendarFeeds).set({ lastSyncedAt: now, lastError: error, updatedAt: now }).where(eq(calendarFeeds.id, feedId));
}

/**
 * Fetches one import feed and applies it. A feed that cannot be fetched or
 * read records the reason as its last error and leaves its periods as they
 * were.
 */
export async function syncFeed(feedId: string, options: SyncOptions = {}): Promise<Result<{ data: SyncSummary }>> {
  if (!isUuid(feedId)) return failWith("not_found", CALENDAR_MESSAGES.feedNotFound);
  const now = options.now ?? new Date();
  return runService("syncFeed", { feedId }, async () => {
    const db = getDb();
    const [feed] = await db
      .select({ id: calendarFeeds.id, listingId: calendarFeeds.listingId, url: calendarFeeds.url, label: calendarFeeds.label })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.id, feedId));
    if (!feed) return failWith("not_found", CALENDAR_MESSAGES.feedNotFound);
    const fetched = await fetchFeed(feed.url, options.fetch);
    const read = fetched.ok ? readCalendar(fetched.body, { today: todayOnIsland(now) }) : fetched;
    if (!read.ok) {
      await recordFailure(feed.id, read.error, now);
      return fail(read.error);
    }
    try {
      return await applyEvents(db, feed, read.events, read.invalid, now);
    } catch (error) {
      await recordFailure(feed.id, CALENDAR_MESSAGES.feedNotSaved, now).catch(() => undefined);
      throw error;
    }
  });
}
