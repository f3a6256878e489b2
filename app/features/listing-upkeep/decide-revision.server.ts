import { and, eq } from "drizzle-orm";
import { refuse, type AuditedActor } from "~/shared/access/permissions";
import { recordAudit } from "~/features/audit/index.server";
import { applyPhotoPlan, PhotoRollback } from "~/features/listing-submissions/index.server";
import { listingPublicPath } from "~/features/listings";
import { joinListing, listingColumns, photosOf, releasePhotoFiles, selectListings, updateListing, type Listing, type ListingPhoto } from "~/features/listings/index.server";
import type { Storage } from "~/features/media/index.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { preparedQuery, UNNAMED } from "~/shared/db/prepared-query.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { listingRevisions, type ListingRevisionRow } from "./listing-revision.table";
import { diffRevision, type RevisionDiff } from "./revision-diff.server";
import { revisionColumns } from "./revision-fields";
import { UPKEEP_MESSAGES } from "./upkeep-messages";

/**
 * The administrator's side of proposed revisions: the queue of changes
 * waiting, each shown as a diff against what is live, and the decision.
 * Approving applies the revision to the listing (text, then photos, in one
 * transaction with its audit entry) and removes it; rejecting keeps it with
 * the reason the agent reads.
 */

const noRevision = () => failWith("not_found", UPKEEP_MESSAGES.noRevision);

export type PendingRevision = { listingId: string; title: string; kind: Listing["kind"]; proposedByEmail: string; proposedAt: string };

/** The first 200 revisions waiting, oldest first: one statement for every view of the queue. */
const pendingRevisions = preparedQuery((db) => {
  const query = db
    .select({ listingId: listingRevisions.listingId, title: listingColumns.title, kind: listingColumns.kind, proposedByEmail: listingRevisions.proposedByEmail, proposedAt: listingRevisions.proposedAt })
    .from(listingRevisions)
    .$dynamic();
  return joinListing(query, listingRevisions.listingId).where(eq(listingRevisions.status, "pending")).orderBy(listingRevisions.proposedAt).limit(200).prepare(UNNAMED);
});

/** Revisions waiting for a decision, oldest first (the review queue's section). */
export async function listPendingRevisions(actor: AuditedActor): Promise<Result<{ data: PendingRevision[] }>> {
  const refused = refuse(actor, "review:listings");
  if (refused) return refused;
  return runService("listPendingRevisions", {}, async () => {
    const rows = await pendingRevisions().execute();
    return ok({ data: rows.map((row) => ({ ...row, proposedAt: row.proposedAt.toISOString() })) });
  });
}

export type RevisionReview = {
  listingId: string;
  title: string;
  publicPath: string;
  status: ListingRevisionRow["status"];
  reason: string;
  proposedByEmail: string;
  proposedAt: string;
  diff: RevisionDiff;
};

/** A listing's revision, locked for the caller's transaction when `lock` is set. */
export async function readRevision(db: Database, listingId: string, lock = false) {
  const query = db.select().from(listingRevisions).where(eq(listingRevisions.listingId, listingId));
  const [revision] = lock ? await query.for("update") : await query;
  return revision ?? null;
}

/** A listing's revision beside what is live (for its review page, and the agent's own listing page). */
export async function revisionReviewOf(listing: Listing, db: Database = getDb()): Promise<RevisionReview | null> {
  const revision = await readRevision(db, listing.id);
  if (!revision) return null;
  const live = await photosOf(listing.id, db);
  return {
    listingId: listing.id,
    title: listing.title,
    publicPath: listingPublicPath(listing),
    status: revision.status,
    reason: revision.reason,
    proposedByEmail: revision.proposedByEmail,
    proposedAt: revision.proposedAt.toISOString(),
    diff: diffRevision(listing.kind, listing as unknown as Record<string, unknown>, revision.proposed, live, revision.photos),
  };
}

/** The revision of listing `listingId` as the administrator reviews it. */
export async function getRevisionReview(actor: AuditedActor, listingId: string): Promise<Result<{ data: RevisionReview }>> {
  const refused = refuse(actor, "review:listings");
  if (refused) return refused;
  if (!isUuid(listingId)) return noRevision();
  return runService("getRevisionReview", { listingId }, async () => {
    const [listing] = await selectListings(listingColumns).where(eq(listingColumns.id, listingId));
    const review = listing ? await revisionReviewOf(listing as Listing) : null;
    return review ? ok({ data: review }) : noRevision();
  });
}

