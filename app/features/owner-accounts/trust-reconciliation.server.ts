import { refuse, type Actor } from "~/shared/access/permissions";
import { isIsoDay } from "~/shared/dates/island-days";
import { getDb } from "~/shared/db/client.server";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { readPostings } from "./ledger-store.server";
import { reconcile, type Reconciliation } from "./reconciliation";

/** The office's reconciliation of the trust account for a period of island days (both ends included). */
export async function reconcileTrust(actor: Actor, from: string, to: string): Promise<Result<{ data: Reconciliation }>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  if (!isIsoDay(from) || !isIsoDay(to) || from > to) return fail("Choose a period.");
  return runService("reconcileTrust", { from, to }, async () => ok({ data: reconcile(await readPostings(getDb(), { from, to }), from, to) }));
}
