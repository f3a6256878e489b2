import { asc, between, inArray } from "drizzle-orm";
import { paymentsEnabled } from "~/features/stay-payments/index.server";
import { refuse, type Actor } from "~/shared/access/permissions";
import { isIsoDay } from "~/shared/dates/island-days";
import { getDb } from "~/shared/db/client.server";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { stripePayoutItems, stripePayouts } from "./stripe-payouts.table";

export type UnmatchedPayoutItem = { balanceTransactionId: string; type: string; sourceId: string | null; amountCents: number; feeCents: number };

/** One bank deposit from Stripe, checked against the postings it is made of. */
export type StripePayoutCheck = {
  stripePayoutId: string;
  arrivalOn: string;
  status: string;
  currency: string;
  amountCents: number;
  itemCount: number;
  matchedCount: number;
  /** Stripe's fees on the items, kept by Stripe. */
  feesCents: number;
  /** The items' amounts before fees. */
  grossCents: number;
  grossMatchedCents: number;
  /** Whether the items' gross less Stripe's fees is the deposit's amount. */
  addsUp: boolean;
  unmatched: UnmatchedPayoutItem[];
};

export type StripePayoutsPage = { configured: boolean; payouts: StripePayoutCheck[] };

/** The payouts arriving in a period of island days (both included), oldest first, each with its items' sums. */
export async function readStripePayouts(actor: Actor, from: string, to: string): Promise<Result<{ data: StripePayoutsPage }>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  if (!isIsoDay(from) || !isIsoDay(to) || from > to) return fail("Choose a period.");
  return runService("readStripePayouts", { from, to }, async () => {
    const db = getDb();
    const payouts = await db.select().from(stripePayouts).where(between(stripePayouts.arrivalOn, from, to)).orderBy(asc(stripePayouts.arrivalOn), asc(stripePayouts.stripePayoutId));
    const payoutIds = payouts.map((payout) => payout.id);
    const items = payoutIds.length === 0 ? [] : await db.select().from(stripePayoutItems).where(inArray(stripePayoutItems.payoutId, payoutIds)).orderBy(asc(stripePayoutItems.balanceTransactionId));
    const checks = payouts.map((payout): StripePayoutCheck => {
      const own = items.filter((item) => item.payoutId === payout.id);
      const matched = own.filter((item) => item.entryId !== null);
      const sum = (rows: typeof own, pick: (row: (typeof own)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
      const grossCents = sum(own, (item) => item.amountCents);
      const feesCents = sum(own, (item) => item.feeCents);
      return {
        stripePayoutId: payout.stripePayoutId,
        arrivalOn: payout.arrivalOn,
        status: payout.status,
        currency: payout.currency,
        amountCents: payout.amountCents,
        itemCount: own.length,
        matchedCount: matched.length,
        feesCents,
        grossCents,
        grossMatchedCents: sum(matched, (item) => item.amountCents),
        addsUp: own.length > 0 && grossCents - feesCents === payout.amountCents,
        unmatched: own
          .filter((item) => item.entryId === null)
          .map(({ balanceTransactionId, type, sourceId, amountCents, feeCents }) => ({ balanceTransactionId, type, sourceId, amountCents, feeCents })),
      };
    });
    return ok({ data: { configured: paymentsEnabled(), payouts: checks } });
  });
}
