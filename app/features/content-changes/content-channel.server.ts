import { sql } from "drizzle-orm";
import type { Database } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";

/**
 * The channel the database itself notifies, from triggers on every table a
 * public page shows (listings and their photos, agents, blog posts, reviews,
 * rentals' calendars and bookings), whoever writes to it: this process,
 * another one, or a command-line import. See drizzle/0014_page_cache_triggers.sql.
 */
export const CONTENT_CHANGES_CHANNEL = "public_content_changed";

/** Payloads on the channel that carry no change, only a number each process acknowledges once it has read that far. */
export const MARK_PREFIX = "mark:";

/** Whether a payload on the channel announces a change (rather than a mark, which changes nothing). */
export const isContentChange = (payload: string): boolean => !payload.startsWith(MARK_PREFIX);

/**
 * Announces a change to public content that no trigger sees, as the triggers
 * do: pass the changing transaction, so the notice goes out at its commit and
 * the change sequence moves with it (the saving request then waits for every
 * process to clear; decision 0118).
 */
export async function announcePublicContentChange(db: Database, what: string): Promise<void> {
  await rawQuery(db, sql`select nextval('public_content_changes'), pg_notify(${CONTENT_CHANGES_CHANNEL}, ${what})`);
}
