import { eq, or, sql } from "drizzle-orm";
import type { ProcessedImage } from "~/features/media";
import { deleteImage, type Storage } from "~/features/media/index.server";
import { getDb } from "~/shared/db/client.server";
import { logger } from "~/shared/lib/logger.server";
import { listingPhotos } from "./listing-photo.table";
import type { ListingPhoto } from "./listing-store.server";

/** True when some listing photo still uses this image (same storage key or any same variant key). */
async function imageInUse(photo: ListingPhoto): Promise<boolean> {
  const matches = [eq(listingPhotos.storageKey, photo.storageKey)];
  for (const variant of photo.variants) {
    matches.push(sql`${listingPhotos.variants} @> ${JSON.stringify([{ key: variant.key }])}::jsonb`);
  }
  const [row] = await getDb()
    .select({ id: listingPhotos.id })
    .from(listingPhotos)
    .where(or(...matches))
    .limit(1);
  return Boolean(row);
}

/**
 * Removes the files of photos whose rows are gone (after the transaction
 * that removed them has committed), unless another photo row still uses the
 * same image: uploads are stored by content, so two listings can share one.
 * A storage failure is logged with the listing and key; the caller's change
 * stands.
 */
export async function releasePhotoFiles(listingId: string, photos: readonly ListingPhoto[], options: { storage?: Storage } = {}): Promise<void> {
  const seen = new Set<string>();
  for (const photo of photos) {
    if (seen.has(photo.storageKey)) continue;
    seen.add(photo.storageKey);
    try {
      if (await imageInUse(photo)) continue;
      const image: ProcessedImage = { width: photo.width, height: photo.height, variants: photo.variants };
      await deleteImage(image, options);
    } catch (error) {
      logger.error("A removed photo's files could not be deleted", { listingId, storageKey: photo.storageKey, error });
    }
  }
}
