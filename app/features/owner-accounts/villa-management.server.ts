import { and, asc, eq } from "drizzle-orm";
import { refuse, type Actor } from "~/shared/access/permissions";
import { getDb, type Database } from "~/shared/db/client.server";
import { isUniqueViolation } from "~/shared/db/postgres-errors";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import type { ManagementContract } from "./contract-in-force";
import { managementContracts, ownerVillas } from "./villa-management.table";

/**
 * Which owner each villa is managed for, and its contract versions. A
 * version is added, never edited: a change of terms is a new version from
 * its date on, so stays already settled keep the terms they were settled under.
 */

/** Links a rental to the owner it is managed for. */
export async function linkOwnerVilla(actor: Actor, ownerId: string, listingId: string): Promise<Result> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  return runService("linkOwnerVilla", { ownerId, listingId }, async () => {
    const inserted = await getDb().insert(ownerVillas).values({ ownerId, listingId }).onConflictDoNothing().returning({ listingId: ownerVillas.listingId });
    return inserted.length > 0 ? ok({}) : fail("This villa is already managed for an owner.");
  });
}

/** Adds a contract version for a rental, in force for stays checking out from `effectiveFrom` on. */
export async function addContractVersion(actor: Actor, listingId: string, contract: ManagementContract): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  return runService("addContractVersion", { listingId }, async () => {
    try {
      const [row] = await getDb()
        .insert(managementContracts)
        .values({ listingId, ...contract, createdBy: actor.id })
        .returning({ id: managementContracts.id });
      return ok({ id: row!.id });
    } catch (error) {
      if (isUniqueViolation(error)) return fail("This villa already has a contract version from that day.");
      throw error;
    }
  });
}

/** The owner a rental is managed for, or null. */
export async function ownerOfVilla(db: Database, listingId: string): Promise<string | null> {
  const [row] = await db.select({ ownerId: ownerVillas.ownerId }).from(ownerVillas).where(eq(ownerVillas.listingId, listingId));
  return row?.ownerId ?? null;
}

/** Every rental managed for an owner. */
export async function managedVillaIds(db: Database): Promise<string[]> {
  const rows = await db.select({ listingId: ownerVillas.listingId }).from(ownerVillas);
  return rows.map((row) => row.listingId);
}

/** Whether the rental is managed for this owner. */
export async function managesVillaFor(db: Database, listingId: string, ownerId: string): Promise<boolean> {
  const [row] = await db.select({ listingId: ownerVillas.listingId }).from(ownerVillas).where(and(eq(ownerVillas.listingId, listingId), eq(ownerVillas.ownerId, ownerId)));
  return Boolean(row);
}

/** A rental's contract versions, oldest first. */
export async function contractVersions(db: Database, listingId: string): Promise<ManagementContract[]> {
  return db
    .select({
      effectiveFrom: managementContracts.effectiveFrom,
      commissionBasisPoints: managementContracts.commissionBasisPoints,
      commissionAppliesTo: managementContracts.commissionAppliesTo,
      cleaningFeeTo: managementContracts.cleaningFeeTo,
      damageWaiverOwnerBasisPoints: managementContracts.damageWaiverOwnerBasisPoints,
      payoutSchedule: managementContracts.payoutSchedule,
    })
    .from(managementContracts)
    .where(eq(managementContracts.listingId, listingId))
    .orderBy(asc(managementContracts.effectiveFrom));
}
