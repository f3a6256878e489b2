import { eq } from "drizzle-orm";
import { deleteListingPhotos, photosOf, updateListing } from "~/features/listings/index.server";
import type { Database } from "~/shared/db/client.server";
import { replaceFeedOpenHouses } from "~/features/open-houses/index.server";
import { mlsMedia } from "./mls-feed.table";

/**
 * The review status of a feed listing the MLS no longer shows (withdrawn,
 * expired, opted out, or gone from the key list). The public site shows
 * approved listings only, so such a listing is off every page, search,
 * sitemap and alert, yet its row stays: its price and status history and
 * its listing date carry on when the MLS lists it again (decision 0102).
 */
export const OFF_FEED = "off-feed";

/**
 * Takes a feed listing off the site, keeping its row and history: its
 * photos, queued media and open houses go (they are fetched again if it
 * returns), so nothing of it is downloaded or served meanwhile.
 */
export async function takeOffSite(listingId: string, at: Date, db: Database): Promise<void> {
  await updateListing(listingId, { reviewStatus: OFF_FEED, updatedAt: at }, db);
  await db.delete(mlsMedia).where(eq(mlsMedia.listingId, listingId));
  await replaceFeedOpenHouses(listingId, [], db);
  const photos = await photosOf(listingId, db);
  if (photos.length === 0) return;
  const removed = await deleteListingPhotos(listingId, photos.map((photo) => photo.id), db);
  if (!removed.success) throw new Error(`The photos of listing ${listingId} could not be removed: ${removed.error}`);
}
