import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { getConfig } from "~/shared/config/env.server";
import type { Database } from "~/shared/db/client.server";
import type { BookingRequestRow } from "~/features/stays/index.server";
import { stayAccounts, type StayAccountRow } from "./stay-account.table";
import { paymentsEnabled } from "./stripe-client.server";
import { todayOnIsland } from "~/shared/dates/island-days";
import { paymentScheduleFor, quoteTotalCents, splitTotal } from "./stay-money";
import { loadStayTerms } from "~/features/rental-rates/index.server";

/**
 * The key of a booking's guest page: an HMAC of the booking's id with the
 * site's secret, so the link can be made again for any later e-mail (a
 * failed balance's pay link) without keeping it, and cannot be guessed.
 */
export function stayKey(bookingId: string): string {
  return createHmac("sha256", getConfig().sessionSecret).update(`stay-page:${bookingId}`).digest("base64url");
}

/** Whether `key` opens the booking page of `bookingId` (compared in constant time). */
export function isStayKey(bookingId: string, key: string): boolean {
  const expected = Buffer.from(stayKey(bookingId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The guest's booking page. */
export function stayPageUrl(bookingId: string): string {
  return `${getConfig().publicUrl}/stay/${bookingId}/${stayKey(bookingId)}`;
}

/**
 * Keeps the rental's terms with a new booking request, as they stand now,
 * with the total and the deposit in cents. Called in the request's
 * transaction, so the request and its terms exist together.
 */
export async function openStayAccount(tx: Database, booking: Pick<BookingRequestRow, "id" | "listingId" | "quote">): Promise<StayAccountRow> {
  const terms = await loadStayTerms(booking.listingId, tx);
  const totalCents = quoteTotalCents(booking.quote);
  const { depositCents } = splitTotal(totalCents, terms.depositPercent);
  const [row] = await tx.insert(stayAccounts).values({ bookingRequestId: booking.id, terms, totalCents, depositCents }).onConflictDoNothing().returning();
  if (row) return row;
  const [existing] = await tx.select().from(stayAccounts).where(eq(stayAccounts.bookingRequestId, booking.id));
  return existing!;
}

export type PaymentRequest = { link: string; account: StayAccountRow };

/**
 * On approval, when card payments are on and the stay costs something: the
 * deposit's deadline (the terms' hours from now), the schedule decided once
 * (paymentScheduleFor: the whole stay now when the balance would fall due
 * by that deadline, else the deposit now and the balance on its day), and
 * the guest's link. Null keeps the approval as it always was (confirmed
 * without payment).
 */
export async function preparePaymentOnApproval(tx: Database, booking: BookingRequestRow, now: Date): Promise<PaymentRequest | null> {
  if (!paymentsEnabled()) return null;
  const [found] = await tx.select().from(stayAccounts).where(eq(stayAccounts.bookingRequestId, booking.id)).for("update");
  const account = found ?? (await openStayAccount(tx, booking));
  if (account.totalCents <= 0) return null;
  const depositDueAt = new Date(now.getTime() + account.terms.depositHoldHours * 3_600_000);
  const { schedule, balanceDueOn } = paymentScheduleFor(booking.checkIn, account.terms.balanceDaysBefore, todayOnIsland(depositDueAt));
  const [updated] = await tx
    .update(stayAccounts)
    .set({ depositDueAt, paymentSchedule: schedule, balanceDueOn, updatedAt: now })
    .where(eq(stayAccounts.bookingRequestId, booking.id))
    .returning();
  return { link: stayPageUrl(booking.id), account: updated! };
}
