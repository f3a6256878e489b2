import { refusalOf } from "~/shared/access/permissions";
import type { SessionUser } from "~/features/accounts/index.server";
import { getDb } from "~/shared/db/client.server";
import { FORM_ERROR_MESSAGE, type FormFailure, type FormValues } from "~/shared/forms/parse-form";
import type { FailureStatus } from "~/shared/http/failure-status";
import { failureMessage, failureReply } from "~/shared/http/reply";
import { logger } from "~/shared/lib/logger.server";
import { fail, ok, type FieldErrors, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { addListing, validateListing } from "~/features/listings/index.server";
import { AGENT_LISTING_MESSAGES, agentFields } from "./agent-listing-fields";
import { applyPhotoPlan, planPhotos, PhotoRollback, readPhotoEntries, type PlannedPhoto } from "./agent-listing-photos.server";
import { listListings } from "~/features/listings/index.server";
import type { ListingOwner } from "~/features/listings/index.server";
import { countPhotos } from "~/features/listings/index.server";
import { listingPublicPath } from "~/features/listings";
import { LISTING_KINDS, REVIEW_STATUS, type ListingCategory, type ListingKind } from "~/features/listings";
import type { ListingValues } from "~/features/listings";
import { ST_JOHN_AREAS } from "~/features/listing-search";

/**
 * The agent dashboard's listings: an agent submits a sale, sold or
 * rental listing with photos, and sees only their own listings
 * (their own by `listingOwnedBy`). The listing's agent always comes from the session
 * user; posted agent, office or status fields are never read.
 */

export { AGENT_LISTING_MESSAGES };

export type AgentFormReply =
  | { status: 200; body: { submitted: true; id: string; message: string } }
  | { status: FailureStatus | 403; body: FormFailure };

/** The kind's own fields only (text values), as the schema's input, and the values to echo back. */
export function readListingForm(kind: ListingKind, formData: FormData): { input: Record<string, unknown>; values: FormValues } {
  const input: Record<string, unknown> = {};
  const values: FormValues = {};
  for (const field of agentFields(kind)) {
    const value = formData.get(field.name);
    if (typeof value !== "string") continue;
    values[field.name] = value;
    if (field.name === "propertyName") input.propertyInfo = { name: value };
    // A list field keeps one item per line: commas belong to items ("Cistern 15,000 gal").
    else input[field.name] = value;
  }
  if (kind === "rental" && input.propertyInfo === undefined) input.propertyInfo = { name: undefined };
  return { input, values };
}

/** The schema's messages keyed by the form's names (propertyInfo is the property name field). */
function formErrors(fieldErrors: FieldErrors = {}): FieldErrors {
  const { propertyInfo, ...rest } = fieldErrors;
  return propertyInfo ? { ...rest, propertyName: propertyInfo } : rest;
}

export type CheckedListing = { values: ListingValues; photos: PlannedPhoto[] };

/**
 * Every check before anything is stored: the schema for the kind, the area
 * list, and the photos (existing ones when editing). One message per field.
 */
export function checkListingForm(
  user: SessionUser,
  kind: ListingKind,
  formData: FormData,
  existingPhotos: Parameters<typeof planPhotos>[2] = [],
): { success: true; data: CheckedListing; values: FormValues } | { success: false; failure: FormFailure } {
  const { input, values } = readListingForm(kind, formData);
  const validated = validateListing(kind, input);
  const fieldErrors: FieldErrors = validated.success ? {} : formErrors(validated.result.success ? {} : validated.result.fieldErrors);
  const area = values.area?.trim();
  if (area && !(ST_JOHN_AREAS as readonly string[]).includes(area)) fieldErrors.area ??= AGENT_LISTING_MESSAGES.area;
  const photos = planPhotos(user, readPhotoEntries(formData), existingPhotos);
  if (!photos.success) fieldErrors.photos = photos.error;
  if (!validated.success || !photos.success || Object.keys(fieldErrors).length > 0) {
    return { success: false, failure: { fieldErrors, values, formError: FORM_ERROR_MESSAGE } };
  }
  return { success: true, data: { values: validated.values, photos: photos.data }, values };
}

/** Only those who may submit listings do (submit:listings: an active agent; a pending agent sees a notice and cannot). */
export function accountRefusal(user: SessionUser, values: FormValues = {}): AgentFormReply | null {
  const refusal = refusalOf(user, "submit:listings");
  if (refusal === "role") return { status: 403, body: { fieldErrors: {}, values, formError: AGENT_LISTING_MESSAGES.notAgent } };
  if (refusal) return { status: 403, body: { fieldErrors: {}, values, formError: AGENT_LISTING_MESSAGES.pending } };
  return null;
}

/** A service failure as the form's reply: a rule's message (400), or its code's status; a failure on our side (500, already logged) with an apology. */
export function listingFailureReply(result: Result<never>, values: FormValues): AgentFormReply {
  if (result.success) throw new Error("not a failure");
  return failureReply(result, { fieldErrors: formErrors(result.fieldErrors), values, formError: failureMessage(result, AGENT_LISTING_MESSAGES.unavailable) });
}

/** A new listing of `kind` from the posted form, with its photos, in one transaction. */
export async function handleAgentListingForm(user: SessionUser, kind: ListingKind, formData: FormData): Promise<AgentFormReply> {
  const refused = accountRefusal(user, readListingForm(kind, formData).values);
  if (refused) return refused;
  const checked = checkListingForm(user, kind, formData);
  if (!checked.success) return { status: 400, body: checked.failure };
  const { values, photos } = checked.data;

  let result: Result<{ id: string }>;
  try {
    result = await getDb().transaction(async (tx) => {
      const added = await addListing(kind, values, { id: user.id, email: user.email, name: user.name, role: user.role }, tx);
      if (!added.success) throw new PhotoRollback(added);
      await applyPhotoPlan(added.id, photos, [], tx);
      return added;
    });
  } catch (error) {
    if (!(error instanceof PhotoRollback)) {
      logger.error("handleAgentListingForm failed", { kind, error });
      return listingFailureReply({ success: false, error: "unexpected", code: "unexpected" }, checked.values);
    }
    result = error.failure;
  }
  if (!result.success) return listingFailureReply(result, checked.values);
  return { status: 200, body: { submitted: true, id: result.id, message: AGENT_LISTING_MESSAGES.submitted } };
}

/** Review statuses in which the agent may still change or withdraw a listing. */
export const AGENT_EDITABLE_STATUSES: readonly string[] = [REVIEW_STATUS.pending, REVIEW_STATUS.rejected];

/** One row of "My listings", ready for the page (dates as ISO text). */
export type AgentListingRow = {
  id: string;
  title: string;
  kind: ListingKind;
  category: ListingCategory;
  reviewStatus: string;
  adminNotes: string;
  reviewedAt: string | null;
  submittedAt: string | null;
  photoCount: number;
  /** Pending or rejected: the agent may edit or withdraw it. */
  editable: boolean;
  /** The public page, only once approved. */
  publicPath: string | null;
};

/** The agent's own listings (listingOwnedBy) across sale, sold and rental, newest first. */
export async function listAgentListings(owner: ListingOwner): Promise<Result<{ data: AgentListingRow[] }>> {
  const rows: Array<AgentListingRow & { order: number }> = [];
  for (const kind of LISTING_KINDS) {
    const result = await listListings(kind, { ownedBy: owner });
    if (!result.success) return fail(result.error);
    for (const listing of result.data) {
      rows.push({
        id: listing.id,
        title: listing.title,
        kind,
        category: listing.category,
        reviewStatus: listing.reviewStatus,
        adminNotes: listing.adminNotes,
        reviewedAt: listing.reviewedAt?.toISOString() ?? null,
        submittedAt: listing.submittedAt?.toISOString() ?? null,
        photoCount: 0,
        editable: AGENT_EDITABLE_STATUSES.includes(listing.reviewStatus),
        publicPath: listing.reviewStatus === REVIEW_STATUS.approved ? listingPublicPath({ ...listing, kind }) : null,
        order: listing.submittedAt?.getTime() ?? 0,
      });
    }
  }
  rows.sort((a, b) => b.order - a.order || (a.id < b.id ? 1 : -1));
  return runService("listAgentListings", { userId: owner.id }, async () => {
    const counts = await countPhotos(rows.map((row) => row.id));
    return ok({ data: rows.map(({ order: _order, ...row }) => ({ ...row, photoCount: counts.get(row.id) ?? 0 })) });
  });
}
