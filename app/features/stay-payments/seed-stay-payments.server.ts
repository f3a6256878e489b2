import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/shared/db/client.server";
import { todayOnIsland } from "~/shared/dates/island-days";
import { findBookingRequest, findBookingRequestsOf } from "~/features/stays/index.server";
import { stayAccounts, stayPayments } from "./stay-account.table";
import { seedDemoStayTerms } from "~/features/rental-rates/index.server";
import { openStayAccount } from "./stay-account.server";
import { balanceDueOn, firstPaymentCents, paymentScheduleFor, quoteTotalCents, splitTotal } from "./stay-money";

/**
 * Demo stay terms and agreements for two demo rentals (rental-rates' seed
 * step), and the money side of Priya's approved stay at Villa Marisol (its
 * deposit paid), so that the stay terms and booking payments pages show
 * something at work. Idempotent.
 */
export async function seedDemoStayPayments(db: Database, now = new Date()): Promise<void> {
  const terms = await seedDemoStayTerms(db);
  const marisol = terms.get("Villa Marisol");
  if (!marisol) return;
  const [stay] = await findBookingRequestsOf(db, marisol.listingId, "priya.n@example.com", "approved");
  if (!stay) return;
  const { terms: stayTerms } = marisol;
  const totalCents = quoteTotalCents(stay.quote);
  const { depositCents } = splitTotal(totalCents, stayTerms.depositPercent);
  const [account] = await db
    .insert(stayAccounts)
    .values({ bookingRequestId: stay.id, terms: stayTerms, totalCents, depositCents, depositDueAt: now, paymentSchedule: "deposit_and_balance", balanceDueOn: balanceDueOn(stay.checkIn, stayTerms.balanceDaysBefore), stripeCustomerId: "cus_demo" })
    .onConflictDoNothing()
    .returning();
  if (account && depositCents > 0) {
    await db.insert(stayPayments).values({ bookingRequestId: stay.id, kind: "deposit", amountCents: depositCents, status: "succeeded", paymentIntentId: "pi_demo_deposit", settledAt: now });
  }
}

/**
 * A past demo stay paid as the site records a paid stay: its account opened
 * under the rental's terms, the schedule decided at its approval, the first
 * payment succeeded then and the balance, if any, on its day (each as the
 * verified webhook leaves it). Answers whether it added them: a stay that
 * already has an account, is not approved or checks out after `checkedOutBy`
 * is left alone.
 */
export async function seedDemoStayPaid(db: Database, bookingId: string, checkedOutBy: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const booking = await findBookingRequest(tx, bookingId, { lock: true });
    if (!booking || booking.status !== "approved" || !booking.approvedAt || booking.checkOut > checkedOutBy) return false;
    const [found] = await tx.select({ id: stayAccounts.bookingRequestId }).from(stayAccounts).where(eq(stayAccounts.bookingRequestId, bookingId));
    if (found) return false;
    const account = await openStayAccount(tx, booking);
    if (account.totalCents <= 0) return false;
    const approvedAt = booking.approvedAt;
    const { schedule, balanceDueOn: dueOn } = paymentScheduleFor(booking.checkIn, account.terms.balanceDaysBefore, todayOnIsland(approvedAt));
    await tx.update(stayAccounts).set({ depositDueAt: approvedAt, paymentSchedule: schedule, balanceDueOn: dueOn, stripeCustomerId: "cus_demo", updatedAt: approvedAt }).where(eq(stayAccounts.bookingRequestId, bookingId));
    const first = firstPaymentCents({ ...account, paymentSchedule: schedule });
    const paidAt = new Date(approvedAt.getTime() + 3_600_000);
    await tx.insert(stayPayments).values({ bookingRequestId: bookingId, kind: schedule === "in_full" ? "full" : "deposit", amountCents: first, status: "succeeded", paymentIntentId: `pi_demo_${bookingId}_1`, createdAt: approvedAt, settledAt: paidAt });
    if (dueOn && account.totalCents > first) {
      const balanceAt = new Date(`${dueOn}T14:00:00Z`);
      await tx.insert(stayPayments).values({ bookingRequestId: bookingId, kind: "balance", amountCents: account.totalCents - first, status: "succeeded", paymentIntentId: `pi_demo_${bookingId}_2`, createdAt: balanceAt, settledAt: balanceAt });
    }
    return true;
  });
}

/**
 * A refund of a demo stay's first charge, succeeded at `at` as the office's
 * refund leaves it once Stripe confirms it. Once per stay and `key`: answers
 * whether it added it.
 */
export async function seedDemoStayRefund(db: Database, bookingId: string, refund: { key: string; amountCents: number; at: Date; reason: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [charge] = await tx.select().from(stayPayments).where(and(eq(stayPayments.bookingRequestId, bookingId), eq(stayPayments.status, "succeeded"), inArray(stayPayments.kind, ["deposit", "full"])));
    if (!charge || refund.amountCents <= 0 || refund.amountCents > charge.amountCents) return false;
    const inserted = await tx
      .insert(stayPayments)
      .values({ bookingRequestId: bookingId, kind: "refund", refundOf: charge.id, reason: refund.reason, amountCents: refund.amountCents, status: "succeeded", refundId: `re_demo_${bookingId}_${refund.key}`, createdAt: refund.at, settledAt: refund.at })
      .onConflictDoNothing()
      .returning({ id: stayPayments.id });
    return inserted.length > 0;
  });
}
