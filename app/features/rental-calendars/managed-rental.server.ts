import { can, mayActForAnyAgent, type Actor } from "~/shared/access/permissions";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "~/features/accounts/index.server";
import { listingColumns as listing, listingOwnedBy, publicPathColumns, selectListings } from "~/features/listings/index.server";
import { listingPublicPath, rentalName } from "~/features/listings";
import { isUuid } from "~/shared/lib/uuid";

export type ManagedRental = {
  id: string;
  name: string;
  reviewStatus: string;
  /** The public page, e.g. /rental/sea-grape (shown only when approved). */
  publicPath: string;
};

/**
 * The rental whose calendar `user` may manage (manage:rental-calendars): any
 * rental for an administrator, an agent's own rentals (listingOwnedBy, as "My listings"
 * counts them). Null otherwise, so that another agent's rental looks exactly
 * like an unknown one.
 */
export async function findManagedRental(user: Pick<SessionUser, "id" | "email" | "emailVerified"> & Actor, listingId: string): Promise<ManagedRental | null> {
  if (!isUuid(listingId) || !can(user, "manage:rental-calendars")) return null;
  const owner = mayActForAnyAgent(user) ? sql`true` : listingOwnedBy(user);
  const [row] = await selectListings({ ...publicPathColumns, title: listing.title, reviewStatus: listing.reviewStatus })
    .where(and(eq(listing.id, listingId), eq(listing.kind, "rental"), owner))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: rentalName(row),
    reviewStatus: row.reviewStatus,
    publicPath: listingPublicPath(row),
  };
}
