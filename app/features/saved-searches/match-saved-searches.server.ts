import { sql, type SQL } from "drizzle-orm";
import { OFF_MARKET_STATUSES } from "~/features/listings";
import { getDb, type Database } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";

/**
 * Which saved searches a changed listing newly matches, in SQL (decision
 * 0062). The listings' changes are read in windows: from where the last scan
 * stopped (`alert_scan_state.scanned_until`) to a horizon no transaction
 * still open can write behind. A listing has changed in a window when its
 * `updated_at` lies in it (every service sets it: add, edit, review,
 * portfolio, import) or when the database recorded a price or status event
 * for it there (the trigger of decision 0059, whoever wrote the change).
 */

/** Listings matched against every search in one statement. */
export const MATCH_BATCH_SIZE = 500;

const offMarket = sql.raw(OFF_MARKET_STATUSES.map((status) => `'${status.replace(/'/g, "''")}'`).join(", "));

/**
 * The saved search `s` finds the listing `l`: the /mls search's conditions
 * (searchConditions in the listings feature) written against the search's
 * filter columns, where null is "any". Keywords use the listing's own
 * full-text vector, as the search does.
 */
export const searchFindsListing: SQL = sql`
  l.review_status = 'approved'
  and (s.kind is null or l.kind = s.kind)
  and case s.status
    when 'for-sale' then l.kind = 'sale' and l.standard_status = 'Active'
    when 'under-contract' then l.kind = 'sale' and l.standard_status in ('ActiveUnderContract', 'Pending')
    when 'sold' then l.kind = 'sold' and l.standard_status = 'Closed'
    when 'rental' then l.kind = 'rental' and l.standard_status not in (${offMarket})
    else l.standard_status not in (${offMarket})
  end
  and (s.category is null or l.category = s.category)
  and (s.subcategory is null or l.subcategory = s.subcategory)
  and (s.min_price is null or l.price >= s.min_price)
  and (s.max_price is null or l.price <= s.max_price)
  and (s.min_beds is null or l.bedrooms_total >= s.min_beds)
  and (s.min_baths is null or l.bathrooms_total_integer >= s.min_baths)
  and (s.min_acres is null or l.lot_size_acres >= s.min_acres)
  and (s.max_acres is null or l.lot_size_acres <= s.max_acres)
  and (s.area is null or l.area = s.area)
  and (s.keywords is null or l.search_vector @@ websearch_to_tsquery('english', s.keywords))`;

/**
 * Records, in one statement, every (search, listing) pair among `listingIds`
 * where the listing is public and found by the search, the search sends
 * alerts (frequency not off) to a verified, enabled owner, and the listing
 * entered its current state after the search was saved: its approval (the
 * review time, or its creation for a listing added approved) or its last
 * price or status change. A listing already public and unchanged when the
 * search was saved was in its first results and alerts nobody. The primary
 * key makes a pair alert once, ever: a listing that leaves a search and comes
 * back is not sent again.
 */
export function matchStatement(listingIds: readonly string[]): SQL {
  const ids = sql.join(
    listingIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`
    insert into saved_search_matches (search_id, listing_id)
    select s.id, l.id
    from listings l
    cross join lateral (
      select greatest(
        coalesce(l.reviewed_at, l.created_at),
        (select max(e.occurred_at) from listing_events e where e.listing_id = l.id and e.kind in ('price', 'status'))
      ) as entered_at
    ) c
    join saved_searches s on s.frequency <> 'off' and s.created_at < c.entered_at
    join users u on u.id = s.user_id and u.email_verified_at is not null and u.status <> 'disabled'
    where l.id in (${ids}) and ${searchFindsListing}
    on conflict do nothing`;
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

/** The window's listings that changed, by their updated_at or a price or status event. */
async function changedListings(tx: Database, from: string, to: string): Promise<string[]> {
  const result = await rawQuery<{ id: string }>(tx, sql`
    select id from listings where updated_at > ${from}::timestamptz and updated_at <= ${to}::timestamptz
    union
    select listing_id from listing_events
    where occurred_at > ${from}::timestamptz and occurred_at <= ${to}::timestamptz and kind in ('price', 'status')
    order by 1`);
  return result.rows.map((row) => row.id);
}

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
    const ids = await changedListings(tx, state.from, state.to);
    let matches = 0;
    for (let start = 0; start < ids.length; start += batchSize) {
      const result = await rawQuery(tx, matchStatement(ids.slice(start, start + batchSize)));
      matches += result.rowCount;
    }
    await rawQuery(tx, sql`update alert_scan_state set scanned_until = ${state.to}::timestamptz where id = 1`);
    return { claimed: true, listings: ids.length, matches };
  });
}
