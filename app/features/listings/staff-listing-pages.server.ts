import { forgetWhenListenerLost, keepUntilChannelNotifies, keptByKeyUntilContentChanges } from "~/shared/cache/content-memo.server";
import { keptRowsByVersion } from "~/shared/cache/rows-by-version.server";

/**
 * Notified by the database on every change to what staff tables of listings
 * show: listings, their photos, agents' names, proposed revisions and the
 * audit log (drizzle/0039_staff_listings_changes.sql).
 */
export const STAFF_LISTINGS_CHANGES_CHANNEL = "staff_listings_changed";

/**
 * Pages of staff tables of listings (the administrators' review queue, an
 * agent's own listings), kept per key until the database announces a
 * change, so that a dashboard reloaded while nothing changed reads only the
 * session. The caller checks who may see a page before asking, and puts
 * everything the page depends on (the viewer, where it differs; the
 * filter) in the key. At most `maxEntries` pages, the oldest dropped first;
 * only what `worthKeeping` accepts is kept (not a page that failed to load).
 */
export function keptStaffListingPages<Page>(maxEntries: number, worthKeeping: (page: Page) => boolean = () => true): (key: string, load: () => Promise<Page>) => Promise<Page> {
  return keptByKeyUntilContentChanges<Page>(maxEntries, worthKeeping, STAFF_LISTINGS_CHANGES_CHANNEL);
}

/**
 * Rows of staff tables of listings kept across changes by their version (`keptRowsByVersion`, with `cardVersion`'s
 * versions): a table read again after a change builds only the rows the change touched. Dropped when the listener
 * of the staff tables' changes stops or reconnects.
 */
export function keptStaffListingRows<Row>(maxRows: number): ReturnType<typeof keptRowsByVersion<Row>> {
  const rows = keptRowsByVersion<Row>(maxRows);
  forgetWhenListenerLost(STAFF_LISTINGS_CHANGES_CHANNEL, rows.clear);
  return rows;
}

/** Keeps staff pages from now on, dropping them on every change and after a lost listener reconnects; the returned function stops. */
export function followStaffListingChanges(): Promise<() => Promise<void>> {
  return keepUntilChannelNotifies(STAFF_LISTINGS_CHANGES_CHANNEL);
}
