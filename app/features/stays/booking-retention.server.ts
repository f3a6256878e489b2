import { lt, sql } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { bookingRequests } from "./booking-request.table";

/**
 * Deletes the booking requests whose stay ended before the day `cutoff`
 * falls on; answers how many went. The stay's calendar block goes with its
 * request (foreign key cascade).
 */
export async function deleteBookingRequestsCheckedOutBefore(cutoff: Date): Promise<number> {
  const removed = await getDb()
    .delete(bookingRequests)
    .where(lt(bookingRequests.checkOut, sql`(${cutoff.toISOString()}::timestamptz)::date`))
    .returning({ id: bookingRequests.id });
  return removed.length;
}
