import { listen, type StopListening } from "../../app/shared/db/notify.server";

/**
 * The channel the database itself notifies, from triggers on every table a
 * public page shows (listings and their photos, agents, blog posts, reviews,
 * rentals' calendars and bookings), whoever writes to it: this process,
 * another one, or a command-line import. See drizzle/0014_page_cache_triggers.sql.
 */
export const CONTENT_CHANGES_CHANNEL = "public_content_changed";

/** Clears the page cache whenever public content changes, and after a lost listener reconnects (it may have missed some). */
export function clearOnContentChange(clear: () => void): Promise<StopListening> {
  return listen(CONTENT_CHANGES_CHANNEL, clear, { onReconnect: clear });
}
