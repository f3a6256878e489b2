import { and, eq, gt } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { rentalFees } from "./rental-rates.table";

/**
 * Whether a rental charges a damage waiver fee in its quote. A rental takes
 * either that fee or a damage card hold, never both; the stay terms page
 * asks here before saving a hold.
 */
export async function hasDamageWaiver(listingId: string, db: Database = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ listingId: rentalFees.listingId })
    .from(rentalFees)
    .where(and(eq(rentalFees.listingId, listingId), gt(rentalFees.damageWaiverCents, 0)));
  return Boolean(row);
}
