import { eq, sql } from "drizzle-orm";
import { mayActForAnyAgent } from "~/shared/access/permissions";
import { recordAudit } from "~/features/audit/index.server";
import { applyPhotoPlan, checkListingForm, editedColumns, PhotoRollback } from "~/features/listing-submissions/index.server";
import { photosOf, releasePhotoFiles, updateListing, type Listing, type ListingPhoto } from "~/features/listings/index.server";
import type { Storage } from "~/features/media/index.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { FORM_ERROR_MESSAGE, type FormFailure } from "~/shared/forms/parse-form";
import type { FailureStatus } from "~/shared/http/failure-status";
import { failureReply } from "~/shared/http/reply";
import { logger } from "~/shared/lib/logger.server";
import { listingRevisions, type RevisionPhoto } from "./listing-revision.table";
import { diffRevision, isEmptyDiff } from "./revision-diff.server";
import { MARKET_FIELDS, revisionColumns } from "./revision-fields";
import { revisionImagesToRelease } from "./revision-images.server";
import { UPKEEP_MESSAGES } from "./upkeep-messages";
import { findUpdatable, fromMlsFeed, type UpkeepActor } from "./updatable-listing.server";

/**
 * Changes to an approved listing's text and photos. An agent's go to review
 * while the approved version stays public: stored as the listing's one
 * revision (a new proposal replaces the last). An administrator's apply at
 * once (decision 0091). Both are audited; prices and status have their own
 * form (change-market.server.ts) and are taken from the live listing here.
 */

export type RevisionReply =
  | { status: 200; body: { saved: true; applied: boolean; message: string } }
  | { status: FailureStatus | 403; body: FormFailure };

const refuse = (status: FailureStatus | 403, formError: string): RevisionReply => ({ status, body: { fieldErrors: {}, values: {}, formError } });

/** The posted form with the market fields set to the live listing's: this form never changes them. */
function withLiveMarket(listing: Listing, formData: FormData): FormData {
  const posted = new FormData();
  for (const [name, value] of formData.entries()) if (!MARKET_FIELDS[listing.kind].includes(name)) posted.append(name, value);
  const row = listing as unknown as Record<string, unknown>;
  for (const name of MARKET_FIELDS[listing.kind]) if (row[name] !== null && row[name] !== undefined) posted.set(name, String(row[name]));
  return posted;
}

/** Only the columns a revision may change. */
function pick(values: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(columns.map((column) => [column, values[column] ?? null]));
}

type Saved = { reply: RevisionReply; release: ListingPhoto[] };

async function save(tx: Database, actor: UpkeepActor, id: string, formData: FormData): Promise<Saved> {
  const found = await findUpdatable(tx, actor, id, true);
  if (!found.success) return { reply: failureReply(found, { fieldErrors: {}, values: {}, formError: found.error }), release: [] };
  const { listing } = found;
  if (fromMlsFeed(listing)) return { reply: refuse(409, UPKEEP_MESSAGES.mls), release: [] };
  const existing = await photosOf(id, tx);
  const checked = checkListingForm(actor, listing.kind, withLiveMarket(listing, formData), existing);
  if (!checked.success) return { reply: { status: 400, body: checked.failure }, release: [] };

  const proposed = pick(editedColumns(listing.kind, checked.data.values, listing) as Record<string, unknown>, revisionColumns(listing.kind));
  const photos: RevisionPhoto[] = checked.data.photos;
  const diff = diffRevision(listing.kind, listing as unknown as Record<string, unknown>, proposed, existing, photos);
  const [previous] = await tx.select().from(listingRevisions).where(eq(listingRevisions.listingId, id)).for("update");
  const changed = diff.lines.map((line) => line.field);
  const audit = (action: string, after: Record<string, unknown>) =>
    recordAudit({ actor: { id: actor.id, email: actor.email }, action, subject: { type: "listing", id }, before: { title: listing.title }, after }, tx);

  if (mayActForAnyAgent(actor)) {
    if (isEmptyDiff(diff)) return { reply: refuse(400, UPKEEP_MESSAGES.nothingChanged), release: [] };
    await updateListing(id, { ...proposed, updatedAt: new Date() }, tx);
    const { removed } = await applyPhotoPlan(id, checked.data.photos, existing, tx);
    await audit("listing.edit", { title: String(proposed.title ?? listing.title), fields: changed, photos: diff.photos.changed ? photos.length : undefined });
    return { reply: { status: 200, body: { saved: true, applied: true, message: UPKEEP_MESSAGES.applied } }, release: removed };
  }

  const dropped = previous ? revisionImagesToRelease(previous.photos, photos) : [];
  if (isEmptyDiff(diff)) {
    // Back to what is live: the proposal is withdrawn rather than sent.
    if (previous) await tx.delete(listingRevisions).where(eq(listingRevisions.id, previous.id));
    return { reply: { status: 200, body: { saved: true, applied: false, message: UPKEEP_MESSAGES.matchesLive } }, release: dropped };
  }
  const values = { proposed, photos, status: "pending" as const, reason: "", proposedBy: actor.id, proposedByEmail: actor.email, proposedAt: new Date(), decidedAt: null };
  await tx
    .insert(listingRevisions)
    .values({ listingId: id, ...values })
    .onConflictDoUpdate({ target: listingRevisions.listingId, set: { ...values, proposedAt: sql`now()` } });
  await audit("listing.revision.propose", { title: String(proposed.title ?? listing.title), fields: changed, photos: diff.photos.changed ? photos.length : undefined, replaced: Boolean(previous) });
  return { reply: { status: 200, body: { saved: true, applied: false, message: UPKEEP_MESSAGES.proposed } }, release: dropped };
}

/**
 * Saves the posted text and photos of an approved listing: a revision for
 * review (an agent), or applied at once (an administrator). Files no row
 * uses any more (photos an administrator removed, new photos of a replaced
 * proposal) leave storage after the commit.
 */
export async function reviseListing(actor: UpkeepActor, id: string, formData: FormData, options: { storage?: Storage } = {}): Promise<RevisionReply> {
  try {
    const saved = await getDb().transaction((tx) => save(tx, actor, id, formData));
    await releasePhotoFiles(id, saved.release, options);
    return saved.reply;
  } catch (error) {
    if (error instanceof PhotoRollback) {
      const message = error.failure.success ? FORM_ERROR_MESSAGE : error.failure.error;
      return { status: 400, body: { fieldErrors: { photos: message }, values: {}, formError: message } };
    }
    logger.error("reviseListing failed", { id, error });
    return refuse(500, UPKEEP_MESSAGES.unavailable);
  }
}
