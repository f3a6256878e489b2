import { and, asc, eq, gte, lte, type SQL } from "drizzle-orm";
import { listingPublicPath } from "~/features/listings";
import { joinListing, publicPathColumns, rentalNameSql } from "~/features/listings/index.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { bookingRequests } from "./booking-request.table";

/** An approved stay, with what the messages before and after it need. */
export type ApprovedStay = {
  id: string;
  listingId: string;
  propertyName: string;
  propertyPath: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  guestName: string;
  email: string;
};

const columns = {
  id: bookingRequests.id,
  listingId: bookingRequests.listingId,
  propertyName: rentalNameSql,
  address: publicPathColumns,
  checkIn: bookingRequests.checkIn,
  checkOut: bookingRequests.checkOut,
  guests: bookingRequests.guests,
  guestName: bookingRequests.guestName,
  email: bookingRequests.email,
};

type Row = { address: Parameters<typeof listingPublicPath>[0] } & Omit<ApprovedStay, "propertyPath">;

function toStay({ address, ...row }: Row): ApprovedStay {
  return { ...row, propertyPath: listingPublicPath(address) };
}

/** A day window, both ends included. */
export type DayWindow = { from: string; to: string };

/**
 * Approved stays (never pending, rejected or cancelled ones) whose check-in,
 * or check-out, falls in a window of days, in date order.
 */
export async function listApprovedStays(window: { checkIn?: DayWindow; checkOut?: DayWindow }, db: Database = getDb(), limit = 500): Promise<ApprovedStay[]> {
  const conditions: SQL[] = [eq(bookingRequests.status, "approved")];
  if (window.checkIn) conditions.push(gte(bookingRequests.checkIn, window.checkIn.from), lte(bookingRequests.checkIn, window.checkIn.to));
  if (window.checkOut) conditions.push(gte(bookingRequests.checkOut, window.checkOut.from), lte(bookingRequests.checkOut, window.checkOut.to));
  const rows = await joinListing(db.select(columns).from(bookingRequests).$dynamic(), bookingRequests.listingId)
    .where(and(...conditions))
    .orderBy(asc(bookingRequests.checkIn), asc(bookingRequests.id))
    .limit(limit);
  return rows.map(toStay);
}

/** One approved stay by its request id; null when there is none or it is no longer approved. */
export async function findApprovedStay(id: string, db: Database = getDb()): Promise<ApprovedStay | null> {
  const [row] = await joinListing(db.select(columns).from(bookingRequests).$dynamic(), bookingRequests.listingId)
    .where(and(eq(bookingRequests.id, id), eq(bookingRequests.status, "approved")))
    .limit(1);
  return row ? toStay(row) : null;
}
