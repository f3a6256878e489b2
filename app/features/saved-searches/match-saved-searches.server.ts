import { and, inArray, isNotNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { accountTakesMail } from "~/features/accounts/index.server";
import { searchCondition, type SearchFilters } from "~/features/listing-search/index.server";
import { enteredPresentStateAt, listingsChangedBetween, searchColumns, selectListings } from "~/features/listings/index.server";
import { listingsWithOpenHousesScheduledBetween, openHouseScheduledAfter } from "~/features/open-houses/index.server";
import { getDb } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { savedSearchMatches, savedSearches } from "./saved-search.table";

/**
 * Which saved searches a changed listing newly matches, in SQL (decision
 * 0062). The listings' changes, and the open houses scheduled, are read in
 * windows: from where the last scan stopped (`alert_scan_state.scanned_until`)
 * to a horizon no transaction still open can write behind. Which listings changed in a window, and when a
 * listing entered its present state, are listings' rules; whether a search
 * finds a listing is the /mls search's condition (decision 0073).
 */

/** Listings matched against every search in one statement. */
export const MATCH_BATCH_SIZE = 500;

/** A saved search's filters as the search condition takes them: its filter columns, where null is "any". */
const savedFilters: SearchFilters = {
  q: savedSearches.keywords,
  status: savedSearches.status,
  kind: savedSearches.kind,
  category: savedSearches.category,
  subcategory: savedSearches.subcategory,
  minPrice: savedSearches.minPrice,
  maxPrice: savedSearches.maxPrice,
  minBeds: savedSearches.minBeds,
  minBaths: savedSearches.minBaths,
  minAcres: savedSearches.minAcres,
  maxAcres: savedSearches.maxAcres,
  area: savedSearches.area,
  bounds: savedSearches.bounds,
  polygon: savedSearches.polygon,
  openHouse: savedSearches.openHouse,
};

/**
 * The saved search finds the listing, in a query that reads both: the /mls
 * search's condition over the search's columns, as of `now` (which weekend
 * "open house this weekend" means).
 */
export const searchFindsListing = (now: Date = new Date()): SQL => searchCondition(savedFilters, now);

/** The search's owner takes alerts: a verified address, an account not disabled. */
export const ownerTakesAlerts: SQL = accountTakesMail(savedSearches.userId);

/**
 * The search's owner will take alerts once the address is confirmed: the
 * account is not disabled. Matches are recorded for such an owner and sent in
 * the first alert after confirmation (decision 0123).
 */
export const ownerMayTakeAlerts: SQL = accountTakesMail(savedSearches.userId, { onceConfirmed: true });

/**
 * Records, in one statement, every (search, listing) pair among `listingIds`
 * where the listing is public and found by the search, the search sends
 * alerts (frequency not off) to an enabled owner (one whose address is still
 * unconfirmed included: the pair waits for the confirmation), and the listing
 * entered its present state after the search was saved: its approval (the
 * review time, or its creation for a listing added approved) or its last
 * price or status change; or, for a search that asks for open houses, an
 * open house was scheduled for it after the search was saved. A listing
 * already public and unchanged when the search was saved was in its first
 * results and alerts nobody. The primary key makes a pair alert once, ever: a
 * listing that leaves a search and comes back is not sent again.
 */
export function matchStatement(listingIds: readonly string[], now: Date = new Date()): SQL {
  const newToSearch = or(
    lt(savedSearches.createdAt, enteredPresentStateAt),
    and(isNotNull(savedSearches.openHouse), openHouseScheduledAfter(searchColumns.id, savedSearches.createdAt)),
  );
  const pairs = selectListings({ searchId: savedSearches.id, listingId: searchColumns.id })
    .innerJoin(savedSearches, and(ne(savedSearches.frequency, "off"), newToSearch, ownerMayTakeAlerts))
    .where(and(inArray(searchColumns.id, [...listingIds]), searchFindsListing(now)));
  const columns = sql.join([sql.identifier(savedSearchMatches.searchId.name), sql.identifier(savedSearchMatches.listingId.name)], sql`, `);
  return sql`insert into ${savedSearchMatches} (${columns}) ${pairs} on conflict do nothing`;
}

/**
 * How far a scan may read: now, or the start of the oldest transaction still
 * open on this database if earlier (its rows, once committed, carry times
 * from after its start), less a margin for the application's clock, which
 * sets `updated_at`. A transaction open for more than 15 minutes no longer
 * holds the horizon back, so one left idle cannot stop alerts.
 */
export const CLOCK_MARGIN_MS = 5_000;

const horizon = (marginMs: number) => sql`greatest(
  least(now(), coalesce((
    select min(xact_start) from pg_stat_activity
    where pid <> pg_backend_pid() and xact_start is not null and datname = current_database()
  ), now())),
  now() - interval '15 minutes'
) - ${marginMs} * interval '1 millisecond'`;

export type MatchReport = { claimed: boolean; listings: number; matches: number };

/**
 * One scan: claims the scan state (FOR UPDATE SKIP LOCKED: a process finding
 * it taken leaves the window to the one scanning), matches the window's
 * changed listings in batches, one statement each, and advances the cursor
 * in the same transaction, so a window is matched once and never twice.
 */
export async function matchSavedSearches(options: { batchSize?: number; clockMarginMs?: number } = {}): Promise<MatchReport> {
  const batchSize = options.batchSize ?? MATCH_BATCH_SIZE;
  const marginMs = Math.max(0, Math.round(options.clockMarginMs ?? CLOCK_MARGIN_MS));
  return getDb().transaction(async (tx) => {
    const claim = () =>
      rawQuery<{ from: string; to: string }>(tx, sql`
        select scanned_until::text as "from", greatest(scanned_until, ${horizon(marginMs)})::text as "to"
        from alert_scan_state where id = 1 for update skip locked`);
    let [state] = (await claim()).rows;
    if (!state) {
      // Missing (an emptied table) rather than taken: start it, reading every change there is.
      const inserted = await rawQuery(tx, sql`insert into alert_scan_state (id, scanned_until) values (1, '-infinity') on conflict do nothing returning id`);
      if (inserted.rows.length === 0) return { claimed: false, listings: 0, matches: 0 };
      [state] = (await claim()).rows;
      if (!state) return { claimed: false, listings: 0, matches: 0 };
    }
    const changed = await listingsChangedBetween(tx, state.from, state.to);
    const scheduled = await listingsWithOpenHousesScheduledBetween(tx, state.from, state.to);
    const ids = [...new Set([...changed, ...scheduled])];
    let matches = 0;
    for (let start = 0; start < ids.length; start += batchSize) {
      const result = await rawQuery(tx, matchStatement(ids.slice(start, start + batchSize)));
      matches += result.rowCount;
    }
    await rawQuery(tx, sql`update alert_scan_state set scanned_until = ${state.to}::timestamptz where id = 1`);
    return { claimed: true, listings: ids.length, matches };
  });
}
