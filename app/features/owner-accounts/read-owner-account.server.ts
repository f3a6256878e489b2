import { paymentsEnabled } from "~/features/stay-payments/index.server";
import { refuse, type Actor } from "~/shared/access/permissions";
import { todayOnIsland } from "~/shared/dates/island-days";
import { getDb } from "~/shared/db/client.server";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import type { ManagementContract } from "./contract-in-force";
import { ownerBalanceCents } from "./ledger-store.server";
import { ownerAccounts, villasByOwner, type ManagedVilla, type OwnerAccount } from "./list-owners.server";
import { OWNER_FORM_MESSAGES } from "./owner-office-rules";
import { statementMonths, type StatementMonth } from "./owner-statement-pages.server";
import { monthOf } from "./statement";
import { ownerStripeAccount } from "./owner-stripe-payouts.server";
import { contractVersions } from "./villa-management.server";

/**
 * One owner's account as the office works on it: the owner, their balance,
 * the villas managed for them with each villa's contract versions, and their
 * monthly statements from the month of the first posting (or the first closed
 * month) through last month, each open or closed with its opening and
 * closing balance (a closed month from its stored copy). Administrators only.
 */

export type OwnerVillaTerms = ManagedVilla & { contracts: ManagementContract[] };

export type OwnerAccountPage = {
  owner: OwnerAccount;
  balanceCents: number;
  villas: OwnerVillaTerms[];
  /** Newest first. */
  months: StatementMonth[];
  /** The month that ended last on the island, `YYYY-MM`: the latest one that may be closed. */
  lastMonth: string;
  /** The owner's Stripe Connect account for payouts, if recorded. */
  stripeAccountId: string | null;
  /** Whether the site has Stripe settings, so an owner with an account can be paid through Stripe. */
  stripeConfigured: boolean;
  /** The years with postings, newest first (at least this year), for the year summary. */
  years: number[];
};

/** The month before `month`. */
function previousMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, "0")}`;
}

export async function readOwnerAccount(actor: Actor, ownerId: string, now = new Date()): Promise<Result<{ data: OwnerAccountPage }>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  if (!isUuid(ownerId)) return failWith("not_found", OWNER_FORM_MESSAGES.ownerNotFound);
  return runService("readOwnerAccount", { ownerId }, async () => {
    const db = getDb();
    const [owner] = await ownerAccounts(db, ownerId);
    if (!owner) return failWith("not_found", OWNER_FORM_MESSAGES.ownerNotFound);
    const villas = (await villasByOwner(db, ownerId)).get(ownerId) ?? [];
    const withTerms: OwnerVillaTerms[] = [];
    for (const villa of villas) withTerms.push({ ...villa, contracts: await contractVersions(db, villa.id) });

    const thisMonth = monthOf(todayOnIsland(now));
    const lastMonth = previousMonth(thisMonth);
    const months = await statementMonths(db, ownerId, lastMonth);
    const start = months.at(-1)?.month ?? thisMonth;
    const thisYear = Number(thisMonth.slice(0, 4));
    const firstYear = Math.min(thisYear, Number(start.slice(0, 4)));
    const years = Array.from({ length: thisYear - firstYear + 1 }, (_, index) => thisYear - index);
    return ok({ data: { owner, balanceCents: await ownerBalanceCents(db, ownerId), villas: withTerms, months, lastMonth, years, stripeAccountId: await ownerStripeAccount(db, ownerId), stripeConfigured: paymentsEnabled() } });
  });
}
