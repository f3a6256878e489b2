import { sql } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { logger } from "~/shared/lib/logger.server";
import { syncFeed } from "./sync-feed.server";

const BATCH = 10;
const MAX_BATCHES = 10;

/**
 * Claims up to `limit` feeds not synced for `intervalMinutes`, oldest
 * first, by stamping their last sync time now. `FOR UPDATE SKIP LOCKED`
 * lets several app processes on one PostgreSQL claim at the same moment
 * without waiting for, or taking, each other's feeds.
 */
export async function claimDueFeeds(intervalMinutes: number, limit = BATCH): Promise<string[]> {
  const { rows } = await rawQuery<{ id: string }>(getDb(), sql`
    with due as (
      select id from calendar_feeds
      where last_synced_at is null or last_synced_at <= now() - make_interval(mins => ${intervalMinutes})
      order by last_synced_at asc nulls first, id
      limit ${limit}
      for update skip locked
    )
    update calendar_feeds as feed set last_synced_at = now()
    from due where feed.id = due.id
    returning feed.id`);
  return rows.map((row) => row.id);
}

/** Syncs every feed that is due, a batch at a time; one feed's failure never stops the others. */
export async function syncDueFeeds(intervalMinutes: number): Promise<{ synced: number; failed: number }> {
  let synced = 0;
  let failed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const ids = await claimDueFeeds(intervalMinutes);
    for (const feedId of ids) {
      const result = await syncFeed(feedId);
      if (result.success) synced += 1;
      else {
        failed += 1;
        if (result.code !== "unexpected") logger.warn("Calendar feed sync failed", { feedId, reason: result.error });
      }
    }
    if (ids.length < BATCH) break;
  }
  return { synced, failed };
}
