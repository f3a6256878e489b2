import { and, eq, inArray, isNull } from "drizzle-orm";
import { getStripe, paymentsEnabled, type Stripe, stripeErrorText } from "~/features/stay-payments/index.server";
import { refuse, type Actor } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { logger } from "~/shared/lib/logger.server";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { entriesForItems, type PayoutItemKeys } from "./match-payout-items.server";
import { stripePayoutItems, stripePayouts } from "./stripe-payouts.table";

/**
 * Stripe's payouts to the trust bank brought into the site: the payouts
 * arriving in the last five weeks, and for each not yet stored as paid the
 * balance transactions it is made of, each matched to the posting of the
 * same money (match-payout-items.server.ts). Everything is read from Stripe
 * first, with no transaction open, so a Stripe that fails part-way writes
 * nothing; then each payout is written in a transaction of its own. Items
 * are keyed by their balance transaction, so a second run adds nothing, and
 * items still unmatched are matched again (a charge is often paid out before
 * the settlement job posts it).
 */

export const STRIPE_PAYOUT_IMPORT_MESSAGES = {
  notConfigured: "Stripe is not set up for this site, so there are no payouts to check.",
  unreachable: "Stripe could not be reached or refused to list the payouts, so nothing was imported. Try again in a few minutes.",
} as const;

/** Far enough back to see a payout change from in transit to paid, or fail, after it was first stored. */
const LOOK_BACK_DAYS = 35;
const PAGE_SIZE = 100;

export type PayoutImportReport = {
  /** Payouts Stripe listed for the period. */
  payouts: number;
  added: number;
  /** Stored payouts whose status or amount changed. */
  updated: number;
  items: number;
  /** Items matched to a posting by this run (new ones, and earlier ones now found in the ledger). */
  matched: number;
};

type FetchedPayout = { payout: Stripe.Payout; items: PayoutItem[] | null };
type PayoutItem = PayoutItemKeys & { balanceTransactionId: string; feeCents: number; netCents: number };

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === "string" ? value : (value?.id ?? null));

/** Stripe's arrival date is midnight UTC of the day the deposit arrives: its UTC date is that day. */
const arrivalDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

function itemOf(transaction: Stripe.BalanceTransaction): PayoutItem {
  const source = transaction.source;
  const intent = source && typeof source === "object" && (source.object === "charge" || source.object === "refund") ? idOf(source.payment_intent) : null;
  return {
    balanceTransactionId: transaction.id,
    type: transaction.type,
    amountCents: transaction.amount,
    feeCents: transaction.fee,
    netCents: transaction.net,
    sourceId: idOf(source),
    paymentIntentId: intent,
  };
}

async function listPayouts(stripe: Stripe, since: number): Promise<Stripe.Payout[]> {
  const payouts: Stripe.Payout[] = [];
  for (let after: string | undefined; ; ) {
    const page = await stripe.payouts.list({ arrival_date: { gte: since }, limit: PAGE_SIZE, ...(after ? { starting_after: after } : {}) });
    payouts.push(...page.data);
    if (!page.has_more || page.data.length === 0) return payouts;
    after = page.data.at(-1)!.id;
  }
}

/** The payout's items; the payout's own transaction (type `payout`) is the deposit itself, not one of them. */
async function listItems(stripe: Stripe, payoutId: string): Promise<PayoutItem[]> {
  const items: PayoutItem[] = [];
  for (let after: string | undefined; ; ) {
    const page = await stripe.balanceTransactions.list({ payout: payoutId, expand: ["data.source"], limit: PAGE_SIZE, ...(after ? { starting_after: after } : {}) });
    items.push(...page.data.filter((transaction) => transaction.type !== "payout").map(itemOf));
    if (!page.has_more || page.data.length === 0) return items;
    after = page.data.at(-1)!.id;
  }
}

