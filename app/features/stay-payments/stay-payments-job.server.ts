import { and, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { getConfig } from "~/shared/config/env.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { todayOnIsland } from "~/shared/dates/island-days";
import { logger } from "~/shared/lib/logger.server";
import { oneRoundAtATime } from "~/shared/lib/one-round-at-a-time";
import { stayAccounts, stayPayments, type StayPaymentRow } from "./stay-account.table";
import { cancelStay } from "./cancel-stay.server";
import { sendRefunds, unsentRefunds } from "./refunds.server";
import { ledgerOf } from "./stay-money";
import { lockStay, readStay } from "./stay-record.server";
import { getStripe, paymentsEnabled, Stripe, stripeErrorText } from "./stripe-client.server";

/** A Stripe call whose answer never came (a network failure) is asked again, with the same idempotency key, after this long. */
const RETRY_UNANSWERED_MS = 60_000;

export type RoundReport = { released: number; balances: number; holds: number; holdsReleased: number };

/**
 * One round of the stays' scheduled work: release the dates of approved
 * stays whose deposit was not paid in time; charge balances that are due
 * to the saved card, off-session; place damage card holds shortly before
 * arrival and let them go after departure; and ask Stripe again for what it
 * never answered. Each stay is claimed by one statement under its row lock
 * (a claimed-at column, or the booking's status), so of several processes
 * running rounds at once exactly one acts on it, and every Stripe request
 * carries our payment row's id as its idempotency key.
 */
export async function runStayPaymentsRound(now = new Date()): Promise<RoundReport> {
  const today = todayOnIsland(now);
  const released = await releaseUnpaidStays(now);
  const balances = await chargeDueBalances(now, today);
  const holds = await placeDamageHolds(now, today);
  const holdsReleased = await releaseDamageHolds(now, today);
  await retryUnanswered(now);
  return { released, balances, holds, holdsReleased };
}

async function idsOf(query: ReturnType<typeof sql>): Promise<string[]> {
  const { rows } = await rawQuery<{ id: string }>(getDb(), query);
  return rows.map((row) => row.id);
}

const CHARGED = sql`exists (select 1 from stay_payments p where p.booking_request_id = b.id and p.kind in ('deposit', 'balance', 'full') and p.status = 'succeeded')`;

/** Approved stays past their deposit's deadline with nothing paid: cancelled, the dates freed, the guest told. */
async function releaseUnpaidStays(now: Date): Promise<number> {
  const ids = await idsOf(sql`
    select b.id from booking_requests b join stay_accounts a on a.booking_request_id = b.id
    where b.status = 'approved' and a.deposit_due_at < ${now.toISOString()}::timestamptz and not ${CHARGED}
    limit 100`);
  let count = 0;
  for (const id of ids) {
    const result = await cancelStay(id, { by: "release", now });
    if (result.success) count += 1;
  }
  return count;
}

/**
 * Balances due today or earlier, on stays paid by deposit and balance whose
 * deposit was paid with a saved card: claimed, then charged off-session.
 * The day is the one the guest was told at approval (a stay approved inside
 * the balance window was paid in full and has no balance day).
 */
async function chargeDueBalances(now: Date, today: string): Promise<number> {
  const ids = await idsOf(sql`
    select b.id from booking_requests b join stay_accounts a on a.booking_request_id = b.id
    where b.status = 'approved' and a.payment_schedule = 'deposit_and_balance' and a.balance_due_on <= ${today}::date and a.balance_claimed_at is null
      and a.stripe_customer_id is not null and a.stripe_payment_method_id is not null and ${CHARGED}
    limit 100`);
  let count = 0;
  for (const id of ids) {
    const payment = await getDb().transaction(async (tx) => {
      const record = await readStay(tx, id, { lock: true });
      if (!record?.account || record.booking.status !== "approved" || record.account.balanceClaimedAt) return null;
      await tx.update(stayAccounts).set({ balanceClaimedAt: now, updatedAt: now }).where(eq(stayAccounts.bookingRequestId, id));
      const ledger = ledgerOf(record.payments);
      const amount = record.account.totalCents - ledger.chargedCents;
      if (amount <= 0) return null;
      const [row] = await tx.insert(stayPayments).values({ bookingRequestId: id, kind: "balance", amountCents: amount }).returning();
      return { row: row!, customer: record.account.stripeCustomerId!, paymentMethod: record.account.stripePaymentMethodId! };
    });
    if (!payment) continue;
    await askForOffSessionCharge(payment.row, payment.customer, payment.paymentMethod);
    count += 1;
  }
  return count;
}

/** Damage holds due (their days before arrival reached, the guest not yet gone) on paid stays: claimed, then placed as uncaptured charges. */
async function placeDamageHolds(now: Date, today: string): Promise<number> {
  const ids = await idsOf(sql`
    select b.id from booking_requests b join stay_accounts a on a.booking_request_id = b.id
    where b.status = 'approved' and a.hold_claimed_at is null and (a.terms ->> 'damageHoldCents')::int > 0
      and b.check_in - (a.terms ->> 'damageHoldDaysBefore')::int <= ${today}::date and b.check_out > ${today}::date
      and a.stripe_customer_id is not null and a.stripe_payment_method_id is not null and ${CHARGED}
    limit 100`);
  let count = 0;
  for (const id of ids) {
    const hold = await getDb().transaction(async (tx) => {
      const record = await readStay(tx, id, { lock: true });
      if (!record?.account || record.booking.status !== "approved" || record.account.holdClaimedAt) return null;
      await tx.update(stayAccounts).set({ holdClaimedAt: now, updatedAt: now }).where(eq(stayAccounts.bookingRequestId, id));
      const [row] = await tx.insert(stayPayments).values({ bookingRequestId: id, kind: "damage_hold", amountCents: record.account.terms.damageHoldCents }).returning();
      return { row: row!, customer: record.account.stripeCustomerId!, paymentMethod: record.account.stripePaymentMethodId! };
    });
    if (!hold) continue;
    await askForOffSessionCharge(hold.row, hold.customer, hold.paymentMethod);
    count += 1;
  }
  return count;
}

/** Holds of stays that ended yesterday or earlier, or were cancelled: claimed once, then canceled at Stripe (its webhook marks them released). */
async function releaseDamageHolds(now: Date, today: string): Promise<number> {
  const ids = await idsOf(sql`
    select b.id from booking_requests b join stay_accounts a on a.booking_request_id = b.id
    where a.hold_release_claimed_at is null
      and exists (select 1 from stay_payments p where p.booking_request_id = b.id and p.kind = 'damage_hold' and p.status in ('pending', 'held') and p.payment_intent_id is not null)
      and (b.check_out < ${today}::date or b.status <> 'approved')
    limit 100`);
  let count = 0;
  for (const id of ids) {
    const [claimed] = await getDb()
      .update(stayAccounts)
      .set({ holdReleaseClaimedAt: now, updatedAt: now })
      .where(and(eq(stayAccounts.bookingRequestId, id), isNull(stayAccounts.holdReleaseClaimedAt)))
      .returning({ id: stayAccounts.bookingRequestId });
    if (!claimed) continue;
    const holds = await getDb()
      .select()
      .from(stayPayments)
      .where(and(eq(stayPayments.bookingRequestId, id), eq(stayPayments.kind, "damage_hold"), inArray(stayPayments.status, ["pending", "held"]), isNotNull(stayPayments.paymentIntentId)));
    for (const hold of holds) {
      try {
        await getStripe().paymentIntents.cancel(hold.paymentIntentId!, {}, { idempotencyKey: `release-${hold.id}` });
        count += 1;
      } catch (error) {
        logger.error("A damage hold could not be released at Stripe", { paymentId: hold.id, reason: stripeErrorText(error) });
      }
    }
  }
  return count;
}

/**
 * Asks Stripe to charge (or, for a damage hold, to authorize) the saved
 * card without the guest. The answer only names the payment intent; its
 * outcome comes by webhook (a decline sends the guest a link to pay). The
 * stay's lock is held while asking and the intent's id stored before it is
 * released, so the intent's events, which may come before the answer, wait
 * and then find the id they must match.
 */
async function askForOffSessionCharge(row: StayPaymentRow, customer: string, paymentMethod: string): Promise<void> {
  await getDb()
    .transaction((tx) => askUnderLock(tx, row, customer, paymentMethod))
    .catch((error: unknown) => logger.warn("An off-session charge could not be recorded now; the job tries again", { paymentId: row.id, reason: stripeErrorText(error) }));
}

async function askUnderLock(tx: Database, row: StayPaymentRow, customer: string, paymentMethod: string): Promise<void> {
  await lockStay(tx, row.bookingRequestId);
  const recordIntent = async (paymentId: string, intentId: string) => {
    await tx.update(stayPayments).set({ paymentIntentId: intentId }).where(and(eq(stayPayments.id, paymentId), isNull(stayPayments.paymentIntentId)));
  };
  try {
    const intent = await getStripe().paymentIntents.create(
      {
        amount: row.amountCents,
        currency: "usd",
        customer,
        payment_method: paymentMethod,
        off_session: true,
        confirm: true,
        ...(row.kind === "damage_hold" ? { capture_method: "manual" as const } : {}),
        metadata: { payment_id: row.id, booking_id: row.bookingRequestId, kind: row.kind },
      },
      { idempotencyKey: `${row.kind}-${row.id}` },
    );
    await recordIntent(row.id, intent.id);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      const intentId = (error.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent?.id;
      if (intentId) await recordIntent(row.id, intentId);
      logger.info("An off-session charge was declined; the guest is sent a link to pay", { paymentId: row.id, kind: row.kind });
    } else {
      logger.warn("An off-session charge could not be asked of Stripe now; the job tries again", { paymentId: row.id, reason: stripeErrorText(error) });
    }
  }
}

/** Charges, holds and refunds recorded but never answered by Stripe (a network failure), asked again with the same keys. */
async function retryUnanswered(now: Date): Promise<void> {
  const before = new Date(now.getTime() - RETRY_UNANSWERED_MS);
  await sendRefunds(await unsentRefunds(before));
  const unanswered = await getDb()
    .select({ payment: stayPayments, customer: stayAccounts.stripeCustomerId, paymentMethod: stayAccounts.stripePaymentMethodId })
    .from(stayPayments)
    .innerJoin(stayAccounts, eq(stayAccounts.bookingRequestId, stayPayments.bookingRequestId))
    .where(and(inArray(stayPayments.kind, ["balance", "damage_hold"]), eq(stayPayments.status, "pending"), isNull(stayPayments.paymentIntentId), isNull(stayPayments.checkoutSessionId), lt(stayPayments.createdAt, before)));
  for (const { payment, customer, paymentMethod } of unanswered) {
    if (customer && paymentMethod) await askForOffSessionCharge(payment, customer, paymentMethod);
  }
}

export type StopStayPayments = () => Promise<void>;

/** The job in this process every STAY_PAYMENTS_INTERVAL_SECONDS (and shortly after start); null without Stripe or with the interval 0. */
export function startStayPaymentsJob(): StopStayPayments | null {
  const intervalMs = getConfig().stripe.jobIntervalMs;
  if (!paymentsEnabled() || intervalMs <= 0) return null;
  const { tick, stop } = oneRoundAtATime(
    async () => {
      const report = await runStayPaymentsRound();
      if (report.released + report.balances + report.holds + report.holdsReleased > 0) logger.info("Stay payments round", report);
    },
    (error) => logger.error("Stay payments round failed", { error }),
  );
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const first = setTimeout(tick, Math.min(intervalMs, 5_000));
  first.unref();
  return async () => {
    clearInterval(timer);
    clearTimeout(first);
    await stop();
  };
}
