import { sql } from "drizzle-orm";
import type { Database } from "~/shared/db/client.server";

/**
 * Takes the rental's calendar for the rest of the transaction (`db` must be
 * the transaction). Everything that adds periods to one rental's calendar
 * (approving a stay, importing an owner's feed) takes it first, so that two
 * such transactions queue instead of each waiting on the other's half-inserted
 * periods, which PostgreSQL ends as a deadlock.
 */
export async function lockRentalCalendar(db: Database, listingId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('calendar_blocks'), hashtext(${listingId}))`);
}
