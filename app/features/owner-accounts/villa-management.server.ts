import { and, asc, eq } from "drizzle-orm";
import { recordAudit } from "~/features/audit/index.server";
import { refuse, type AuditedActor } from "~/shared/access/permissions";
import { isIsoDay } from "~/shared/dates/island-days";
import { getDb, type Database } from "~/shared/db/client.server";
import { isUniqueViolation } from "~/shared/db/postgres-errors";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { CLEANING_FEE_KEEPERS, COMMISSION_BASES, PAYOUT_SCHEDULES, type ManagementContract } from "./contract-in-force";
import { managementContracts, ownerVillas } from "./villa-management.table";

/**
 * Which owner each villa is managed for, and its contract versions. A
 * version is added, never edited: a change of terms is a new version from
 * its date on, so stays already settled keep the terms they were settled under.
 */

/** Links a rental to the owner it is managed for. */
export async function linkOwnerVilla(actor: AuditedActor, ownerId: string, listingId: string): Promise<Result> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  return runService("linkOwnerVilla", { ownerId, listingId }, () =>
    getDb().transaction(async (tx) => {
      const inserted = await tx.insert(ownerVillas).values({ ownerId, listingId }).onConflictDoNothing().returning({ listingId: ownerVillas.listingId });
      if (inserted.length === 0) return fail("This villa is already managed for an owner.");
      await recordAudit({ actor, action: "owner.villa.link", subject: { type: "listing", id: listingId }, after: { ownerId } }, tx);
      return ok({});
    }),
  );
}

/** Adds a contract version for a rental, in force for stays checking out from `effectiveFrom` on. */
export async function addContractVersion(actor: AuditedActor, listingId: string, contract: ManagementContract): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  const problems = contractProblems(contract);
  if (problems) return fail("Please correct the contract.", problems);
  return runService("addContractVersion", { listingId }, async () => {
    try {
      return await getDb().transaction(async (tx) => {
        const [row] = await tx.insert(managementContracts).values({ listingId, ...contract, createdBy: actor.id }).returning({ id: managementContracts.id });
        await recordAudit({ actor, action: "owner.contract.add", subject: { type: "listing", id: listingId }, after: { ...contract } }, tx);
        return ok({ id: row!.id });
      });
    } catch (error) {
      if (isUniqueViolation(error)) return fail("This villa already has a contract version from that day.");
      throw error;
    }
  });
}

const isBasisPoints = (value: number) => Number.isInteger(value) && value >= 0 && value <= 10_000;

/** What is wrong with a contract's terms, by field, or null. */
function contractProblems(contract: ManagementContract): Record<string, string> | null {
  const problems: Record<string, string> = {};
  if (!isIsoDay(contract.effectiveFrom)) problems.effectiveFrom = "Enter the first day the contract applies.";
  if (!isBasisPoints(contract.commissionBasisPoints)) problems.commissionBasisPoints = "Enter a commission from 0% to 100%.";
  if (!isBasisPoints(contract.damageWaiverOwnerBasisPoints)) problems.damageWaiverOwnerBasisPoints = "Enter the owner's share from 0% to 100%.";
  if (!COMMISSION_BASES.includes(contract.commissionAppliesTo)) problems.commissionAppliesTo = "Choose what the commission applies to.";
  if (!CLEANING_FEE_KEEPERS.includes(contract.cleaningFeeTo)) problems.cleaningFeeTo = "Choose who keeps the cleaning fee.";
  if (!PAYOUT_SCHEDULES.includes(contract.payoutSchedule)) problems.payoutSchedule = "Choose a payout schedule.";
  return Object.keys(problems).length > 0 ? problems : null;
}

/** The owner a rental is managed for, or null. */
export async function ownerOfVilla(db: Database, listingId: string): Promise<string | null> {
  const [row] = await db.select({ ownerId: ownerVillas.ownerId }).from(ownerVillas).where(eq(ownerVillas.listingId, listingId));
  return row?.ownerId ?? null;
}

/** Every rental managed for an owner, or for this one. */
export async function managedVillaIds(db: Database, ownerId?: string): Promise<string[]> {
  const rows = await db.select({ listingId: ownerVillas.listingId }).from(ownerVillas).where(ownerId ? eq(ownerVillas.ownerId, ownerId) : undefined);
  return rows.map((row) => row.listingId);
}

/** Whether the rental is managed for this owner; an id that is no id at all names no rental. */
export async function managesVillaFor(db: Database, listingId: string, ownerId: string): Promise<boolean> {
  if (!isUuid(listingId) || !isUuid(ownerId)) return false;
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
