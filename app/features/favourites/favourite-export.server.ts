import { asc, eq } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { listingPath, type StandardStatus } from "~/features/listings";
import { listings } from "~/features/listings/index.server";
import { favourites } from "./favourite.table";

/** A favourite as the buyer's data export holds it: the listing, its page, and the price and status it had when saved. */
export type FavouriteExport = { listingId: string; title: string; path: string; savedPrice: number | null; savedStatus: StandardStatus; savedAt: string };

/** A buyer's favourites for their data export, oldest first. */
export async function exportFavourites(userId: string): Promise<FavouriteExport[]> {
  const saved = await getDb()
    .select({
      listingId: favourites.listingId,
      title: listings.title,
      kind: listings.kind,
      category: listings.category,
      slug: listings.slug,
      propertyInfo: listings.propertyInfo,
      savedPrice: favourites.savedPrice,
      savedStatus: favourites.savedStatus,
      savedAt: favourites.createdAt,
    })
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt));
  return saved.map((row) => ({
    listingId: row.listingId,
    title: row.title,
    path: listingPath({ id: row.listingId, kind: row.kind, category: row.category, slug: row.slug, propertyInfo: row.propertyInfo }),
    savedPrice: row.savedPrice,
    savedStatus: row.savedStatus,
    savedAt: row.savedAt.toISOString(),
  }));
}
