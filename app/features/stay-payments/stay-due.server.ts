import type { StayView } from "./stay-page.server";
import { firstPaymentCents, ledgerOf } from "./stay-money";
import type { StayRecord } from "./stay-record.server";

/** What the guest pays now on Stripe's page: the deposit, the whole stay (approved inside the balance window), or a balance whose charge failed. */
export type DueNow = { kind: "deposit" | "balance" | "full"; amountCents: number };

/** What the guest owes now: the first payment of the schedule until one is made, then the balance once its off-session charge failed. */
export function dueOf(record: StayRecord, paymentsOn: boolean): DueNow | null {
  const { account, booking } = record;
  if (!paymentsOn || !account || booking.status !== "approved") return null;
  const ledger = ledgerOf(record.payments);
  if (ledger.chargedCents === 0) return { kind: account.paymentSchedule === "in_full" ? "full" : "deposit", amountCents: firstPaymentCents(account) };
  const left = account.totalCents - ledger.chargedCents;
  const lastBalance = record.payments.filter((payment) => payment.kind === "balance").at(-1);
  return left > 0 && lastBalance?.status === "failed" ? { kind: "balance", amountCents: left } : null;
}

/** The balance the job will charge and its day: only for an approved stay paid by deposit and balance whose balance is not charged or asked for yet. */
export function nextChargeOf(record: StayRecord, paymentsOn: boolean): StayView["nextCharge"] {
  const { account, booking } = record;
  if (!paymentsOn || !account || booking.status !== "approved" || account.paymentSchedule === "in_full" || !account.balanceDueOn) return null;
  if (account.balanceClaimedAt || record.payments.some((payment) => payment.kind === "balance" || payment.kind === "full")) return null;
  const left = account.totalCents - account.depositCents;
  return left > 0 ? { amountCents: left, on: account.balanceDueOn } : null;
}

