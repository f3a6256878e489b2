import { and, gt, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/shared/db/client.server";
import { listingEvents } from "./listing-event.table";
import { listings } from "./listing.table";

/**
 * When listings change, for readers of the changes (saved-search alerts,
 * decision 0062). A listing changes by its `updated_at`, which every service
 * writing one sets (add, agent edit, review, portfolio, import), or by a
 * price or status event, which the database records whoever wrote the change
 * (decision 0059).
 */

const MARKET_EVENTS = ["price", "status"] as const;

/**
 * When a listing entered its present state, in a query that reads listings:
 * its review (or its creation, for a listing added approved) or its latest
 * price or status change, whichever came last. A description edit is none.
 */
export const enteredPresentStateAt: SQL<Date> = sql<Date>`greatest(
  coalesce(${listings.reviewedAt}, ${listings.createdAt}),
  (select max(${listingEvents.occurredAt}) from ${listingEvents}
    where ${listingEvents.listingId} = ${listings.id} and ${inArray(listingEvents.kind, [...MARKET_EVENTS])})
)`;

/** The ids of the listings that changed after `from` up to `to` (timestamps as PostgreSQL reads them), in id order. */
export async function listingsChangedBetween(db: Database, from: string, to: string): Promise<string[]> {
  const after = sql`${from}::timestamptz`;
  const until = sql`${to}::timestamptz`;
  const edited = db.select({ id: listings.id }).from(listings).where(and(gt(listings.updatedAt, after), lte(listings.updatedAt, until)));
  const moved = db
    .select({ id: listingEvents.listingId })
    .from(listingEvents)
    .where(and(gt(listingEvents.occurredAt, after), lte(listingEvents.occurredAt, until), inArray(listingEvents.kind, [...MARKET_EVENTS])));
  const rows = await edited.union(moved).orderBy(sql`1`);
  return rows.map((row) => row.id);
}
