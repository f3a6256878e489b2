import { asc, eq, sql } from "drizzle-orm";
import { rentalName } from "~/features/listings";
import { approvedRental, listingColumns as listing, selectListings } from "~/features/listings/index.server";
import type { Database } from "~/shared/db/client.server";
import { findBookingRequest, type BookingRequestRow } from "~/features/stays/index.server";
import { stayAccounts, stayPayments, type StayAccountRow, type StayPaymentRow } from "./stay-account.table";
import { ledgerOf } from "./stay-money";

/** A booking with its money: the request, its account (null before any), its payments oldest first, and the rental's name. */
export type StayRecord = {
  booking: BookingRequestRow;
  account: StayAccountRow | null;
  payments: StayPaymentRow[];
  propertyName: string;
  rentalSlug: string | null;
};

/**
 * Reads a stay. With `lock` (inside a transaction) the booking and its
 * account rows are locked until the transaction ends: every change to a
 * stay's money takes them first, so a webhook, the job and a cancellation
 * queue one behind the other.
 */
export async function readStay(db: Database, bookingId: string, options: { lock?: boolean } = {}): Promise<StayRecord | null> {
  const booking = await findBookingRequest(db, bookingId, options);
  if (!booking) return null;
  const accountQuery = db.select().from(stayAccounts).where(eq(stayAccounts.bookingRequestId, bookingId));
  const [account] = options.lock ? await accountQuery.for("update") : await accountQuery;
  const payments = await db.select().from(stayPayments).where(eq(stayPayments.bookingRequestId, bookingId)).orderBy(asc(stayPayments.createdAt), asc(stayPayments.id));
  const [rental] = await selectListings({ title: listing.title, propertyInfo: listing.propertyInfo, slug: listing.slug, approved: sql<boolean>`${approvedRental()}` }, db).where(eq(listing.id, booking.listingId));
  return {
    booking,
    account: account ?? null,
    payments,
    propertyName: rental ? rentalName(rental) : "your rental",
    rentalSlug: rental?.approved ? rental.slug : null,
  };
}

/**
 * Takes a stay's locks (its booking, then its account, the order readStay
 * takes them in) without reading the rest: for a Stripe request whose
 * answer must be stored before that stay's webhook events are applied.
 */
export async function lockStay(tx: Database, bookingId: string): Promise<void> {
  await findBookingRequest(tx, bookingId, { lock: true });
  await tx.select({ id: stayAccounts.bookingRequestId }).from(stayAccounts).where(eq(stayAccounts.bookingRequestId, bookingId)).for("update");
}

/** The stay as mails describe it. */
export function mailStay(record: StayRecord) {
  const { booking } = record;
  return { propertyName: record.propertyName, checkIn: booking.checkIn, checkOut: booking.checkOut, guests: booking.guests };
}

/** The stay's ledger (charged, refunded, refundable…) from its payments. */
export function ledgerOfStay(record: Pick<StayRecord, "payments">) {
  return ledgerOf(record.payments);
}
