import { and, eq } from "drizzle-orm";
import { mayActForAnyAgent, refuse } from "~/shared/access/permissions";
import type { SessionUser } from "~/features/accounts/index.server";
import { LISTING_MESSAGES, REVIEW_STATUS } from "~/features/listings";
import { listingColumns, listingOwnedBy, selectListings, type Listing } from "~/features/listings/index.server";
import type { Database } from "~/shared/db/client.server";
import { failWith, ok, type Failure, type Result } from "~/shared/lib/result";
import { isUuid } from "~/shared/lib/uuid";

/**
 * Which approved listing an actor may keep current: an agent their own
 * (listingOwnedBy), an administrator any. Anyone else's listing, an unknown
 * id or a listing not yet approved is "Listing not found": nothing is
 * revealed (the pending and rejected ones have their own edit form).
 */

/** Who keeps listings current: the signed-in staff member. */
export type UpkeepActor = SessionUser;

export const notFound = (): Failure => failWith("not_found", LISTING_MESSAGES.notFound);

/** The approved listing `id` if `actor` may update it, locked for the caller's transaction when `lock` is set. */
export async function findUpdatable(db: Database, actor: UpkeepActor, id: string, lock = false): Promise<Result<{ listing: Listing }>> {
  const refused = refuse(actor, "update:listings");
  if (refused) return refused;
  if (!isUuid(id)) return notFound();
  const mine = mayActForAnyAgent(actor) ? undefined : listingOwnedBy(actor);
  const query = selectListings(listingColumns, db).where(and(eq(listingColumns.id, id), eq(listingColumns.reviewStatus, REVIEW_STATUS.approved), mine));
  const [row] = lock ? await query.for("update") : await query;
  return row ? ok({ listing: row as Listing }) : notFound();
}

/** Whether the MLS feed keeps this listing: it changes at the MLS, never here. */
export const fromMlsFeed = (listing: Pick<Listing, "listingSource">) => listing.listingSource === "mls";
