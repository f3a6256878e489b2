import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  canAny,
  forbidden,
  refuse,
  type Actor,
  type AuditedActor,
} from "~/shared/access/permissions";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import type { Storage } from "~/features/media/index.server";
import { getDb } from "~/shared/db/client.server";
import { isForeignKeyViolation } from "~/shared/db/postgres-errors";
import { issuesToErrors } from "~/shared/forms/parse-form";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import {
  countPhotos,
  deleteListing,
  listingColumns as listing,
  selectListings,
  updateListing,
} from "~/features/listings/index.server";
import { LISTING_MESSAGES, REVIEW_STATUS } from "~/features/listings";
import {
  toPublicListing,
  type PublicListing,
} from "~/features/listings/index.server";
import { reviewDecisionSchema } from "~/features/listings";
import { listingColumns, photosOf } from "~/features/listings/index.server";
import { releasePhotoFiles } from "~/features/listings/index.server";
import { isUuid } from "~/shared/lib/uuid";

/**
 * The administrator's review actions, each recorded in the
 * audit log in the same transaction as the change it describes.
 */

/**
 * The review form: a choice among REVIEW_STATUS_CHOICES or "other" with the
 * status typed in `statusOther`. What is chosen is then checked by the
 * listing model's own schema (1–40 characters, no near miss of a known
 * status), so the form, the server and the column agree.
 */
export const adminReviewFormSchema = z.object({
  status: z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    z.string(),
  ),
  statusOther: z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    z.string(),
  ),
  notes: z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    z.string(),
  ),
});

/** The status the form asks for: the chosen one, or what was typed under "Other…". */
export function chosenReviewStatus(form: {
  status: string;
  statusOther: string;
}): string {
  return form.status === "other" ? form.statusOther : form.status;
}

const notFound = () => failWith("not_found", LISTING_MESSAGES.notFound);

export type ReviewActor = AuditedActor;

/** Sets a listing's review status and notes (reviewedAt is now), with an audit entry; for those who review listings. */
export async function reviewListing(
  actor: ReviewActor,
  id: string,
  status: unknown,
  notes: unknown = "",
): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "review:listings");
  if (refused) return refused;
  const parsed = reviewDecisionSchema.safeParse({ status, notes });
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(
      fieldErrors.status ?? fieldErrors.notes ?? formError,
      fieldErrors,
    );
  }
  if (!isUuid(id)) return notFound();
  const { status: nextStatus, notes: nextNotes } = parsed.data;
  return runService("reviewListing", { id, status: nextStatus }, () =>
    getDb().transaction(async (tx) => {
      const [before] = await selectListings(
        {
          status: listing.reviewStatus,
          notes: listing.adminNotes,
          title: listing.title,
          kind: listing.kind,
        },
        tx,
      )
        .where(eq(listing.id, id))
        .for("update");
      if (!before) return notFound();
      // Going live takes a picture: a listing without one is not approved.
      if (
        nextStatus === REVIEW_STATUS.approved &&
        before.status !== REVIEW_STATUS.approved
      ) {
        const photos = await countPhotos([id], tx);
        if (!photos.has(id))
          return fail(LISTING_MESSAGES.approvalNeedsPhoto, {
            status: LISTING_MESSAGES.approvalNeedsPhoto,
          });
      }
      const now = new Date();
      await updateListing(
        id,
        {
          reviewStatus: nextStatus,
          adminNotes: nextNotes,
          reviewedAt: now,
          updatedAt: now,
        },
        tx,
      );
      await recordAudit(
        {
          actor,
          action: "listing.status",
          subject: { type: "listing", id },
          before: {
            status: before.status,
            notes: before.notes,
            title: before.title,
            kind: before.kind,
          },
          after: {
            status: nextStatus,
            notes: nextNotes,
            title: before.title,
            kind: before.kind,
          },
        },
        tx,
      );
      return ok({ id });
    }),
  );
}

/**
 * Deletes any listing, for those who review listings or keep the portfolio:
 * see deleteListingWithPhotos.
 */
export async function removeListing(
  actor: ReviewActor,
  id: string,
  options: { storage?: Storage } = {},
): Promise<Result<{ id: string }>> {
  if (!canAny(actor, ["review:listings", "manage:portfolio"]))
    return forbidden();
  return deleteListingWithPhotos(actor, id, options);
}

/**
 * Deletes a listing (its photo rows go with it), records the deletion, then
 * removes the photos' files from storage unless another listing uses them.
 * A storage failure is logged; the listing stays deleted. Asks no
 * permission: the caller has decided the actor may delete this very listing
 * (removeListing for staff, an agent's withdrawal of their own listing).
 */
export async function deleteListingWithPhotos(
  actor: AuditActor,
  id: string,
  options: { storage?: Storage } = {},
): Promise<Result<{ id: string }>> {
  if (!isUuid(id)) return notFound();
  return runService("removeListing", { id }, async () => {
    const outcome = await deleteWithAudit(actor, id).catch((error: unknown) => {
      if (isForeignKeyViolation(error)) return "kept" as const;
      throw error;
    });
    if (outcome === "kept") return failWith("conflict", LISTING_KEPT);
    if (!outcome) return notFound();
    await releasePhotoFiles(id, outcome.photos, options);
    return ok({ id });
  });
}

/**
 * Refusal for a listing that records the office must keep still refer to (a
 * villa's owner, contract or statements): deleting it would take them with it.
 */
export const LISTING_KEPT =
  "This listing cannot be deleted: a villa owner's contract or statements refer to it, and they must be kept. To take it off the site, change its review status instead.";

/** The listing's deletion and its audit entry, in one transaction; null when there was no such listing. */
async function deleteWithAudit(actor: AuditActor, id: string) {
  return getDb().transaction(async (tx) => {
    const [row] = await selectListings(
      {
        title: listing.title,
        kind: listing.kind,
        status: listing.reviewStatus,
      },
      tx,
    )
      .where(eq(listing.id, id))
      .for("update");
    if (!row) return null;
    const photos = await photosOf(id, tx);
    await deleteListing(id, tx);
    await recordAudit(
      {
        actor,
        action: "listing.delete",
        subject: { type: "listing", id },
        before: {
          title: row.title,
          kind: row.kind,
          status: row.status,
          photos: photos.length,
        },
        after: null,
      },
      tx,
    );
    return { photos };
  });
}

/**
 * A listing of any review status as its public page would show it (for the
 * administrator's preview): the public shape, photos in order.
 */
export async function getReviewPreview(
  actor: Actor,
  id: string,
): Promise<Result<{ data: PublicListing }>> {
  const refused = refuse(actor, "review:listings");
  if (refused) return refused;
  if (!isUuid(id)) return notFound();
  return runService("getReviewPreview", { id }, async () => {
    const { adminNotes: _adminNotes, ...columns } = listingColumns;
    const [row] = await selectListings(columns).where(eq(listing.id, id));
    return row ? ok({ data: await toPublicListing(row) }) : notFound();
  });
}
