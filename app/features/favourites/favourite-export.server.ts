import { asc, eq } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { listingPublicPath, type StandardStatus } from "~/features/listings";
import { joinListing, listingColumns as listing, publicPathColumns } from "~/features/listings/index.server";
import { favourites } from "./favourite.table";

/** A favourite as the buyer's data export holds it: the listing, its page, and the price and status it had when saved. */
export type FavouriteExport = { listingId: string; title: string; path: string; savedPrice: number | null; savedStatus: StandardStatus; savedAt: string };

/** A buyer's favourites for their data export, oldest first. */
export async function exportFavourites(userId: string): Promise<FavouriteExport[]> {
  const query = getDb()
    .select({
      listingId: favourites.listingId,
      title: listing.title,
      address: publicPathColumns,
      savedPrice: favourites.savedPrice,
      savedStatus: favourites.savedStatus,
      savedAt: favourites.createdAt,
    })
    .from(favourites)
    .$dynamic();
  const saved = await joinListing(query, favourites.listingId)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt));
  return saved.map((row) => ({
    listingId: row.listingId,
    title: row.title,
    path: listingPublicPath(row.address),
    savedPrice: row.savedPrice,
    savedStatus: row.savedStatus,
    savedAt: row.savedAt.toISOString(),
  }));
}
