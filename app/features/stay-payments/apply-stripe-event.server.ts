import { and, eq, ne } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { isUuid } from "~/shared/lib/uuid";
import { stayAccounts, stayPayments, stripeEvents, type StayPaymentRow } from "./stay-account.table";
import { CHECKOUT_EXPIRED } from "./payment-status";
import { differencesFrom, metadataValue, type Seen } from "./event-match";
import { sendRefunds } from "./refunds.server";
import { isCharge } from "./stay-money";
import { readStay, type StayRecord } from "./stay-record.server";
import { charged, chargeFailed, moveHold, type EventOutcome } from "./stripe-event-effects.server";
import { flagStripeEvent, STRIPE_ACTOR, storableValue } from "./stripe-event-flags.server";

export { STRIPE_ACTOR };

/** A verified event whose envelope is well formed (stripe-webhook.server.ts checks it): its object is any JSON object. */
export type WebhookEvent = { id: string; type: string; object: Record<string, unknown> };

export type { EventOutcome };

/**
 * An event for one of our off-session charges that arrived before the
 * charge's answer was stored (the answer was lost and the job asks again):
 * not applied now, so the webhook answers 503 and Stripe delivers it again.
 */
export class EventNotYetKnown extends Error {}

const text = (value: unknown) => (typeof value === "string" ? value : null);
const idOf = (value: unknown) => text(value) ?? text(value && typeof value === "object" ? (value as { id?: unknown }).id : null);
const uuidIn = (metadata: unknown, key: string) => {
  const value = metadataValue(metadata, key);
  return typeof value === "string" && isUuid(value) ? value : null;
};
/** Whether an object says it is ours (our metadata keys), so that not finding it is worth the office's attention. */
const claimsOurs = (metadata: unknown) => metadataValue(metadata, "payment_id") !== undefined || metadataValue(metadata, "booking_id") !== undefined;

/**
 * Applies one verified Stripe event, once: the event's id is recorded in
 * the same transaction as its effect, so a second delivery changes nothing.
 * An event moves a payment only when its object is the one stored for that
 * payment row (the Checkout session, payment intent or refund id we kept
 * when asking), with the row's amount and currency, and our metadata names
 * that row and its booking; anything else that names our rows is flagged
 * for the office with the differences and changes no payment. Effects only
 * move a payment forward, so events may arrive in any order. Refunds the
 * event calls for are recorded here and sent to Stripe after the commit.
 */
export async function applyStripeEvent(event: WebhookEvent): Promise<EventOutcome> {
  const refunds: StayPaymentRow[] = [];
  const outcome = await getDb().transaction(async (tx): Promise<EventOutcome> => {
    const [fresh] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: stripeEvents.id });
    if (!fresh) return "duplicate";
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        return event.object.payment_status === "paid" ? onSession(tx, event, "paid", refunds) : "ignored";
      case "checkout.session.expired":
        return onSession(tx, event, "expired", refunds);
      case "payment_intent.succeeded":
      case "payment_intent.payment_failed":
      case "payment_intent.amount_capturable_updated":
      case "payment_intent.canceled":
        return onIntent(tx, event, refunds);
      case "refund.created":
      case "refund.updated":
        return onRefund(tx, event);
      default:
        return "ignored";
    }
  });
  if (refunds.length > 0) await sendRefunds(refunds);
  return outcome;
}

type Stored = "checkout" | "intent" | "refund";
const storedIdOf = (row: StayPaymentRow, by: Stored) => (by === "checkout" ? row.checkoutSessionId : by === "refund" ? row.refundId : isCharge(row.kind) || row.kind === "damage_hold" ? row.paymentIntentId : null);
const column = { checkout: stayPayments.checkoutSessionId, intent: stayPayments.paymentIntentId, refund: stayPayments.refundId } as const;

/** The stay an object concerns, locked: the row that stored its id, the row its metadata names, and the stay they belong to. */
type Target = { record: StayRecord; row: StayPaymentRow | undefined; named: StayPaymentRow | undefined };

