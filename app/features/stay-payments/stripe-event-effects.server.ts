import { and, eq } from "drizzle-orm";
import { recordAudit } from "~/features/audit/index.server";
import { enqueueMail } from "~/features/mail/index.server";
import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import type { Database } from "~/shared/db/client.server";
import { stayAccounts, stayPayments, type StayPaymentRow } from "./stay-account.table";
import { planRefund } from "./refunds.server";
import { stayPageUrl } from "./stay-account.server";
import { balanceFailedMail, paymentReceivedMail, refundedAfterCancellationMail } from "./stay-payment-mail";
import { isCharge, ledgerOf } from "./stay-money";
import { mailStay, type StayRecord } from "./stay-record.server";
import { STRIPE_ACTOR } from "./stripe-event-flags.server";

/**
 * What a verified Stripe event does to the payment it was matched to
 * (apply-stripe-event.server.ts matches it first), inside the event's
 * transaction with the stay locked. Each only moves a payment forward.
 */

export type EventOutcome = "applied" | "duplicate" | "ignored" | "flagged";

/**
 * A charge went through. The money is kept when the stay is still approved
 * and nothing else already paid for the same thing; otherwise (cancelled or
 * released meanwhile, or paid twice) it is refunded in full at once,
 * audited, and the brokerage told.
 */
export async function charged(tx: Database, record: StayRecord, row: StayPaymentRow, intentId: string | null, paymentMethodId: string | null, refunds: StayPaymentRow[]): Promise<EventOutcome> {
  if (paymentMethodId && record.account) {
    await tx.update(stayAccounts).set({ stripePaymentMethodId: paymentMethodId, updatedAt: new Date() }).where(eq(stayAccounts.bookingRequestId, record.booking.id));
  }
  if (row.status === "succeeded") return "applied";
  const now = new Date();
  const [settled] = await tx
    .update(stayPayments)
    .set({ status: "succeeded", paymentIntentId: row.paymentIntentId ?? intentId, settledAt: now, failureMessage: null })
    .where(eq(stayPayments.id, row.id))
    .returning();
  const payments = record.payments.map((payment) => (payment.id === row.id ? settled! : payment));
  const sameThing = (other: StayPaymentRow) => other.kind === row.kind || other.kind === "full" || row.kind === "full";
  const paidTwice = payments.some((other) => other.id !== row.id && isCharge(other.kind) && other.status === "succeeded" && sameThing(other));
  if (record.booking.status !== "approved" || paidTwice) {
    const reason = paidTwice ? "paid twice" : "paid after cancellation";
    refunds.push(...(await planRefund(tx, { ...record, payments }, settled!.amountCents, reason, settled)));
    await recordAudit(
      {
        actor: STRIPE_ACTOR,
        action: "payment.refunded_automatically",
        subject: { type: "booking_request", id: record.booking.id },
        before: { bookingStatus: record.booking.status },
        after: { paymentId: row.id, kind: row.kind, amountCents: settled!.amountCents, reason },
      },
      tx,
    );
    const reviewUrl = `${getConfig().publicUrl}/admin/admindashboard/bookings/${record.booking.id}`;
    await enqueueMail(tx, { to: getConfig().mail.to ?? site.email, ...refundedAfterCancellationMail({ ...mailStay(record), guestName: record.booking.guestName }, settled!.amountCents, reviewUrl) });
    return "applied";
  }
  const ledger = ledgerOf(payments);
  const mail = paymentReceivedMail(
    mailStay(record),
    {
      kind: row.kind === "refund" || row.kind === "damage_hold" ? "deposit" : row.kind,
      amountCents: settled!.amountCents,
      paidCents: ledger.netPaidCents,
      totalCents: record.account?.totalCents ?? ledger.netPaidCents,
      balanceDueOn: record.account?.balanceDueOn ?? null,
    },
    stayPageUrl(record.booking.id),
  );
  await enqueueMail(tx, { to: record.booking.email, ...mail });
  return "applied";
}

/** An off-session charge was declined or canceled: a pending one is failed; a failed balance sends the guest a link to pay it. */
export async function chargeFailed(tx: Database, record: StayRecord, row: StayPaymentRow, message: string): Promise<EventOutcome> {
  const [failed] = await tx
    .update(stayPayments)
    .set({ status: "failed", failureMessage: message.slice(0, 500), settledAt: new Date() })
    .where(and(eq(stayPayments.id, row.id), eq(stayPayments.status, "pending")))
    .returning();
  if (!failed) return "ignored";
  if (failed.kind === "balance" && record.booking.status === "approved") {
    await enqueueMail(tx, { to: record.booking.email, ...balanceFailedMail(mailStay(record), failed.amountCents, stayPageUrl(record.booking.id)) });
  }
  return "applied";
}

/** A damage hold moved: placed on the card (held) or let go (released); only forward. */
export async function moveHold(tx: Database, row: StayPaymentRow, from: Array<"pending" | "held">, to: "held" | "released"): Promise<EventOutcome> {
  if (!from.includes(row.status as "pending" | "held")) return "ignored";
  await tx.update(stayPayments).set({ status: to, settledAt: new Date() }).where(eq(stayPayments.id, row.id));
  return "applied";
}
