import { sql, type SQL } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { listingEvents } from "./listing-event.table";
import type { StandardStatus } from "./listing-rules";

/**
 * What market figures read of a listing's history without holding its table
 * (decision 0072): when it was listed, and how many listings were in each
 * market status at given moments.
 */

/**
 * The island day a listing came on the market: its "listed" event (written
 * when a sale is added), as SQL for a query from listings. Null for a sale
 * recorded only once it had closed, whose listing date is not known.
 */
export const listedDaySql = sql<string | null>`(select (min(e.occurred_at) at time zone 'America/St_Thomas')::date from ${listingEvents} e where e.listing_id = "listings"."id" and e.kind = 'listed')`;

export type StatusCount = { at: number; status: StandardStatus; count: number };

/**
 * How many listings matching `where` (a condition on listings) were in each
 * market status at each of `moments` (by index), read from their recorded
 * history in one pass: each event holds until the listing's next one.
 */
export async function countStatusesAt(where: SQL, moments: readonly Date[]): Promise<StatusCount[]> {
  if (moments.length === 0) return [];
  const instants = `{${moments.map((moment) => moment.toISOString()).join(",")}}`;
  // The listings are picked in a subquery of their own, so the condition's bare column names are listings'.
  const { rows } = await rawQuery<StatusCount>(
    getDb(),
    sql`with spans as (
          select e.status, e.occurred_at as since,
                 lead(e.occurred_at) over (partition by e.listing_id order by e.occurred_at, e.id) as until
          from ${listingEvents} e
          where e.listing_id in (select "listings"."id" from "listings" where ${where})
        ), moments as (
          select (m.n - 1)::int as at, m.instant from unnest(${instants}::timestamptz[]) with ordinality as m(instant, n)
        )
        select moments.at, spans.status, count(*)::int as count
        from moments join spans on spans.since <= moments.instant and (spans.until is null or spans.until > moments.instant)
        group by moments.at, spans.status`,
  );
  return rows;
}