async function targetOf(tx: Database, by: Stored, objectId: string | null, metadata: unknown, otherBookingId: string | null = null): Promise<Target | null> {
  const [stored] = objectId
    ? await tx
        .select({ bookingId: stayPayments.bookingRequestId })
        .from(stayPayments)
        .where(and(eq(column[by], objectId), by === "intent" ? ne(stayPayments.kind, "refund") : undefined))
        .limit(1)
    : [];
  const paymentId = uuidIn(metadata, "payment_id");
  const [named] = paymentId ? await tx.select({ bookingId: stayPayments.bookingRequestId }).from(stayPayments).where(eq(stayPayments.id, paymentId)) : [];
  const bookingId = stored?.bookingId ?? named?.bookingId ?? uuidIn(metadata, "booking_id") ?? otherBookingId;
  const record = bookingId ? await readStay(tx, bookingId, { lock: true }) : null;
  if (!record) return null;
  // Read again under the lock: a Stripe answer stored meanwhile counts.
  return {
    record,
    row: objectId ? record.payments.find((payment) => storedIdOf(payment, by) === objectId) : undefined,
    named: record.payments.find((payment) => payment.id === paymentId),
  };
}

function seenOf(object: Record<string, unknown>, amountKey: string): Seen {
  return { objectId: object.id, amount: object[amountKey], currency: object.currency, metadata: object.metadata, paymentIntent: idOf(object.payment_intent) };
}

async function flag(tx: Database, event: WebhookEvent, target: Target | null, row: StayPaymentRow | undefined, differences: string[], seen: Seen): Promise<EventOutcome> {
  await flagStripeEvent(tx, {
    eventId: event.id,
    eventType: event.type,
    record: target?.record ?? null,
    paymentId: row?.id ?? null,
    differences,
    details: {
      objectId: storableValue(seen.objectId),
      amount: storableValue(seen.amount),
      currency: storableValue(seen.currency),
      bookingId: storableValue(metadataValue(seen.metadata, "booking_id")),
      paymentId: storableValue(metadataValue(seen.metadata, "payment_id")),
      expected: row ? { paymentId: row.id, bookingId: row.bookingRequestId, amountCents: row.amountCents, kind: row.kind, status: row.status } : null,
    },
  });
  return "flagged";
}

const notStored = (what: string, seen: Seen) => [`${what} ${JSON.stringify(String(seen.objectId ?? "none").slice(0, 80))} is not the one stored for any payment of this booking`];

/** A Checkout session was paid (or expired): applied only to the payment row that stored this session. */
async function onSession(tx: Database, event: WebhookEvent, kind: "paid" | "expired", refunds: StayPaymentRow[]): Promise<EventOutcome> {
  const session = event.object;
  const seen = seenOf(session, "amount_total");
  const target = await targetOf(tx, "checkout", text(session.id), session.metadata);
  const row = target?.row;
  if (!target || !row) {
    if (kind === "expired" || (!target && !claimsOurs(session.metadata))) return "ignored";
    return flag(tx, event, target, target?.named, notStored("Checkout session", seen), seen);
  }
  const differences = differencesFrom({ storedId: row.checkoutSessionId, paymentId: row.id, bookingId: row.bookingRequestId, amountCents: row.amountCents }, seen);
  const intentId = seen.paymentIntent as string | null;
  if (row.paymentIntentId && intentId !== row.paymentIntentId) differences.push(`payment intent ${intentId ?? "none"}, expected ${row.paymentIntentId}`);
  if (kind === "expired") {
    if (differences.length > 0 || row.status !== "pending") return "ignored";
    await tx
      .update(stayPayments)
      .set({ status: "failed", failureMessage: CHECKOUT_EXPIRED, settledAt: new Date() })
      .where(and(eq(stayPayments.id, row.id), eq(stayPayments.status, "pending")));
    return "applied";
  }
  if (!isCharge(row.kind)) differences.push(`payment ${row.id} is a ${row.kind}, not a charge`);
  if (differences.length > 0) return flag(tx, event, target, row, differences, seen);
  return charged(tx, target.record, row, intentId, null, refunds);
}

