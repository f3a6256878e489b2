import { findStayIdsOf } from "~/features/stays/index.server";
import { refuse, type Actor } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { settleStayMoneyFor } from "./settle-stay.server";
import { managedVillaIds } from "./villa-management.server";

export type OwnerStaysReport = { settled: number; problems: { bookingId: string; error: string }[] };

/**
 * Brings every stay at a managed villa into the trust ledger: guest money
 * received is posted when it arrives (held until checkout), stays due are
 * settled, refunds after settlement become corrections. Each stay is its own
 * transaction, so one stay's problem (a villa without a contract on that day)
 * holds back no other; those problems are answered by stay. With an owner,
 * only that owner's villas.
 */
export async function settleOwnerStays(actor: Actor, now = new Date(), ownerId?: string): Promise<Result<OwnerStaysReport>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  return ok(await settleManagedStays(actor.id, now, ownerId));
}

/**
 * The same without a permission check, for this feature's own callers (the
 * settlement job passes `createdBy` null: its postings are the site's own).
 */
export async function settleManagedStays(createdBy: string | null, now = new Date(), ownerId?: string): Promise<OwnerStaysReport> {
  const stayIds = await findStayIdsOf(getDb(), await managedVillaIds(getDb(), ownerId), ["approved", "cancelled", "rejected"]);
  let settled = 0;
  const problems: { bookingId: string; error: string }[] = [];
  for (const bookingId of stayIds) {
    const result = await settleStayMoneyFor(createdBy, bookingId, now);
    if (!result.success) problems.push({ bookingId, error: result.error });
    else if (result.settled) settled++;
  }
  return { settled, problems };
}
