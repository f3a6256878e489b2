import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "~/features/accounts/index.server";
import { listingOwnedBy, listings } from "~/features/listings/index.server";
import { listingPath, rentalName } from "~/features/listings";
import { getDb } from "~/shared/db/client.server";
import { isUuid } from "~/shared/lib/uuid";

export type ManagedRental = {
  id: string;
  name: string;
  reviewStatus: string;
  /** The public page, e.g. /rental/sea-grape (shown only when approved). */
  publicPath: string;
};

/**
 * The rental whose calendar `user` may manage: any rental for an
 * administrator, an agent's own rentals (listingOwnedBy, as "My listings"
 * counts them). Null otherwise, so that another agent's rental looks exactly
 * like an unknown one.
 */
export async function findManagedRental(
  user: Pick<SessionUser, "id" | "email" | "emailVerified" | "role">,
  listingId: string,
): Promise<ManagedRental | null> {
  if (!isUuid(listingId)) return null;
  const owner = user.role === "admin" ? sql`true` : listingOwnedBy(user);
  const [row] = await getDb()
    .select({
      id: listings.id,
      kind: listings.kind,
      category: listings.category,
      title: listings.title,
      slug: listings.slug,
      propertyInfo: listings.propertyInfo,
      reviewStatus: listings.reviewStatus,
    })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.kind, "rental"), owner))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: rentalName(row),
    reviewStatus: row.reviewStatus,
    publicPath: listingPath(row),
  };
}
