import { eq } from "drizzle-orm";
import type { SessionUser } from "~/features/accounts/authorization.server";
import { recordAudit } from "~/features/audit/record-audit.server";
import type { Storage } from "~/features/media/storage.server";
import { previewOf } from "~/features/media/upload-photo.server";
import { getDb, type Database } from "~/shared/db/client.server";
import type { FormValues } from "~/shared/forms/parse-form";
import { logger } from "~/shared/lib/logger.server";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { rowValues } from "./add-listing.server";
import { removeListing } from "./admin-review.server";
import { agentFields } from "./agent-listing-fields";
import { applyPhotoPlan, PhotoRollback } from "./agent-listing-photos.server";
import { listings, type ListingRow } from "./listing.table";
import { LISTING_MESSAGES, REVIEW_STATUS, type ListingKind } from "./listing-rules";
import { isUuid, listingColumns, photosOf, type ListingPhoto } from "./listing-store.server";
import { releasePhotoFiles } from "./release-photo-files.server";
import {
  accountRefusal,
  AGENT_EDITABLE_STATUSES,
  AGENT_LISTING_MESSAGES,
  checkListingForm,
  failureReply,
  type AgentFormReply,
} from "./submit-agent-listing.server";

/**
 * An agent changes or withdraws their own listing while it is pending or
 * rejected (issue 4 §2). Anyone else's listing, an unknown id, or a listing
 * in any other status is "Listing not found": nothing is revealed, nothing
 * changes. An edit sends the listing back to the review queue.
 */

type Owned = Pick<ListingRow, "agentId" | "agentInfo" | "reviewStatus">;

/** The submitter is the user (by id, or by agentInfo.email as spec §6 filters) and the listing is still open to change. */
export function isEditableBy(row: Owned, user: SessionUser): boolean {
  if (user.role !== "agent") return false;
  const email = row.agentInfo?.email?.trim().toLowerCase();
  const own = row.agentId === user.id || (email !== undefined && email === user.email.trim().toLowerCase());
  return own && AGENT_EDITABLE_STATUSES.includes(row.reviewStatus);
}

const notFoundReply = (): AgentFormReply => ({ status: 404, body: { fieldErrors: {}, values: {}, formError: LISTING_MESSAGES.notFound } });

/** A stored listing's values as its form shows them. */
function formValuesOf(kind: ListingKind, row: ListingRow): FormValues {
  const values: FormValues = {};
  const source = row as unknown as Record<string, unknown>;
  for (const field of agentFields(kind)) {
    const value = field.name === "propertyName" ? row.propertyInfo?.name : source[field.name];
    if (value === null || value === undefined) continue;
    values[field.name] = Array.isArray(value) ? value.join("\n") : String(value);
  }
  return values;
}

export type EditableListing = {
  id: string;
  kind: ListingKind;
  title: string;
  reviewStatus: string;
  adminNotes: string;
  reviewedAt: string | null;
  values: FormValues;
  photos: Array<{ id: string; alt: string; previewUrl: string }>;
};

/** The listing for its edit page, when this agent may edit it. */
export async function getEditableListing(user: SessionUser, id: string): Promise<Result<{ data: EditableListing }>> {
  if (!isUuid(id)) return fail(LISTING_MESSAGES.notFound);
  return runService("getEditableListing", { id }, async () => {
    const [row] = await getDb().select(listingColumns).from(listings).where(eq(listings.id, id));
    if (!row || !isEditableBy(row, user)) return fail(LISTING_MESSAGES.notFound);
    const photos = await photosOf(id);
    return ok({
      data: {
        id,
        kind: row.kind,
        title: row.title,
        reviewStatus: row.reviewStatus,
        adminNotes: row.adminNotes,
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
        values: formValuesOf(row.kind, row as ListingRow),
        photos: photos.map((photo) => ({ id: photo.id, alt: photo.alt, previewUrl: previewOf(photo) })),
      },
    });
  });
}

