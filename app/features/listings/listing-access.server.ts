import { eq, type SQLWrapper } from "drizzle-orm";
import type { PgSelect, SelectedFields } from "drizzle-orm/pg-core";
import { getDb, type Database } from "~/shared/db/client.server";
import { listings, type NewListingRow } from "./listing.table";

/**
 * How another feature reads and writes listings without holding the table
 * (decision 0072). It reads the columns of listings' column sets
 * (`listingColumns`, `cardColumns`, `publicPathColumns`…) under listings'
 * rules (`approvedRental()`, `listingOwnedBy`…), from listings or joined to
 * its own table; it writes through the functions here and `insertListing`.
 */

/** A select of `fields` (columns of listings' column sets) from listings; the caller adds its conditions, order and limit. */
export function selectListings<F extends SelectedFields>(fields: F, db: Database = getDb()) {
  return db.select(fields).from(listings);
}

/**
 * The caller's query (built with `.$dynamic()`) joined to the listing its
 * `listingId` names; rows without one drop out. Its fields and conditions may
 * then use listings' columns and rules.
 */
export function joinListing<T extends PgSelect>(query: T, listingId: SQLWrapper) {
  return query.innerJoin(listings, eq(listings.id, listingId));
}

/** Writes `values` to the listing `id`; false when there is no such listing. */
export async function updateListing(id: string, values: Partial<NewListingRow>, db: Database = getDb()): Promise<boolean> {
  const rows = await db.update(listings).set(values).where(eq(listings.id, id)).returning({ id: listings.id });
  return rows.length > 0;
}

/** Deletes the listing `id` (its photo rows go with it); false when there was none. */
export async function deleteListing(id: string, db: Database = getDb()): Promise<boolean> {
  const rows = await db.delete(listings).where(eq(listings.id, id)).returning({ id: listings.id });
  return rows.length > 0;
}
