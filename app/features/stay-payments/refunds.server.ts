import { and, eq, isNull, lt } from "drizzle-orm";
import type { Database } from "~/shared/db/client.server";
import { getDb } from "~/shared/db/client.server";
import { logger } from "~/shared/lib/logger.server";
import { stayPayments, type StayPaymentRow } from "./stay-account.table";
import { lockStay, type StayRecord } from "./stay-record.server";
import { formatCents, isCharge, ledgerOf } from "./stay-money";
import { getStripe, Stripe, stripeErrorText } from "./stripe-client.server";

export const REFUND_MESSAGES = {
  tooLarge: (refundableCents: number) =>
    `A refund cannot be more than what was paid and not yet refunded (${formatCents(refundableCents)}). Nothing was changed.`,
  nothingPaid: "Nothing has been paid for this stay, so there is nothing to refund.",
} as const;

/** Thrown inside a transaction to roll it back: the refund asked for is more than the guest paid. */
export class RefundTooLarge extends Error {
  constructor(readonly refundableCents: number) {
    super(REFUND_MESSAGES.tooLarge(refundableCents));
  }
}

/**
 * Records the refund of `cents` of a stay's payments (rows "pending", to be
 * sent to Stripe after the commit by sendRefunds), spread over its charges,
 * the latest first, each no more than what is left of it. `record` must have
 * been read with its lock in `tx`. More than paid and not yet refunded is
 * refused (RefundTooLarge), so the sum of refunds never passes the charges.
 */
export async function planRefund(tx: Database, record: StayRecord, cents: number, reason: string, only?: StayPaymentRow): Promise<StayPaymentRow[]> {
  const ledger = ledgerOf(record.payments);
  if (cents <= 0) return [];
  if (cents > ledger.refundableCents) throw new RefundTooLarge(ledger.refundableCents);
  const charges = record.payments
    .filter((payment) => isCharge(payment.kind) && payment.status === "succeeded" && (!only || payment.id === only.id))
    .reverse();
  const rows: StayPaymentRow[] = [];
  let left = cents;
  for (const charge of charges) {
    if (left <= 0) break;
    const taken = record.payments
      .filter((payment) => payment.kind === "refund" && payment.refundOf === charge.id && payment.status !== "failed")
      .reduce((sum, payment) => sum + payment.amountCents, 0);
    const amount = Math.min(left, charge.amountCents - taken);
    if (amount <= 0) continue;
    const [row] = await tx
      .insert(stayPayments)
      .values({ bookingRequestId: record.booking.id, kind: "refund", amountCents: amount, refundOf: charge.id, paymentIntentId: charge.paymentIntentId, reason })
      .returning();
    rows.push(row!);
    left -= amount;
  }
  if (left > 0) throw new RefundTooLarge(cents - left);
  return rows;
}

/**
 * Asks Stripe for each recorded refund (after its transaction committed),
 * with the row's id as the idempotency key, so asking twice refunds once.
 * The stay's lock is held while asking and the refund's id is stored before
 * it is released: Stripe may send the refund's events before it answers, and
 * they wait for the lock, so they always find the id they must match.
 * Stripe's answer only names the refund; the refund counts as made when
 * its verified webhook says so. A refusal (e.g. more than the charge) fails
 * the row with Stripe's words; a network failure leaves it for the job.
 */
export async function sendRefunds(rows: readonly StayPaymentRow[]): Promise<void> {
  for (const row of rows) {
    try {
      await getDb().transaction(async (tx) => {
        await lockStay(tx, row.bookingRequestId);
        const refund = await getStripe().refunds.create(
          { payment_intent: row.paymentIntentId!, amount: row.amountCents, metadata: { payment_id: row.id, booking_id: row.bookingRequestId } },
          { idempotencyKey: `refund-${row.id}` },
        );
        await tx.update(stayPayments).set({ refundId: refund.id }).where(and(eq(stayPayments.id, row.id), isNull(stayPayments.refundId)));
      });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
        logger.error("Stripe refused a refund", { paymentId: row.id, bookingId: row.bookingRequestId, reason: stripeErrorText(error) });
        await getDb()
          .update(stayPayments)
          .set({ status: "failed", failureMessage: error.message.slice(0, 500), settledAt: new Date() })
          .where(and(eq(stayPayments.id, row.id), eq(stayPayments.status, "pending")));
      } else {
        logger.warn("A refund could not be sent to Stripe now; the payments job tries again", { paymentId: row.id, reason: stripeErrorText(error) });
      }
    }
  }
}

/** Refunds recorded but not yet answered by Stripe (a network failure), older than `olderThan`: the job sends them again. */
export async function unsentRefunds(olderThan: Date): Promise<StayPaymentRow[]> {
  return getDb()
    .select()
    .from(stayPayments)
    .where(and(eq(stayPayments.kind, "refund"), eq(stayPayments.status, "pending"), isNull(stayPayments.refundId), lt(stayPayments.createdAt, olderThan)));
}