/** The columns the form edits (nothing else: coordinates, offices and statuses stay as they are). */
function editedColumns(kind: ListingKind, values: Parameters<typeof rowValues>[1], row: Pick<ListingRow, "propertyInfo" | "slug">) {
  const all = rowValues(kind, values) as Record<string, unknown>;
  const edited: Record<string, unknown> = {};
  for (const field of agentFields(kind)) {
    if (field.name === "propertyName") {
      const name = (all.propertyInfo as { name?: string } | null)?.name;
      edited.propertyInfo = { ...row.propertyInfo, name, slug: row.propertyInfo?.slug ?? row.slug };
    } else edited[field.name] = all[field.name] ?? null;
  }
  return edited as Partial<typeof listings.$inferInsert>;
}

type SavedEdit = { reply: AgentFormReply; removedPhotos: ListingPhoto[] };

async function saveEdit(user: SessionUser, id: string, formData: FormData, tx: Database): Promise<SavedEdit> {
  const refuse = (reply: AgentFormReply): SavedEdit => ({ reply, removedPhotos: [] });
  const [row] = await tx.select(listingColumns).from(listings).where(eq(listings.id, id)).for("update");
  if (!row || !isEditableBy(row, user)) return refuse(notFoundReply());
  const kind = row.kind;
  const existing = await photosOf(id, tx);
  const checked = checkListingForm(user, kind, formData, existing);
  const refused = accountRefusal(user, checked.success ? checked.values : checked.failure.values);
  if (refused) return refuse(refused);
  if (!checked.success) return refuse({ status: 400, body: checked.failure });

  const now = new Date();
  // Back to the queue: pending, submitted now. The last review's notes and time stay until the next review.
  await tx
    .update(listings)
    .set({ ...editedColumns(kind, checked.data.values, row as ListingRow), reviewStatus: REVIEW_STATUS.pending, submittedAt: now, updatedAt: now })
    .where(eq(listings.id, id));
  const { removed } = await applyPhotoPlan(id, checked.data.photos, existing, tx);
  const [after] = await tx.select({ title: listings.title }).from(listings).where(eq(listings.id, id));
  await recordAudit(
    {
      actor: { id: user.id, email: user.email },
      action: "listing.edit",
      subject: { type: "listing", id },
      before: { status: row.reviewStatus, title: row.title, kind, photos: existing.length },
      after: { status: REVIEW_STATUS.pending, title: after?.title ?? row.title, kind, photos: checked.data.photos.length },
    },
    tx,
  );
  return { reply: { status: 200, body: { submitted: true, id, message: AGENT_LISTING_MESSAGES.saved } }, removedPhotos: removed };
}

/**
 * Saves the agent's changes to their own pending or rejected listing, photos
 * included, in one transaction; then the files of photos the edit dropped
 * leave storage (unless another listing uses the same image).
 */
export async function handleAgentListingEdit(
  user: SessionUser,
  id: string,
  formData: FormData,
  options: { storage?: Storage } = {},
): Promise<AgentFormReply> {
  if (!isUuid(id)) return notFoundReply();
  try {
    const saved = await getDb().transaction((tx) => saveEdit(user, id, formData, tx));
    await releasePhotoFiles(id, saved.removedPhotos, options);
    return saved.reply;
  } catch (error) {
    if (error instanceof PhotoRollback) return failureReply(error.failure, {});
    logger.error("handleAgentListingEdit failed", { id, error });
    return failureReply({ success: false, error: "unexpected", unexpected: true }, {});
  }
}

/**
 * Withdraws the agent's own pending or rejected listing: deleted with its
 * photos' files, recorded in the audit log (removeListing, the same path as
 * an administrator's deletion).
 */
export async function withdrawAgentListing(
  user: SessionUser,
  id: string,
  options: Parameters<typeof removeListing>[2] = {},
): Promise<Result<{ id: string }>> {
  if (!isUuid(id)) return fail(LISTING_MESSAGES.notFound);
  const found = await runService("withdrawAgentListing", { id }, async () => {
    const [row] = await getDb()
      .select({ agentId: listings.agentId, agentInfo: listings.agentInfo, reviewStatus: listings.reviewStatus })
      .from(listings)
      .where(eq(listings.id, id));
    return row && isEditableBy(row, user) ? ok({ id }) : fail(LISTING_MESSAGES.notFound);
  });
  if (!found.success) return found;
  return removeListing({ id: user.id, email: user.email }, id, options);
}
