import { asc, eq, sql } from "drizzle-orm";
import { listAccounts } from "~/features/accounts/index.server";
import { joinListing, rentalNameSql } from "~/features/listings/index.server";
import { refuse, type Actor } from "~/shared/access/permissions";
import { getDb, type Database } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { ledgerLines } from "./trust-ledger.table";
import { ownerVillas } from "./villa-management.table";

/**
 * The office's list of villa owners: every account with the owner role, and
 * any other account a villa is managed for, with whether the owner has
 * accepted the invitation (chosen a password through the mailed link, which
 * confirms the address), the villas managed for them and what the office
 * holds for them now. Administrators only (manage:owner-accounts).
 */

export type OwnerAccount = { id: string; name: string; email: string; phone: string | null; invitationAccepted: boolean };
export type ManagedVilla = { id: string; name: string };
export type OwnerRow = OwnerAccount & { villas: ManagedVilla[]; balanceCents: number };

/**
 * The owners' accounts, by name, or the one with `id`: every account with the
 * owner role, and any other account a villa is managed for.
 */
export async function ownerAccounts(db: Database, id?: string): Promise<OwnerAccount[]> {
  const managedFor = await db.selectDistinct({ ownerId: ownerVillas.ownerId }).from(ownerVillas);
  const accounts = await listAccounts(db, { role: "owner", ids: managedFor.map((row) => row.ownerId) });
  return accounts
    .filter((account) => !id || account.id === id)
    .map(({ emailVerified, ...account }) => ({ ...account, invitationAccepted: emailVerified }));
}

/** The villas managed for each owner (or for this one), by name. */
export async function villasByOwner(db: Database, ownerId?: string): Promise<Map<string, ManagedVilla[]>> {
  const query = db.select({ ownerId: ownerVillas.ownerId, id: ownerVillas.listingId, name: rentalNameSql }).from(ownerVillas).$dynamic();
  const rows = await joinListing(query, ownerVillas.listingId)
    .where(ownerId ? eq(ownerVillas.ownerId, ownerId) : undefined)
    .orderBy(asc(rentalNameSql));
  const byOwner = new Map<string, ManagedVilla[]>();
  for (const row of rows) byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), { id: row.id, name: row.name }]);
  return byOwner;
}

/** What the office holds for each owner now, in cents (the owner's credit). */
async function balancesByOwner(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ ownerId: ledgerLines.ownerId, cents: sql<string>`coalesce(-sum(${ledgerLines.amountCents}), 0)` })
    .from(ledgerLines)
    .where(eq(ledgerLines.account, "owner_balance"))
    .groupBy(ledgerLines.ownerId);
  return new Map(rows.flatMap((row) => (row.ownerId ? [[row.ownerId, Number(row.cents)] as const] : [])));
}

/** Every owner with their villas and balance, by name. */
export async function listOwners(actor: Actor): Promise<Result<{ data: OwnerRow[] }>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  return runService("listOwners", {}, async () => {
    const db = getDb();
    const [accounts, villas, balances] = [await ownerAccounts(db), await villasByOwner(db), await balancesByOwner(db)];
    return ok({ data: accounts.map((account) => ({ ...account, villas: villas.get(account.id) ?? [], balanceCents: balances.get(account.id) ?? 0 })) });
  });
}