/** A payment intent moved: applied only to the payment row that stored this intent. */
async function onIntent(tx: Database, event: WebhookEvent, refunds: StayPaymentRow[]): Promise<EventOutcome> {
  const intent = event.object;
  const intentId = text(intent.id);
  const seen = seenOf(intent, "amount");
  const target = await targetOf(tx, "intent", intentId, intent.metadata);
  if (!target) return claimsOurs(intent.metadata) ? flag(tx, event, null, undefined, notStored("Payment intent", seen), seen) : "ignored";
  const { record, row, named } = target;
  const account = record.account;
  const ownCustomer = Boolean(account?.stripeCustomerId) && idOf(intent.customer) === account?.stripeCustomerId;
  const paymentMethod = ownCustomer ? idOf(intent.payment_method) : null;
  if (!row) {
    // Ours by name, but its id is not stored yet.
    if (!named || named.paymentIntentId !== null || !isCharge(named.kind) && named.kind !== "damage_hold") return flag(tx, event, target, named, notStored("Payment intent", seen), seen);
    const differences = differencesFrom({ storedId: intentId, paymentId: named.id, bookingId: named.bookingRequestId, amountCents: named.amountCents }, seen);
    if (!ownCustomer) differences.push(`customer ${JSON.stringify(String(storableValue(idOf(intent.customer)) ?? "none"))}, expected ${account?.stripeCustomerId ?? "none"}`);
    if (differences.length > 0) return flag(tx, event, target, named, differences, seen);
    if (named.checkoutSessionId) {
      // Checkout's own intent, before the session's event: only the card is kept; the session's event marks the payment.
      if (event.type !== "payment_intent.succeeded" || !paymentMethod) return "ignored";
      await tx.update(stayAccounts).set({ stripePaymentMethodId: paymentMethod, updatedAt: new Date() }).where(eq(stayAccounts.bookingRequestId, record.booking.id));
      return "applied";
    }
    if (named.status === "pending") throw new EventNotYetKnown(`payment ${named.id} has no stored intent yet`);
    return flag(tx, event, target, named, notStored("Payment intent", seen), seen);
  }
  const differences = differencesFrom({ storedId: row.paymentIntentId, paymentId: row.id, bookingId: row.bookingRequestId, amountCents: row.amountCents }, seen);
  if (differences.length > 0) return flag(tx, event, target, row, differences, seen);
  const offSession = !row.checkoutSessionId;
  switch (event.type) {
    case "payment_intent.succeeded":
      return isCharge(row.kind) ? charged(tx, record, row, intentId, paymentMethod, refunds) : "ignored";
    case "payment_intent.payment_failed": {
      const error = intent.last_payment_error;
      const message = text(error && typeof error === "object" ? (error as { message?: unknown }).message : null) ?? "The card was declined.";
      return isCharge(row.kind) && offSession ? chargeFailed(tx, record, row, message) : "ignored";
    }
    case "payment_intent.amount_capturable_updated":
      return row.kind === "damage_hold" ? moveHold(tx, row, ["pending"], "held") : "ignored";
    default:
      if (row.kind === "damage_hold") return moveHold(tx, row, ["pending", "held"], "released");
      return isCharge(row.kind) && offSession ? chargeFailed(tx, record, row, "The payment was canceled.") : "ignored";
  }
}

/** A refund went through or failed: applied only to the refund row that stored this refund, from the charge it was made of. */
async function onRefund(tx: Database, event: WebhookEvent): Promise<EventOutcome> {
  const refund = event.object;
  const seen = seenOf(refund, "amount");
  const intentId = seen.paymentIntent as string | null;
  const [charge] = intentId
    ? await tx.select({ bookingId: stayPayments.bookingRequestId }).from(stayPayments).where(and(eq(stayPayments.paymentIntentId, intentId), ne(stayPayments.kind, "refund"))).limit(1)
    : [];
  const target = await targetOf(tx, "refund", text(refund.id), refund.metadata, charge?.bookingId ?? null);
  if (!target) return claimsOurs(refund.metadata) ? flag(tx, event, null, undefined, notStored("Refund", seen), seen) : "ignored";
  const row = target.row;
  if (!row) return flag(tx, event, target, target.named, [...notStored("Refund", seen), ...(target.named ? [] : ["it was not made from this site"])], seen);
  const differences = differencesFrom({ storedId: row.refundId, paymentId: row.id, bookingId: row.bookingRequestId, amountCents: row.amountCents, paymentIntentId: row.paymentIntentId }, seen);
  if (differences.length > 0) return flag(tx, event, target, row, differences, seen);
  const status = refund.status === "succeeded" ? "succeeded" : refund.status === "failed" || refund.status === "canceled" ? "failed" : null;
  if (!status) return "ignored";
  const [moved] = await tx
    .update(stayPayments)
    .set({ status, settledAt: new Date(), failureMessage: status === "failed" ? (text(refund.failure_reason)?.slice(0, 500) ?? "The refund failed.") : null })
    .where(and(eq(stayPayments.id, row.id), eq(stayPayments.status, "pending")))
    .returning({ id: stayPayments.id });
  return moved ? "applied" : "ignored";
}
