import type { SessionUser } from "~/features/accounts/index.server";
import type { ProcessedImage } from "~/features/media";
import { verifyUploadToken } from "~/features/media/index.server";
import type { Database } from "~/shared/db/client.server";
import { fail, ok, type Result } from "~/shared/lib/result";
import { PHOTO_FORM_MESSAGES, PHOTO_LIMITS } from "./agent-listing-fields";
import { addListingPhotos, deleteListingPhotos, reorderListingPhotos, setListingPhotoAlts } from "~/features/listings/index.server";
import { LISTING_LIMITS } from "~/features/listings";
import { type ListingPhoto } from "~/features/listings/index.server";
import { isUuid } from "~/shared/lib/uuid";

/**
 * The photos an agent's listing form posts: `photo` (in order, the first is
 * the cover) and `photoAlt` (the same order). A `photo` is either the id of
 * one of the listing's own photos (kept, when editing) or the signed token
 * the upload route answered for a new one.
 */

export type PhotoEntry = { ref: string; alt: string };
export type PlannedPhoto = { existingId: string; alt: string } | { image: ProcessedImage; alt: string };

/** Rolls the caller's transaction back, carrying the failure to answer with. */
export class PhotoRollback extends Error {
  constructor(readonly failure: Result<never>) {
    super("The listing's photos could not be recorded");
  }
}

export function readPhotoEntries(formData: FormData): PhotoEntry[] {
  const refs = formData.getAll("photo");
  const alts = formData.getAll("photoAlt");
  return refs.map((ref, index) => {
    const alt = alts[index];
    return { ref: typeof ref === "string" ? ref : "", alt: typeof alt === "string" ? alt.trim() : "" };
  });
}

/**
 * Checks the posted photos before anything is written: at most 40, each
 * described, each token ours and this user's, each id one of the listing's
 * own photos (once). Failures carry the `photos` field's message.
 */
export function planPhotos(user: SessionUser, entries: readonly PhotoEntry[], existing: readonly ListingPhoto[] = []): Result<{ data: PlannedPhoto[] }> {
  const refuse = (message: string) => fail(message, { photos: message });
  if (entries.length > PHOTO_LIMITS.perListing) return refuse(PHOTO_FORM_MESSAGES.tooMany);
  const own = new Set(existing.map((photo) => photo.id));
  const seen = new Set<string>();
  const plan: PlannedPhoto[] = [];
  for (const { ref, alt } of entries) {
    if (alt === "") return refuse(PHOTO_FORM_MESSAGES.alt);
    if (alt.length > LISTING_LIMITS.photoAltMax) return refuse(PHOTO_FORM_MESSAGES.altTooLong);
    if (isUuid(ref)) {
      if (!own.has(ref) || seen.has(ref)) return refuse(PHOTO_FORM_MESSAGES.unknown);
      seen.add(ref);
      plan.push({ existingId: ref, alt });
      continue;
    }
    const verified = verifyUploadToken(ref, user.id);
    if (!verified.success) return refuse(verified.error);
    plan.push({ image: verified.data, alt });
  }
  return ok({ data: plan });
}

function orThrow<T extends object>(result: Result<T>): T {
  if (!result.success) throw new PhotoRollback(result);
  return result;
}

/**
 * Makes the listing's photos exactly the plan, in its order, inside the
 * caller's transaction: photos left out are removed (their rows; the caller
 * releases their files once the transaction has committed, with
 * releasePhotoFiles), kept ones get their new alt text, new ones are added,
 * then all are put in order. Answers the removed photos. Throws
 * PhotoRollback on a refusal.
 */
export async function applyPhotoPlan(
  listingId: string,
  plan: readonly PlannedPhoto[],
  existing: readonly ListingPhoto[],
  db: Database,
): Promise<{ removed: ListingPhoto[] }> {
  const kept = plan.flatMap((photo) => ("existingId" in photo ? [{ id: photo.existingId, alt: photo.alt }] : []));
  const keptIds = new Set(kept.map((photo) => photo.id));
  const removedPhotos = existing.filter((photo) => !keptIds.has(photo.id));
  const removed = removedPhotos.map((photo) => photo.id);
  if (removed.length > 0) orThrow(await deleteListingPhotos(listingId, removed, db));
  if (kept.length > 0) orThrow(await setListingPhotoAlts(listingId, kept, db));

  const added = plan.flatMap((photo) => ("image" in photo ? [{ ...photo.image, alt: photo.alt }] : []));
  const outcome = { removed: removedPhotos };
  if (added.length === 0 && removed.length === 0 && kept.every((photo, index) => existing[index]?.id === photo.id)) return outcome;
  const after = added.length > 0 ? orThrow(await addListingPhotos(listingId, added, db)).data : null;
  if (!after) {
    orThrow(await reorderListingPhotos(listingId, kept.map((photo) => photo.id), db));
    return outcome;
  }
  // New rows were appended in plan order: hand them out as the plan meets them.
  const newIds = after.slice(after.length - added.length).map((photo) => photo.id);
  const order = plan.map((photo) => ("existingId" in photo ? photo.existingId : newIds.shift()!));
  orThrow(await reorderListingPhotos(listingId, order, db));
  return outcome;
}