/** One payout, its new items and the matches of its unmatched ones, in one transaction. */
async function storePayout({ payout, items }: FetchedPayout, now: Date): Promise<Omit<PayoutImportReport, "payouts">> {
  return getDb().transaction(async (tx) => {
    const fields = { amountCents: payout.amount, currency: payout.currency, arrivalOn: arrivalDay(payout.arrival_date), status: payout.status, fetchedAt: now };
    const [known] = await tx.select().from(stripePayouts).where(eq(stripePayouts.stripePayoutId, payout.id)).for("update");
    let payoutRowId: string;
    let added = 0;
    let updated = 0;
    if (!known) {
      const [row] = await tx.insert(stripePayouts).values({ stripePayoutId: payout.id, ...fields }).returning({ id: stripePayouts.id });
      payoutRowId = row!.id;
      added = 1;
    } else {
      payoutRowId = known.id;
      const changed = known.status !== fields.status || known.amountCents !== fields.amountCents || known.arrivalOn !== fields.arrivalOn;
      await tx.update(stripePayouts).set(changed ? fields : { fetchedAt: now }).where(eq(stripePayouts.id, known.id));
      if (changed) updated = 1;
    }
    let inserted = 0;
    if (items && items.length > 0) {
      const rows = await tx
        .insert(stripePayoutItems)
        .values(items.map((item) => ({ ...item, payoutId: payoutRowId })))
        .onConflictDoNothing({ target: stripePayoutItems.balanceTransactionId })
        .returning({ id: stripePayoutItems.id });
      inserted = rows.length;
    }
    const unmatched = await tx.select().from(stripePayoutItems).where(and(eq(stripePayoutItems.payoutId, payoutRowId), isNull(stripePayoutItems.entryId)));
    const entries = await entriesForItems(tx, unmatched);
    let matched = 0;
    for (const [index, entryId] of entries.entries()) {
      if (!entryId) continue;
      await tx.update(stripePayoutItems).set({ entryId }).where(eq(stripePayoutItems.id, unmatched[index]!.id));
      matched += 1;
    }
    return { added, updated, items: inserted, matched };
  });
}

/** Brings Stripe's recent payouts in (the hourly job and the office's "Check Stripe now"). */
export async function importStripePayouts(now = new Date()): Promise<Result<{ report: PayoutImportReport }>> {
  if (!paymentsEnabled()) return fail(STRIPE_PAYOUT_IMPORT_MESSAGES.notConfigured);
  const since = Math.floor(now.getTime() / 1000) - LOOK_BACK_DAYS * 86_400;

  let fetched: FetchedPayout[];
  let asking = "payouts";
  try {
    const stripe = getStripe();
    const payouts = await listPayouts(stripe, since);
    const ids = payouts.map((payout) => payout.id);
    const stored = ids.length === 0 ? [] : await getDb().select({ id: stripePayouts.stripePayoutId, status: stripePayouts.status }).from(stripePayouts).where(inArray(stripePayouts.stripePayoutId, ids));
    const paid = new Set(stored.filter((row) => row.status === "paid").map((row) => row.id));
    fetched = [];
    for (const payout of payouts) {
      asking = payout.id;
      fetched.push({ payout, items: paid.has(payout.id) ? null : await listItems(stripe, payout.id) });
    }
  } catch (error) {
    logger.error("Stripe's payouts could not be read; nothing was imported", { asking, error: stripeErrorText(error) });
    return fail(STRIPE_PAYOUT_IMPORT_MESSAGES.unreachable);
  }

  const report: PayoutImportReport = { payouts: fetched.length, added: 0, updated: 0, items: 0, matched: 0 };
  for (const each of fetched) {
    const stored = await runService("importStripePayouts", { payout: each.payout.id }, async () => ok(await storePayout(each, now)));
    if (!stored.success) return stored;
    report.added += stored.added;
    report.updated += stored.updated;
    report.items += stored.items;
    report.matched += stored.matched;
  }
  return ok({ report });
}

/** The office's "Check Stripe now": administrators only. */
export async function checkStripePayouts(actor: Actor, now = new Date()): Promise<Result<{ report: PayoutImportReport }>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  return importStripePayouts(now);
}
