import { and, eq, inArray, sql } from "drizzle-orm";
import { stayPaymentsByStripeIds } from "~/features/stay-payments/index.server";
import type { Database } from "~/shared/db/client.server";
import { ownerPayouts } from "./owner-records.table";
import { ledgerEntries, ledgerLines } from "./trust-ledger.table";

/** What matching needs of a payout's item (stripe-payouts.table.ts). */
export type PayoutItemKeys = { type: string; amountCents: number; sourceId: string | null; paymentIntentId: string | null };

const CHARGE_TYPES = new Set(["charge", "payment"]);
const REFUND_TYPES = new Set(["refund", "payment_refund"]);

/**
 * The ledger entry each item of a Stripe payout is made of, in the items'
 * order, or null: a guest's charge by its payment intent and a refund by its
 * `re_…` (through their stay payment rows), an owner's Stripe transfer by its
 * `tr_…` (through the payout recorded with it). An entry counts only when it
 * moved the trust bank by the item's own amount, so a match is the same money.
 */
export async function entriesForItems(db: Database, items: readonly PayoutItemKeys[]): Promise<(string | null)[]> {
  const intents = items.filter((item) => CHARGE_TYPES.has(item.type) && item.paymentIntentId).map((item) => item.paymentIntentId!);
  const refundIds = items.filter((item) => REFUND_TYPES.has(item.type) && item.sourceId).map((item) => item.sourceId!);
  const transferIds = items.filter((item) => item.type === "transfer" && item.sourceId).map((item) => item.sourceId!);
  const payments = await stayPaymentsByStripeIds(db, { paymentIntentIds: intents, refundIds });

  const byPayment = new Map<string, string>();
  const paymentIds = [...payments.charges.values(), ...payments.refunds.values()];
  if (paymentIds.length > 0) {
    const rows = await db.select({ id: ledgerEntries.id, paymentId: ledgerEntries.stayPaymentId }).from(ledgerEntries).where(inArray(ledgerEntries.stayPaymentId, paymentIds));
    for (const row of rows) if (row.paymentId) byPayment.set(row.paymentId, row.id);
  }
  const byTransfer = new Map<string, string>();
  if (transferIds.length > 0) {
    const rows = await db.select({ reference: ownerPayouts.reference, entryId: ownerPayouts.entryId }).from(ownerPayouts).where(and(eq(ownerPayouts.method, "stripe"), inArray(ownerPayouts.reference, transferIds)));
    for (const row of rows) byTransfer.set(row.reference, row.entryId);
  }

  const candidates = items.map((item) => {
    if (CHARGE_TYPES.has(item.type) && item.paymentIntentId) return byPayment.get(payments.charges.get(item.paymentIntentId) ?? "") ?? null;
    if (REFUND_TYPES.has(item.type) && item.sourceId) return byPayment.get(payments.refunds.get(item.sourceId) ?? "") ?? null;
    if (item.type === "transfer" && item.sourceId) return byTransfer.get(item.sourceId) ?? null;
    return null;
  });
  const entryIds = [...new Set(candidates.filter((id): id is string => id !== null))];
  const bankMoves = new Map<string, number>();
  if (entryIds.length > 0) {
    const rows = await db
      .select({ entryId: ledgerLines.entryId, cents: sql<string>`sum(${ledgerLines.amountCents})` })
      .from(ledgerLines)
      .where(and(eq(ledgerLines.account, "trust_bank"), inArray(ledgerLines.entryId, entryIds)))
      .groupBy(ledgerLines.entryId);
    for (const row of rows) bankMoves.set(row.entryId, Number(row.cents));
  }
  return candidates.map((entryId, index) => (entryId !== null && bankMoves.get(entryId) === items[index]!.amountCents ? entryId : null));
}
