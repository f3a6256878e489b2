import { can } from "~/shared/access/permissions";
import { and, eq } from "drizzle-orm";
import type { SessionUser } from "~/features/accounts/index.server";
import { recordAudit } from "~/features/audit/index.server";
import { previewOf, type Storage } from "~/features/media/index.server";
import { getDb, type Database } from "~/shared/db/client.server";
import type { FormValues } from "~/shared/forms/parse-form";
import { failureReply } from "~/shared/http/reply";
import { logger } from "~/shared/lib/logger.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { rowValues } from "~/features/listings/index.server";
import { deleteListingWithPhotos } from "~/features/listing-review/index.server";
import { agentFields } from "./agent-listing-fields";
import { applyPhotoPlan, PhotoRollback } from "./agent-listing-photos.server";
import { listingOwnedBy } from "~/features/listings/index.server";
import { type ListingRow, type NewListingRow, selectListings, updateListing } from "~/features/listings/index.server";
import { LISTING_MESSAGES, REVIEW_STATUS, type ListingKind } from "~/features/listings";
import { listingColumns, photosOf, type ListingPhoto } from "~/features/listings/index.server";
import { releasePhotoFiles } from "~/features/listings/index.server";
import {
  accountRefusal,
  AGENT_EDITABLE_STATUSES,
  AGENT_LISTING_MESSAGES,
  checkListingForm,
  listingFailureReply,
  type AgentFormReply,
} from "./submit-agent-listing.server";
import { isUuid } from "~/shared/lib/uuid";

/**
 * An agent changes or withdraws their own listing while it is pending or
 * rejected. Anyone else's listing, an unknown id, or a listing
 * in any other status is "Listing not found": nothing is revealed, nothing
 * changes. An edit sends the listing back to the review queue.
 */

/**
 * The listing if `user` may change or withdraw it: an agent's own listing
 * (listingOwnedBy) that is still pending or rejected. Locked for the
 * caller's transaction when `lock` is set. Null for anything else.
 */
async function findEditable(db: Database, user: SessionUser, id: string, lock = false) {
  // Whoever may see the agent dashboard may look; changing it takes submit:listings (accountRefusal).
  if (!can(user, "view:agent-dashboard")) return null;
  const query = selectListings(listingColumns, db).where(and(eq(listingColumns.id, id), listingOwnedBy(user)));
  const [row] = lock ? await query.for("update") : await query;
  return row && AGENT_EDITABLE_STATUSES.includes(row.reviewStatus) ? row : null;
}

const notFoundReply = (): AgentFormReply => failureReply({ code: "not_found" }, { fieldErrors: {}, values: {}, formError: LISTING_MESSAGES.notFound });

/** A stored listing's values as its form shows them. */
export function formValuesOf(kind: ListingKind, row: Omit<ListingRow, "searchVector">): FormValues {
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
  if (!isUuid(id)) return failWith("not_found", LISTING_MESSAGES.notFound);
  return runService("getEditableListing", { id }, async () => {
    const row = await findEditable(getDb(), user, id);
    if (!row) return failWith("not_found", LISTING_MESSAGES.notFound);
    const photos = await photosOf(id);
    return ok({
      data: {
        id,
        kind: row.kind,
        title: row.title,
        reviewStatus: row.reviewStatus,
        adminNotes: row.adminNotes,
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
        values: formValuesOf(row.kind, row),
        photos: photos.map((photo) => ({ id: photo.id, alt: photo.alt, previewUrl: previewOf(photo) })),
      },
    });
  });
}

/** The columns the form edits (nothing else: coordinates, offices and statuses stay as they are). */
export function editedColumns(kind: ListingKind, values: Parameters<typeof rowValues>[1], row: Pick<ListingRow, "propertyInfo" | "slug">) {
  const all = rowValues(kind, values) as Record<string, unknown>;
  const edited: Record<string, unknown> = {};
  for (const field of agentFields(kind)) {
    if (field.name === "propertyName") {
      const name = (all.propertyInfo as { name?: string } | null)?.name;
      edited.propertyInfo = { ...row.propertyInfo, name, slug: row.propertyInfo?.slug ?? row.slug };
    } else edited[field.name] = all[field.name] ?? null;
  }
  return edited as Partial<NewListingRow>;
}

type SavedEdit = { reply: AgentFormReply; removedPhotos: ListingPhoto[] };

async function saveEdit(user: SessionUser, id: string, formData: FormData, tx: Database): Promise<SavedEdit> {
  const refuse = (reply: AgentFormReply): SavedEdit => ({ reply, removedPhotos: [] });
  const row = await findEditable(tx, user, id, true);
  if (!row) return refuse(notFoundReply());
  const kind = row.kind;
  const existing = await photosOf(id, tx);
  const checked = checkListingForm(user, kind, formData, existing);
  const refused = accountRefusal(user, checked.success ? checked.values : checked.failure.values);
  if (refused) return refuse(refused);
  if (!checked.success) return refuse({ status: 400, body: checked.failure });

  const now = new Date();
  // Back to the queue: pending, submitted now. The last review's notes and time stay until the next review.
  await updateListing(id, { ...editedColumns(kind, checked.data.values, row), reviewStatus: REVIEW_STATUS.pending, submittedAt: now, updatedAt: now }, tx);
  const { removed } = await applyPhotoPlan(id, checked.data.photos, existing, tx);
  const [after] = await selectListings({ title: listingColumns.title }, tx).where(eq(listingColumns.id, id));
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
    if (error instanceof PhotoRollback) return listingFailureReply(error.failure, {});
    logger.error("handleAgentListingEdit failed", { id, error });
    return listingFailureReply({ success: false, error: "unexpected", code: "unexpected" }, {});
  }
}

/**
 * Withdraws the agent's own pending or rejected listing, under exactly the
 * checks of an edit (an active agent's own listing, still open to change):
 * deleted with its photos' files, recorded in the audit log (the same path
 * as an administrator's deletion).
 */
export async function withdrawAgentListing(
  user: SessionUser,
  id: string,
  options: Parameters<typeof deleteListingWithPhotos>[2] = {},
): Promise<Result<{ id: string }>> {
  if (!isUuid(id)) return failWith("not_found", LISTING_MESSAGES.notFound);
  const found = await runService("withdrawAgentListing", { id }, async () => {
    if (!(await findEditable(getDb(), user, id))) return failWith("not_found", LISTING_MESSAGES.notFound);
    const refused = accountRefusal(user);
    if (!refused) return ok({ id });
    return fail("formError" in refused.body && refused.body.formError ? refused.body.formError : AGENT_LISTING_MESSAGES.pending);
  });
  if (!found.success) return found;
  return deleteListingWithPhotos({ id: user.id, email: user.email }, id, options);
}
