import { and, inArray } from "drizzle-orm";
import type { Database } from "~/shared/db/client.server";
import { stayPayments } from "./stay-account.table";

/**
 * Our payment rows behind Stripe's objects: a guest's charge by its payment
 * intent, a refund by its `re_…`. For the trust account's matching of Stripe's
 * payouts to the ledger; a card hold is never a charge the ledger posts.
 */
export async function stayPaymentsByStripeIds(db: Database, ids: { paymentIntentIds: readonly string[]; refundIds: readonly string[] }): Promise<{ charges: Map<string, string>; refunds: Map<string, string> }> {
  const charges = new Map<string, string>();
  const refunds = new Map<string, string>();
  if (ids.paymentIntentIds.length > 0) {
    const rows = await db
      .select({ id: stayPayments.id, intent: stayPayments.paymentIntentId })
      .from(stayPayments)
      .where(and(inArray(stayPayments.paymentIntentId, [...ids.paymentIntentIds]), inArray(stayPayments.kind, ["deposit", "balance", "full"])));
    for (const row of rows) if (row.intent) charges.set(row.intent, row.id);
  }
  if (ids.refundIds.length > 0) {
    const rows = await db.select({ id: stayPayments.id, refund: stayPayments.refundId }).from(stayPayments).where(inArray(stayPayments.refundId, [...ids.refundIds]));
    for (const row of rows) if (row.refund) refunds.set(row.refund, row.id);
  }
  return { charges, refunds };
}
