import { mayActForAnyAgent } from "~/shared/access/permissions";
import { formValuesOf } from "~/features/listing-submissions/index.server";
import { historyLines, listingPublicPath, type HistoryLine, type ListingKind, type StandardStatus } from "~/features/listings";
import { photosOf, readListingEvents, type Listing } from "~/features/listings/index.server";
import { previewOf, signUploadToken } from "~/features/media/index.server";
import { getDb } from "~/shared/db/client.server";
import type { FormValues } from "~/shared/forms/parse-form";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { readRevision, revisionReviewOf, type RevisionReview } from "./decide-revision.server";
import type { RevisionPhoto } from "./listing-revision.table";
import { findUpdatable, fromMlsFeed, type UpkeepActor } from "./updatable-listing.server";

/**
 * An approved listing as its keeping-current page shows it: the market form's
 * values and the history they make, the text form's values (the waiting
 * revision's, so an agent picks up where they left off), and the revision
 * beside what is live.
 */

export type UpkeepPhoto = { id: string; alt: string; previewUrl: string };

export type ListingUpkeep = {
  id: string;
  kind: ListingKind;
  title: string;
  publicPath: string;
  fromMls: boolean;
  /** An administrator's text changes apply at once; an agent's go to review. */
  appliesDirectly: boolean;
  market: { standardStatus: StandardStatus; listPrice: number | null; closePrice: number | null; closeDate: string | null };
  history: HistoryLine[];
  revision: RevisionReview | null;
  values: FormValues;
  photos: UpkeepPhoto[];
};

/** The form's photos: the revision's when there is one (new uploads as fresh tokens for this actor), else the live ones. */
function formPhotos(actor: UpkeepActor, live: Awaited<ReturnType<typeof photosOf>>, revision: RevisionPhoto[] | null): UpkeepPhoto[] {
  if (!revision) return live.map((photo) => ({ id: photo.id, alt: photo.alt, previewUrl: previewOf(photo) }));
  const byId = new Map(live.map((photo) => [photo.id, photo]));
  return revision.flatMap((photo) => {
    if ("image" in photo) return [{ id: signUploadToken(photo.image, actor.id), alt: photo.alt, previewUrl: previewOf(photo.image) }];
    const kept = byId.get(photo.existingId);
    return kept ? [{ id: kept.id, alt: photo.alt, previewUrl: previewOf(kept) }] : [];
  });
}

export async function getListingUpkeep(actor: UpkeepActor, id: string): Promise<Result<{ data: ListingUpkeep }>> {
  return runService("getListingUpkeep", { id }, async () => {
    const db = getDb();
    const found = await findUpdatable(db, actor, id);
    if (!found.success) return found;
    const listing: Listing = found.listing;
    const [live, review, events] = [await photosOf(id, db), await revisionReviewOf(listing, db), await readListingEvents(id)];
    const stored = review ? await readRevision(db, id) : null;
    const shown: Listing = stored ? { ...listing, ...(stored.proposed as Partial<Listing>) } : listing;
    return ok({
      data: {
        id,
        kind: listing.kind,
        title: listing.title,
        publicPath: listingPublicPath(listing),
        fromMls: fromMlsFeed(listing),
        appliesDirectly: mayActForAnyAgent(actor),
        market: { standardStatus: listing.standardStatus, listPrice: listing.listPrice, closePrice: listing.closePrice, closeDate: listing.closeDate },
        history: historyLines(events),
        revision: review,
        values: formValuesOf(listing.kind, shown),
        photos: formPhotos(actor, live, stored?.photos ?? null),
      },
    });
  });
}
