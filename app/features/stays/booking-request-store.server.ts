import { and, asc, eq, gt, inArray, lt, type SQLWrapper } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "~/shared/db/client.server";
import { bookingRequests, type BookingRequestRow, type BookingStatus, type NewBookingRequestRow } from "./booking-request.table";

/**
 * The one place booking requests are read and written row by row: the
 * request, its decision, a cancellation and the demo data go through these,
 * so the table's rules (statuses, dates, the stored quote) stay with it.
 */

/** Stores a guest's request (pending) in the caller's transaction. */
export async function insertBookingRequest(db: Database, values: NewBookingRequestRow): Promise<BookingRequestRow> {
  const [row] = await db.insert(bookingRequests).values(values).returning();
  return row!;
}

/** A request by id, or null. With `lock` (inside a transaction) its row is locked until the transaction ends. */
export async function findBookingRequest(db: Database, id: string, options: { lock?: boolean } = {}): Promise<BookingRequestRow | null> {
  const query = db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

/** A guest's requests for one rental by their e-mail, optionally only those in one status (the demo data's own lookups). */
export async function findBookingRequestsOf(db: Database, listingId: string, email: string, status?: BookingStatus): Promise<BookingRequestRow[]> {
  return db
    .select()
    .from(bookingRequests)
    .where(and(eq(bookingRequests.listingId, listingId), eq(bookingRequests.email, email), status ? eq(bookingRequests.status, status) : undefined));
}

/** The ids of the requests for these rentals in these statuses, oldest check-out first (an owner's stays, for their accounts). */
export async function findStayIdsOf(db: Database, listingIds: readonly string[], statuses: readonly BookingStatus[]): Promise<string[]> {
  if (listingIds.length === 0 || statuses.length === 0) return [];
  const rows = await db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(and(inArray(bookingRequests.listingId, [...listingIds]), inArray(bookingRequests.status, [...statuses])))
    .orderBy(asc(bookingRequests.checkOut), asc(bookingRequests.id));
  return rows.map((row) => row.id);
}

/**
 * Changes a request (its status, notes, decision times); with `whileStatus`,
 * only while it still has that status. Null when no row changed.
 */
export async function updateBookingRequest(db: Database, id: string, values: Partial<NewBookingRequestRow>, whileStatus?: BookingStatus): Promise<BookingRequestRow | null> {
  const [row] = await db
    .update(bookingRequests)
    .set(values)
    .where(and(eq(bookingRequests.id, id), whileStatus ? eq(bookingRequests.status, whileStatus) : undefined))
    .returning();
  return row ?? null;
}

/** The guest's name and dates of a request, for a query that joins it (leftJoinBookingRequest). */
export const bookingRequestGuestColumns = { guestName: bookingRequests.guestName, checkIn: bookingRequests.checkIn, checkOut: bookingRequests.checkOut };

/** What a villa's owner is told of a stay: the guest's name (they see the first name only) and the price it was booked at. */
export const bookingRequestOwnerColumns = { ...bookingRequestGuestColumns, quote: bookingRequests.quote };

/** The requests still awaiting the office's decision that share a night with [from, to) at a rental, earliest first. */
export async function pendingRequestsOverlapping(db: Database, listingId: string, from: string, to: string) {
  return db
    .select(bookingRequestGuestColumns)
    .from(bookingRequests)
    .where(and(eq(bookingRequests.listingId, listingId), eq(bookingRequests.status, "pending"), lt(bookingRequests.checkIn, to), gt(bookingRequests.checkOut, from)))
    .orderBy(asc(bookingRequests.checkIn));
}

/** Joins the booking request `bookingRequestId` points at, when there is one. */
export function leftJoinBookingRequest<T extends PgSelect>(query: T, bookingRequestId: SQLWrapper) {
  return query.leftJoin(bookingRequests, eq(bookingRequests.id, bookingRequestId));
}
