import { and, eq, inArray } from "drizzle-orm";
import { recordAudit } from "~/features/audit/index.server";
import { enqueueMail } from "~/features/mail/index.server";
import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { getDb, type Database } from "~/shared/db/client.server";
import { isUuid } from "~/shared/lib/uuid";
import { stayAccounts, stayPayments, stripeEvents, type StayPaymentRow } from "../stay-account.table";
import { planRefund, sendRefunds } from "./refunds.server";
import { stayPageUrl } from "./stay-account.server";
import { balanceFailedMail, paymentReceivedMail, refundedAfterCancellationMail } from "./stay-mail";
import { ledgerOf } from "./stay-money";
import { mailStay, readStay } from "./stay-record.server";
import type { Stripe } from "./stripe-client.server";

/** Who the audit log names for what Stripe's verified webhooks change. */
export const STRIPE_ACTOR = { id: null, email: "stripe-webhook" } as const;

type Metadata = Record<string, string> | null | undefined;

/** Our payment row's id from a Stripe object's metadata (we put it there when asking), or null. */
function paymentIdOf(metadata: Metadata): string | null {
  const id = metadata?.payment_id;
  return typeof id === "string" && isUuid(id) ? id : null;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

export type EventOutcome = "applied" | "duplicate" | "ignored";

/**
 * Applies one verified Stripe event, once: the event's id is recorded in
 * the same transaction as its effect, so a second delivery (a retry, a
 * duplicate) finds it and changes nothing. Effects only move a payment
 * forward (pending to succeeded, failed, held or released, never back),
 * and each is keyed by our payment row's id from the object's metadata, so
 * events may arrive in any order. Refunds the event calls for (money that
 * arrived for a cancelled stay, or a second payment of the same thing) are
 * recorded here and sent to Stripe after the commit.
 */
export async function applyStripeEvent(event: Stripe.Event): Promise<EventOutcome> {
  const refunds: StayPaymentRow[] = [];
  const outcome = await getDb().transaction(async (tx): Promise<EventOutcome> => {
    const [fresh] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: stripeEvents.id });
    if (!fresh) return "duplicate";
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const session = event.data.object;
        if (session.payment_status !== "paid") return "ignored";
        return charged(tx, paymentIdOf(session.metadata), idOf(session.payment_intent), null, refunds);
      }
      case "payment_intent.succeeded": {
        const intent = event.data.object;
        return charged(tx, paymentIdOf(intent.metadata), intent.id, idOf(intent.payment_method), refunds);
      }
      case "payment_intent.payment_failed": {
        const intent = event.data.object;
        return chargeFailed(tx, paymentIdOf(intent.metadata), intent.id, intent.last_payment_error?.message ?? "The card was declined.");
      }
      case "payment_intent.amount_capturable_updated": {
        const intent = event.data.object;
        return moveHold(tx, paymentIdOf(intent.metadata), intent.id, ["pending"], "held");
      }
      case "payment_intent.canceled": {
        const intent = event.data.object;
        const hold = await moveHold(tx, paymentIdOf(intent.metadata), intent.id, ["pending", "held"], "released");
        return hold === "applied" ? hold : chargeFailed(tx, paymentIdOf(intent.metadata), intent.id, "The payment was canceled.");
      }
      case "refund.created":
      case "refund.updated": {
        const refund = event.data.object;
        const status = refund.status === "succeeded" ? "succeeded" : refund.status === "failed" || refund.status === "canceled" ? "failed" : null;
        return status ? refundSettled(tx, paymentIdOf(refund.metadata as Metadata), refund.id, status, refund.failure_reason ?? null) : "ignored";
      }
      default:
        return "ignored";
    }
  });
  if (refunds.length > 0) await sendRefunds(refunds);
  return outcome;
}

/**
 * A deposit or balance charge went through. The money is kept when the
 * stay is still approved and this is its first such payment; otherwise
 * (cancelled or released meanwhile, or paid twice) it is refunded in full
 * at once, audited, and the brokerage told.
 */
