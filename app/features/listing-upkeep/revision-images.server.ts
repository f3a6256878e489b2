import { sql, type SQL } from "drizzle-orm";
import type { ListingPhoto } from "~/features/listings/index.server";
import { listingRevisions, type RevisionPhoto } from "./listing-revision.table";

/**
 * The new images a proposed revision holds (uploads not yet any listing's
 * photo): which to release when a proposal is replaced or rejected for
 * good, and how the upload sweep learns that a revision uses an image.
 */

/** The storage key of an image: the content hash every variant key starts with. */
const storageKeyOf = (key: string) => key.split("/")[0] ?? key;

/** A revision's new images in the shape releasePhotoFiles takes. */
export function imagesOf(photos: readonly RevisionPhoto[]): ListingPhoto[] {
  return photos.flatMap((photo, position) =>
    "image" in photo && photo.image.variants[0]
      ? [{ id: "", position, alt: photo.alt, storageKey: storageKeyOf(photo.image.variants[0].key), ...photo.image }]
      : [],
  );
}

/** The new images of `previous` that `next` no longer holds. */
export function revisionImagesToRelease(previous: readonly RevisionPhoto[], next: readonly RevisionPhoto[]): ListingPhoto[] {
  const kept = new Set(imagesOf(next).map((image) => image.storageKey));
  return imagesOf(previous).filter((image) => !kept.has(image.storageKey));
}

/** Whether some revision holds an image under `storageKey` (for the upload sweep's inventory). */
export function listingRevisionsUseImage(storageKey: SQL): SQL {
  return sql`exists (select 1 from ${listingRevisions} where strpos(${listingRevisions.photos}::text, ${storageKey}) > 0)`;
}
