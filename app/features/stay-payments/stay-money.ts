import { addDays, daysBetween } from "~/shared/dates/island-days";
import { formatCents } from "~/shared/lib/money";
import type { CancellationTier } from "~/features/rental-rates";

export { formatCents };

/**
 * The one calculation of a stay's money, in integer cents: the deposit's
 * share of the total, the balance, when the balance falls due, and the
 * refund a cancellation earns under the policy. Pure and safe in the
 * browser; every amount shown or charged comes from here.
 */

/** A stored quote's total in cents (none without a quote). */
export function quoteTotalCents(quote: { totalCents: number } | null | undefined): number {
  return quote && Number.isInteger(quote.totalCents) ? quote.totalCents : 0;
}

/** The deposit (the percent's share, rounded to the cent) and the balance (the rest), which add up to the total. */
export function splitTotal(totalCents: number, depositPercent: number): { depositCents: number; balanceCents: number } {
  const depositCents = Math.min(totalCents, Math.round((totalCents * depositPercent) / 100));
  return { depositCents, balanceCents: totalCents - depositCents };
}

/** The island day the balance is charged: `days` before check-in. */
export function balanceDueOn(checkIn: string, days: number): string {
  return addDays(checkIn, -days);
}

/** How a stay is paid, decided once at approval and kept with the booking. */
export type PaymentSchedule = "deposit_and_balance" | "in_full";

/**
 * The schedule of a stay approved on `approvalDay` whose deposit may be paid
 * until `depositDeadlineDay`: when the balance would fall due on or before
 * that day (the stay is approved inside the balance window), the guest pays
 * the whole stay in one Checkout and nothing is charged later; otherwise the
 * deposit now and the balance on its day, which is the day the job charges it.
 */
export function paymentScheduleFor(checkIn: string, balanceDaysBefore: number, depositDeadlineDay: string): { schedule: PaymentSchedule; balanceDueOn: string | null } {
  const due = balanceDueOn(checkIn, balanceDaysBefore);
  return due <= depositDeadlineDay ? { schedule: "in_full", balanceDueOn: null } : { schedule: "deposit_and_balance", balanceDueOn: due };
}

/** What the guest pays first under the schedule: the whole stay, or the deposit. */
export function firstPaymentCents(account: { paymentSchedule: PaymentSchedule | null; totalCents: number; depositCents: number }): number {
  return account.paymentSchedule === "in_full" ? account.totalCents : account.depositCents;
}

/** The percent of what was paid that a cancellation on `today` earns back (0 when no tier applies). */
export function refundPercentFor(tiers: readonly CancellationTier[], today: string, checkIn: string): number {
  const daysLeft = daysBetween(today, checkIn);
  const tier = [...tiers].sort((a, b) => b.daysBefore - a.daysBefore).find((step) => daysLeft >= step.daysBefore);
  return tier?.refundPercent ?? 0;
}

/** The refund, in cents, of a cancellation on `today` of a stay with `paidCents` paid and not yet refunded (rounded down). */
export function cancellationRefundCents(paidCents: number, tiers: readonly CancellationTier[], today: string, checkIn: string): number {
  return Math.floor((Math.max(paidCents, 0) * refundPercentFor(tiers, today, checkIn)) / 100);
}

export type LedgerEntry = { kind: "deposit" | "balance" | "full" | "refund" | "damage_hold"; status: string; amountCents: number };

/** Whether a payment kind takes money from the guest's card (rather than giving it back or only holding it). */
export const isCharge = (kind: string): kind is "deposit" | "balance" | "full" => kind === "deposit" || kind === "balance" || kind === "full";

/**
 * What a stay's payments add up to, as a guest reads a ledger: paid
 * (charged), refunded (made, and on its way), net paid (the difference),
 * held on the card, and what is kept (charged less refunds made).
 */
export function ledgerOf(entries: readonly LedgerEntry[]) {
  let chargedCents = 0;
  let refundedCents = 0;
  let refundingCents = 0;
  let heldCents = 0;
  for (const entry of entries) {
    if (isCharge(entry.kind) && entry.status === "succeeded") chargedCents += entry.amountCents;
    if (entry.kind === "refund" && entry.status === "succeeded") refundedCents += entry.amountCents;
    if (entry.kind === "refund" && entry.status === "pending") refundingCents += entry.amountCents;
    if (entry.kind === "damage_hold" && entry.status === "held") heldCents += entry.amountCents;
  }
  /** Paid and neither refunded nor on its way back: the most a new refund may be. */
  const refundableCents = chargedCents - refundedCents - refundingCents;
  return { chargedCents, refundedCents, refundingCents, heldCents, refundableCents, keptCents: chargedCents - refundedCents, netPaidCents: refundableCents };
}