async function charged(tx: Database, paymentId: string | null, intentId: string | null, paymentMethodId: string | null, refunds: StayPaymentRow[]): Promise<EventOutcome> {
  if (!paymentId) return "ignored";
  const [payment] = await tx.select().from(stayPayments).where(eq(stayPayments.id, paymentId));
  if (!payment || (payment.kind !== "deposit" && payment.kind !== "balance")) return "ignored";
  const record = await readStay(tx, payment.bookingRequestId, { lock: true });
  if (!record) return "ignored";
  const current = record.payments.find((row) => row.id === paymentId)!;
  if (paymentMethodId && record.account) {
    await tx.update(stayAccounts).set({ stripePaymentMethodId: paymentMethodId, updatedAt: new Date() }).where(eq(stayAccounts.bookingRequestId, record.booking.id));
  }
  if (current.status === "succeeded") return "applied";
  const now = new Date();
  const [settled] = await tx
    .update(stayPayments)
    .set({ status: "succeeded", paymentIntentId: intentId ?? current.paymentIntentId, settledAt: now, failureMessage: null })
    .where(eq(stayPayments.id, paymentId))
    .returning();
  const payments = record.payments.map((row) => (row.id === paymentId ? settled! : row));
  const paidTwice = payments.some((row) => row.id !== paymentId && row.kind === current.kind && row.status === "succeeded");
  if (record.booking.status !== "approved" || paidTwice) {
    const reason = paidTwice ? "paid twice" : "paid after cancellation";
    refunds.push(...(await planRefund(tx, { ...record, payments }, settled!.amountCents, reason, settled)));
    await recordAudit(
      {
        actor: STRIPE_ACTOR,
        action: "payment.refunded_automatically",
        subject: { type: "booking_request", id: record.booking.id },
        before: { bookingStatus: record.booking.status },
        after: { paymentId, kind: current.kind, amountCents: settled!.amountCents, reason },
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
    { kind: current.kind === "balance" ? "balance" : "deposit", amountCents: settled!.amountCents, paidCents: ledger.keptCents, totalCents: record.account?.totalCents ?? ledger.keptCents, balanceDueOn: record.account?.balanceDueOn ?? null },
    stayPageUrl(record.booking.id),
  );
  await enqueueMail(tx, { to: record.booking.email, ...mail });
  return "applied";
}

/** A charge was declined or canceled: a pending one is failed; a failed balance sends the guest a link to pay it. */
async function chargeFailed(tx: Database, paymentId: string | null, intentId: string, message: string): Promise<EventOutcome> {
  if (!paymentId) return "ignored";
  const [failed] = await tx
    .update(stayPayments)
    .set({ status: "failed", paymentIntentId: intentId, failureMessage: message.slice(0, 500), settledAt: new Date() })
    .where(and(eq(stayPayments.id, paymentId), eq(stayPayments.status, "pending"), inArray(stayPayments.kind, ["deposit", "balance"])))
    .returning();
  if (!failed) return "ignored";
  if (failed.kind === "balance") {
    const record = await readStay(tx, failed.bookingRequestId);
    if (record?.booking.status === "approved") {
      await enqueueMail(tx, { to: record.booking.email, ...balanceFailedMail(mailStay(record), failed.amountCents, stayPageUrl(record.booking.id)) });
    }
  }
  return "applied";
}

/** A damage hold moved: placed on the card (held) or let go (released); only forward. */
async function moveHold(tx: Database, paymentId: string | null, intentId: string, from: Array<"pending" | "held">, to: "held" | "released"): Promise<EventOutcome> {
  if (!paymentId) return "ignored";
  const [moved] = await tx
    .update(stayPayments)
    .set({ status: to, paymentIntentId: intentId, settledAt: new Date() })
    .where(and(eq(stayPayments.id, paymentId), eq(stayPayments.kind, "damage_hold"), inArray(stayPayments.status, from)))
    .returning({ id: stayPayments.id });
  return moved ? "applied" : "ignored";
}

/** A refund went through (or failed): only a pending refund moves. */
async function refundSettled(tx: Database, paymentId: string | null, refundId: string, status: "succeeded" | "failed", reason: string | null): Promise<EventOutcome> {
  if (!paymentId) return "ignored";
  const [moved] = await tx
    .update(stayPayments)
    .set({ status, refundId, settledAt: new Date(), failureMessage: status === "failed" ? (reason ?? "The refund failed.") : null })
    .where(and(eq(stayPayments.id, paymentId), eq(stayPayments.kind, "refund"), eq(stayPayments.status, "pending")))
    .returning({ id: stayPayments.id });
  return moved ? "applied" : "ignored";
}