type Approved = { result: Result<{ id: string }>; release: ListingPhoto[] };

async function approve(tx: Database, actor: AuditedActor, listingId: string): Promise<Approved> {
  const [listing] = await selectListings(listingColumns, tx).where(eq(listingColumns.id, listingId)).for("update");
  const revision = listing ? await readRevision(tx, listingId, true) : null;
  if (!listing || !revision || revision.status !== "pending") return { result: noRevision(), release: [] };
  const existing = await photosOf(listingId, tx);
  const diff = diffRevision(listing.kind, listing as unknown as Record<string, unknown>, revision.proposed, existing, revision.photos);
  const columns = revisionColumns(listing.kind);
  const values = Object.fromEntries(columns.map((column) => [column, revision.proposed[column] ?? null]));
  await updateListing(listingId, { ...values, updatedAt: new Date() }, tx);
  const knownIds = new Set(existing.map((photo) => photo.id));
  if (revision.photos.some((photo) => "existingId" in photo && !knownIds.has(photo.existingId))) throw new PhotoRollback(fail(UPKEEP_MESSAGES.photosMoved));
  const { removed } = await applyPhotoPlan(listingId, revision.photos, existing, tx);
  await tx.delete(listingRevisions).where(eq(listingRevisions.id, revision.id));
  await recordAudit(
    {
      actor: { id: actor.id, email: actor.email },
      action: "listing.revision.approve",
      subject: { type: "listing", id: listingId },
      before: { title: listing.title, proposedBy: revision.proposedByEmail },
      after: { title: String(values.title ?? listing.title), fields: diff.lines.map((line) => line.field), photos: diff.photos.changed ? revision.photos.length : undefined },
    },
    tx,
  );
  return { result: ok({ id: listingId }), release: removed };
}

/** Applies the listing's pending revision (for those who review listings). */
export async function approveListingRevision(actor: AuditedActor, listingId: string, options: { storage?: Storage } = {}): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "review:listings");
  if (refused) return refused;
  if (!isUuid(listingId)) return noRevision();
  const outcome = await runService("approveListingRevision", { listingId }, async () => {
    try {
      const approved = await getDb().transaction((tx) => approve(tx, actor, listingId));
      return ok({ approved });
    } catch (error) {
      if (error instanceof PhotoRollback) return failWith("conflict", error.failure.success ? UPKEEP_MESSAGES.photosMoved : error.failure.error);
      throw error;
    }
  });
  if (!outcome.success) return outcome;
  await releasePhotoFiles(listingId, outcome.approved.release, options);
  return outcome.approved.result;
}

/** Rejects the listing's pending revision with the reason its agent reads; the live listing is untouched. */
export async function rejectListingRevision(actor: AuditedActor, listingId: string, reason: unknown): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "review:listings");
  if (refused) return refused;
  const text = typeof reason === "string" ? reason.trim() : "";
  if (text === "") return fail(UPKEEP_MESSAGES.reasonRequired, { reason: UPKEEP_MESSAGES.reasonRequired });
  if (text.length > 4000) return fail(UPKEEP_MESSAGES.reasonTooLong, { reason: UPKEEP_MESSAGES.reasonTooLong });
  if (!isUuid(listingId)) return noRevision();
  return runService("rejectListingRevision", { listingId }, () =>
    getDb().transaction(async (tx) => {
      const rows = await tx
        .update(listingRevisions)
        .set({ status: "rejected", reason: text, decidedAt: new Date() })
        .where(and(eq(listingRevisions.listingId, listingId), eq(listingRevisions.status, "pending")))
        .returning({ proposedByEmail: listingRevisions.proposedByEmail });
      if (rows.length === 0) return noRevision();
      const [listing] = await selectListings({ title: listingColumns.title }, tx).where(eq(listingColumns.id, listingId));
      await recordAudit(
        {
          actor: { id: actor.id, email: actor.email },
          action: "listing.revision.reject",
          subject: { type: "listing", id: listingId },
          before: { title: listing?.title ?? "", proposedBy: rows[0]!.proposedByEmail },
          after: { reason: text },
        },
        tx,
      );
      return ok({ id: listingId });
    }),
  );
}
