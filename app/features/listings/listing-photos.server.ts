import { and, count, eq, inArray, max, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { safeString } from "~/shared/forms/safe-text";
import { type DescribedImage, processedImageSchema } from "~/features/media";
import { getDb, type Database } from "~/shared/db/client.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { listingPhotos } from "./listing-photo.table";
import { listings } from "./listing.table";
import { LISTING_LIMITS, LISTING_MESSAGES } from "./listing-rules";
import { photosOf, type ListingPhoto } from "./listing-store.server";
import { isUuid } from "~/shared/lib/uuid";

/**
 * A listing's photo rows. The media module (app/features/media) re-encodes
 * the image and writes its files; these services only record what it
 * produced, in order. Deleting rows leaves the files: the same image may be
 * used elsewhere (keys are content hashes); once the deleting transaction has
 * committed, callers hand the removed photos to releasePhotoFiles.
 */

export const PHOTO_MESSAGES = {
  alt: "Please describe the photo for visitors who cannot see it",
  altTooLong: `The description must be ${LISTING_LIMITS.photoAltMax} characters or fewer`,
  image: "The photo's stored image is missing",
  order: "The new order must list each of the listing's photos once",
} as const;

/** What the media module hands back (a DescribedImage), checked before it is recorded. */
const photoSchema = processedImageSchema.extend({
  alt: safeString({ error: PHOTO_MESSAGES.alt }).trim().min(1, PHOTO_MESSAGES.alt).max(LISTING_LIMITS.photoAltMax, PHOTO_MESSAGES.altTooLong),
});

/** The content-hash prefix every variant of one image shares. */
function storageKeyOf(variants: ReadonlyArray<{ key: string }>): string {
  return variants[0]!.key.split("/")[0]!;
}

/**
 * Appends photos after the listing's last one, in the order given. Each is
 * what `processImage` answered plus its alt text (a DescribedImage). Pass a
 * caller's transaction as `db` (here and below) to make the change part of it.
 */
export async function addListingPhotos(
  listingId: string,
  photos: readonly DescribedImage[],
  db: Database = getDb(),
): Promise<Result<{ data: ListingPhoto[] }>> {
  if (!isUuid(listingId)) return failWith("not_found", LISTING_MESSAGES.notFound);
  const parsed = z.array(photoSchema).safeParse(photos);
  if (!parsed.success) {
    const altIssue = parsed.error.issues.find((issue) => issue.path.at(-1) === "alt");
    return fail(altIssue?.message ?? PHOTO_MESSAGES.image);
  }
  return runService("addListingPhotos", { listingId, count: parsed.data.length }, async () =>
    db.transaction(async (tx) => {
      // Lock the listing so that two uploads do not take the same positions.
      const [listing] = await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).for("update");
      if (!listing) return failWith("not_found", LISTING_MESSAGES.notFound);
      const [last] = await tx.select({ position: max(listingPhotos.position) }).from(listingPhotos).where(eq(listingPhotos.listingId, listingId));
      const start = (last?.position ?? -1) + 1;
      if (parsed.data.length > 0) {
        await tx.insert(listingPhotos).values(
          parsed.data.map((photo, index) => ({ ...photo, storageKey: storageKeyOf(photo.variants), listingId, position: start + index })),
        );
      }
      return ok({ data: await photosOf(listingId, tx) });
    }),
  );
}

/** Puts a listing's photos in the given order (the first becomes the cover). */
export async function reorderListingPhotos(listingId: string, photoIds: string[], db: Database = getDb()): Promise<Result<{ data: ListingPhoto[] }>> {
  if (!isUuid(listingId)) return failWith("not_found", LISTING_MESSAGES.notFound);
  return runService("reorderListingPhotos", { listingId }, async () =>
    db.transaction(async (tx) => {
      const current = await photosOf(listingId, tx);
      const same = photoIds.length === current.length && new Set(photoIds).size === photoIds.length && current.every((photo) => photoIds.includes(photo.id));
      if (!same) return fail(PHOTO_MESSAGES.order);
      // Two steps, so that no two rows share a position in between.
      const offset = current.length + 1_000_000;
      await tx.update(listingPhotos).set({ position: sql`${listingPhotos.position} + ${offset}` }).where(eq(listingPhotos.listingId, listingId));
      for (const [position, id] of photoIds.entries()) {
        await tx.update(listingPhotos).set({ position }).where(and(eq(listingPhotos.id, id), eq(listingPhotos.listingId, listingId)));
      }
      return ok({ data: await photosOf(listingId, tx) });
    }),
  );
}

/** Removes photo rows (their files stay, see above) and closes the gaps in the order. */
export async function deleteListingPhotos(listingId: string, photoIds: string[], db: Database = getDb()): Promise<Result<{ data: ListingPhoto[] }>> {
  if (!isUuid(listingId) || !photoIds.every(isUuid)) return failWith("not_found", LISTING_MESSAGES.notFound);
  return runService("deleteListingPhotos", { listingId }, async () => {
    await db.delete(listingPhotos).where(and(eq(listingPhotos.listingId, listingId), inArray(listingPhotos.id, photoIds)));
    const remaining = await photosOf(listingId, db);
    const order = remaining.map((photo) => photo.id);
    return order.length > 0 ? reorderListingPhotos(listingId, order, db) : ok({ data: [] });
  });
}

/** Sets the alt text of some of a listing's photos (the same rule as when they were added). */
export async function setListingPhotoAlts(
  listingId: string,
  alts: ReadonlyArray<{ id: string; alt: string }>,
  db: Database = getDb(),
): Promise<Result<{ data: ListingPhoto[] }>> {
  if (!isUuid(listingId) || !alts.every((item) => isUuid(item.id))) return failWith("not_found", LISTING_MESSAGES.notFound);
  const parsed = z.array(z.object({ id: safeString(), alt: photoSchema.shape.alt })).safeParse(alts);
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? PHOTO_MESSAGES.alt);
  return runService("setListingPhotoAlts", { listingId, count: alts.length }, async () => {
    for (const { id, alt } of parsed.data) {
      await db.update(listingPhotos).set({ alt }).where(and(eq(listingPhotos.id, id), eq(listingPhotos.listingId, listingId)));
    }
    return ok({ data: await photosOf(listingId, db) });
  });
}

/** How many photos each of `listingIds` has (a listing without photos is absent). */
export async function countPhotos(listingIds: readonly string[], db: Database = getDb()): Promise<Map<string, number>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: listingPhotos.listingId, photos: count() })
    .from(listingPhotos)
    .where(inArray(listingPhotos.listingId, [...listingIds]))
    .groupBy(listingPhotos.listingId);
  return new Map(rows.map((row) => [row.id, row.photos]));
}

/** Some listing photo uses the image stored under this key prefix: as its storage key, or in a variant's key. */
export function listingPhotosUseImage(storageKey: SQL): SQL {
  return sql`exists (select 1 from ${listingPhotos} where ${listingPhotos.storageKey} = ${storageKey} or strpos(${listingPhotos.variants}::text, ${storageKey}) > 0)`;
}
