import { asc, eq } from "drizzle-orm";
import { isApproved, listingColumns, selectListings } from "~/features/listings/index.server";
import type { Database } from "~/shared/db/client.server";
import { favourites } from "./favourite.table";
import { saveFavourite } from "./favourites.server";

/** The demo buyer's saved homes: three approved listings for sale, so their account and their leads show some. */
export async function seedDemoFavourites(db: Database, userId: string): Promise<number> {
  const [held] = await db.select({ listingId: favourites.listingId }).from(favourites).where(eq(favourites.userId, userId)).limit(1);
  if (held) return 0;
  const picks = await selectListings({ id: listingColumns.id }, db)
    .where(isApproved)
    .orderBy(asc(listingColumns.kind), asc(listingColumns.title))
    .limit(3);
  let saved = 0;
  for (const pick of picks) if ((await saveFavourite(userId, pick.id)).success) saved += 1;
  return saved;
}
