import { and, eq } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { formatDay } from "~/features/stays";
import { stayAccounts, stayPayments, type StayPaymentRow } from "./stay-account.table";
import { CHECKOUT_EXPIRED } from "./payment-status";
import { STAY_CURRENCY } from "./event-match";
import { stayPageUrl } from "./stay-account.server";
import { dueOf, type DueNow } from "./stay-due.server";
import { isCharge } from "./stay-money";
import { readStay, type StayRecord } from "./stay-record.server";
import { currentAgreement } from "~/features/rental-agreements/index.server";
import { getStripe, paymentsEnabled, Stripe } from "./stripe-client.server";

export const CHECKOUT_MESSAGES = {
  notFound: "We could not find this booking. Please use the link in your e-mail.",
  nothingDue: "Nothing is due for this stay just now.",
  notOpen: "This stay is no longer open.",
  signFirst: "Please sign the rental agreement before paying.",
  checkoutFailed: "The card payment page could not be opened just now. Please try again in a moment.",
  beingConfirmed: "Your payment was made and is being confirmed; this page shows it as paid in a moment.",
} as const;

const ITEM_NAMES: Record<DueNow["kind"], string> = { deposit: "Deposit", balance: "Balance", full: "Your stay, paid in full" };

/**
 * Opens Stripe's hosted payment page for what is due, one Checkout per
 * payment: under the stay's lock, a session still open for the same
 * payment is offered again (so a guest who clicks Pay twice, or in two
 * tabs, has one page and cannot pay twice); an open one for something else
 * is expired first, and a finished one means the payment is being
 * confirmed. A new one gets a payment row first (its id is the idempotency
 * key and rides in the metadata), the guest's Stripe customer once, and a
 * session that saves the card for the balance; its id is stored before the
 * lock is released, so its events always find it. What the browser comes
 * back with changes nothing: only the session's verified webhook marks the
 * payment made.
 */
export async function openCheckout(bookingId: string): Promise<Result<{ redirect: string }>> {
  return getDb().transaction(async (tx) => {
    const record = await readStay(tx, bookingId, { lock: true });
    if (!record) return failWith("not_found", CHECKOUT_MESSAGES.notFound);
    const { booking, account } = record;
    const due = dueOf(record, paymentsEnabled() && Boolean(account?.depositDueAt));
    if (!due || !account) return failWith("conflict", booking.status === "approved" ? CHECKOUT_MESSAGES.nothingDue : CHECKOUT_MESSAGES.notOpen);
    if (!account.signedAt && (await currentAgreement(booking.listingId, tx))) return failWith("conflict", CHECKOUT_MESSAGES.signFirst);
    for (const row of record.payments.filter((payment) => isCharge(payment.kind) && payment.status === "pending" && payment.checkoutSessionId)) {
      const reuse = await reuseOrExpire(tx, row, due);
      if (reuse) return reuse;
    }
    return newCheckout(tx, record, due, account.stripeCustomerId);
  });
}

/** An earlier session of this stay: its page again when it is for what is due and still open; otherwise expired and its row failed. */
async function reuseOrExpire(tx: Database, row: StayPaymentRow, due: DueNow): Promise<Result<{ redirect: string }> | null> {
  const stripe = getStripe();
  const session = await stripe.checkout.sessions.retrieve(row.checkoutSessionId!);
  if (session.status === "complete") return failWith("conflict", CHECKOUT_MESSAGES.beingConfirmed);
  if (session.status === "open") {
    if (row.kind === due.kind && row.amountCents === due.amountCents && session.url) return ok({ redirect: session.url });
    try {
      await stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: `expire-${row.id}` });
    } catch (error) {
      // Paid in the moment between: its webhook settles it.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return failWith("conflict", CHECKOUT_MESSAGES.beingConfirmed);
      throw error;
    }
  }
  await tx
    .update(stayPayments)
    .set({ status: "failed", failureMessage: CHECKOUT_EXPIRED, settledAt: new Date() })
    .where(and(eq(stayPayments.id, row.id), eq(stayPayments.status, "pending")));
  return null;
}

async function newCheckout(tx: Database, record: StayRecord, due: DueNow, knownCustomer: string | null): Promise<Result<{ redirect: string }>> {
  const { booking } = record;
  const stripe = getStripe();
  const [payment] = await tx.insert(stayPayments).values({ bookingRequestId: booking.id, kind: due.kind, amountCents: due.amountCents }).returning();
  let customer = knownCustomer;
  if (!customer) {
    const created = await stripe.customers.create({ email: booking.email, name: booking.guestName, metadata: { booking_id: booking.id } }, { idempotencyKey: `customer-${booking.id}` });
    customer = created.id;
    await tx.update(stayAccounts).set({ stripeCustomerId: customer, updatedAt: new Date() }).where(eq(stayAccounts.bookingRequestId, booking.id));
  }
  const link = stayPageUrl(booking.id);
  const metadata = { payment_id: payment!.id, booking_id: booking.id, kind: due.kind };
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      customer,
      client_reference_id: booking.id,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: STAY_CURRENCY,
            unit_amount: due.amountCents,
            product_data: { name: `${ITEM_NAMES[due.kind]}: ${record.propertyName}, ${formatDay(booking.checkIn)} to ${formatDay(booking.checkOut)}` },
          },
        },
      ],
      payment_intent_data: { setup_future_usage: "off_session", metadata },
      metadata,
      success_url: `${link}?paid=1`,
      cancel_url: link,
    },
    { idempotencyKey: `checkout-${payment!.id}` },
  );
  if (!session.url) return failWith("unexpected", CHECKOUT_MESSAGES.checkoutFailed);
  await tx.update(stayPayments).set({ checkoutSessionId: session.id }).where(eq(stayPayments.id, payment!.id));
  return ok({ redirect: session.url });
}
