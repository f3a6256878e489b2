import { eq } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/features/audit/record-audit.server";
import type { Storage } from "~/features/media/storage.server";
import { getDb } from "~/shared/db/client.server";
import { issuesToErrors } from "~/shared/forms/parse-form";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { listings } from "./listing.table";
import { LISTING_KINDS, LISTING_MESSAGES } from "./listing-rules";
import { listListings } from "./list-listings.server";
import { listingPath } from "./listing-paths";
import { toPublicListing, type PublicListing } from "./public-listings.server";
import { reviewSchema } from "./listing-schema";
import { isUuid, listingColumns, photosOf } from "./listing-store.server";
import { releasePhotoFiles } from "./release-photo-files.server";

/**
 * The administrator's review actions (issue 4 §3), each recorded in the
 * audit log in the same transaction as the change it describes.
 */

/** The statuses the dashboard offers; any other 1–40 character status is accepted too (spec §4). */
export const REVIEW_STATUSES = ["pending", "approved", "rejected", "needs-changes"] as const;

/**
 * The review form's schema: the listing model's own (status 1–40 characters,
 * notes up to LISTING_LIMITS.adminNotesMax), so the form, the server and the
 * column agree on one limit.
 */
export const adminReviewSchema = reviewSchema;

const notFound = () => fail(LISTING_MESSAGES.notFound);

export type ReviewActor = AuditActor;

/** Sets a listing's review status and notes (reviewedAt is now), with an audit entry. */
export async function reviewListing(actor: ReviewActor, id: string, status: unknown, notes: unknown = ""): Promise<Result<{ id: string }>> {
  const parsed = adminReviewSchema.safeParse({ status, notes });
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(fieldErrors.status ?? fieldErrors.notes ?? formError, fieldErrors);
  }
  if (!isUuid(id)) return notFound();
  const { status: nextStatus, notes: nextNotes } = parsed.data;
  return runService("reviewListing", { id, status: nextStatus }, () =>
    getDb().transaction(async (tx) => {
      const [before] = await tx
        .select({ status: listings.reviewStatus, notes: listings.adminNotes, title: listings.title, kind: listings.kind })
        .from(listings)
        .where(eq(listings.id, id))
        .for("update");
      if (!before) return notFound();
      const now = new Date();
      await tx.update(listings).set({ reviewStatus: nextStatus, adminNotes: nextNotes, reviewedAt: now, updatedAt: now }).where(eq(listings.id, id));
      await recordAudit(
        {
          actor,
          action: "listing.status",
          subject: { type: "listing", id },
          before: { status: before.status, notes: before.notes, title: before.title, kind: before.kind },
          after: { status: nextStatus, notes: nextNotes, title: before.title, kind: before.kind },
        },
        tx,
      );
      return ok({ id });
    }),
  );
}

/**
 * Deletes a listing (its photo rows go with it), records the deletion, then
 * removes the photos' files from storage unless another listing uses them.
 * A storage failure is logged; the listing stays deleted.
 */
export async function removeListing(actor: ReviewActor, id: string, options: { storage?: Storage } = {}): Promise<Result<{ id: string }>> {
  if (!isUuid(id)) return notFound();
  return runService("removeListing", { id }, async () => {
    const outcome = await getDb().transaction(async (tx) => {
      const [row] = await tx
        .select({ title: listings.title, kind: listings.kind, status: listings.reviewStatus })
        .from(listings)
        .where(eq(listings.id, id))
        .for("update");
      if (!row) return null;
      const photos = await photosOf(id, tx);
      await tx.delete(listings).where(eq(listings.id, id));
      await recordAudit(
        {
          actor,
          action: "listing.delete",
          subject: { type: "listing", id },
          before: { title: row.title, kind: row.kind, status: row.status, photos: photos.length },
          after: null,
        },
        tx,
      );
      return { photos };
    });
    if (!outcome) return notFound();
    await releasePhotoFiles(id, outcome.photos, options);
    return ok({ id });
  });
}

/** A row of the review queue. */
export type ReviewQueueItem = {
  id: string;
  kind: string;
  title: string;
  agentName: string | null;
  agentEmail: string | null;
  submittedAt: Date | null;
  reviewStatus: string;
  adminNotes: string;
  reviewedAt: Date | null;
  /** The public page, once approved. */
  path: string;
};

/** Every listing (sale, sold, rental) for review: pending first, then newest submitted first. */
export async function listReviewQueue(): Promise<Result<{ data: ReviewQueueItem[] }>> {
  const items: ReviewQueueItem[] = [];
  for (const kind of LISTING_KINDS) {
    const result = await listListings(kind);
    if (!result.success) return result;
    for (const listing of result.data) {
      items.push({
        id: listing.id,
        kind: listing.kind,
        title: listing.title,
        agentName: listing.agentInfo?.name ?? listing.listAgentName ?? null,
        agentEmail: listing.agentInfo?.email ?? null,
        submittedAt: listing.submittedAt,
        reviewStatus: listing.reviewStatus,
        adminNotes: listing.adminNotes ?? "",
        reviewedAt: listing.reviewedAt,
        path: listingPath(listing),
      });
    }
  }
  const time = (date: Date | null) => date?.getTime() ?? 0;
  items.sort(
    (a, b) =>
      Number(b.reviewStatus === "pending") - Number(a.reviewStatus === "pending") ||
      time(b.submittedAt) - time(a.submittedAt) ||
      b.id.localeCompare(a.id),
  );
  return ok({ data: items });
}

/**
 * A listing of any review status as its public page would show it (for the
 * administrator's preview): the public shape, photos in order.
 */
export async function getReviewPreview(id: string): Promise<Result<{ data: PublicListing }>> {
  if (!isUuid(id)) return notFound();
  return runService("getReviewPreview", { id }, async () => {
    const { adminNotes: _adminNotes, ...columns } = listingColumns;
    const [row] = await getDb().select(columns).from(listings).where(eq(listings.id, id));
    return row ? ok({ data: await toPublicListing(row) }) : notFound();
  });
}
