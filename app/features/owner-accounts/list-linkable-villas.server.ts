import { and, asc, eq, notExists } from "drizzle-orm";
import { listingColumns as listing, rentalNameSql, selectListings } from "~/features/listings/index.server";
import { refuse, type Actor } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import type { ManagedVilla } from "./list-owners.server";
import { ownerVillas } from "./villa-management.table";

/**
 * The rentals no owner's management covers yet, by name: the villas the
 * office may put under an owner's management. Administrators only.
 */
export async function listLinkableVillas(actor: Actor): Promise<Result<{ data: ManagedVilla[] }>> {
  const refused = refuse(actor, "manage:owner-accounts");
  if (refused) return refused;
  return runService("listLinkableVillas", {}, async () => {
    const db = getDb();
    const managed = db.select({ listingId: ownerVillas.listingId }).from(ownerVillas).where(eq(ownerVillas.listingId, listing.id));
    const rows = await selectListings({ id: listing.id, name: rentalNameSql }, db)
      .where(and(eq(listing.kind, "rental"), notExists(managed)))
      .orderBy(asc(rentalNameSql), asc(listing.id));
    return ok({ data: rows });
  });
}
