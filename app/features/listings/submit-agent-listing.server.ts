import type { SessionUser } from "~/features/accounts/authorization.server";
import { FORM_ERROR_MESSAGE, formFailure, parseForm, type FormFailure, type FormValues } from "~/shared/forms/parse-form";
import { fail, ok, type Result } from "~/shared/lib/result";
import { addListing } from "./add-listing.server";
import { listListings } from "./list-listings.server";
import { listingPath } from "./listing-paths";
import { LISTING_KINDS, REVIEW_STATUS, type ListingCategory, type ListingKind } from "./listing-rules";
import { saleListingSchema } from "./listing-schema";
import { ST_JOHN_AREAS } from "./search-query";

/**
 * The agent dashboard's side of issue 4 §2: an agent submits a listing for
 * sale (one page, no photos yet) and sees only their own listings (spec §6:
 * filtered by agentInfo.email). agentInfo always comes from the session user.
 */

export const AGENT_LISTING_MESSAGES = {
  pending: "Your account is waiting for approval; you can submit listings once an administrator approves it",
  notAgent: "Only agents can submit listings here",
  submitted: "Thank you — your listing is waiting for review",
  area: "Please choose an area of St. John from the list",
  unavailable: "Your listing could not be saved just now; please try again in a few minutes",
} as const;

/** The fields the sale form sends; anything else posted (agent, office, status, coordinates) is ignored. */
export const AGENT_SALE_FIELDS = [
  "title",
  "category",
  "subcategory",
  "area",
  "listPrice",
  "bedroomsTotal",
  "bathroomsTotalInteger",
  "livingArea",
  "lotSizeAcres",
  "yearBuilt",
  "description",
  "features",
] as const;

export type AgentListingFormReply =
  | { status: 200; body: { submitted: true; id: string; message: string } }
  | { status: 400 | 403 | 500; body: FormFailure };

/** "pool, ocean view" or one feature per line: one feature per line, as the schema reads it. */
function featureLines(value: string): string {
  return value
    .split(/[\r\n,]+/)
    .map((item) => item.trim())
    .filter((item) => item !== "")
    .join("\n");
}

/** Only the form's own fields, text values only, features split on commas and lines. */
function saleFormData(formData: FormData): FormData {
  const clean = new FormData();
  for (const name of AGENT_SALE_FIELDS) {
    const value = formData.get(name);
    if (typeof value !== "string") continue;
    clean.set(name, name === "features" ? featureLines(value) : value);
  }
  return clean;
}

/** The sale submission from the posted form to the reply: the account check, parseForm, addListing. */
export async function handleAgentListingForm(user: SessionUser, formData: FormData): Promise<AgentListingFormReply> {
  const clean = saleFormData(formData);
  const values: FormValues = {};
  for (const name of AGENT_SALE_FIELDS) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value;
  }
  if (user.role !== "agent") return { status: 403, body: { fieldErrors: {}, values, formError: AGENT_LISTING_MESSAGES.notAgent } };
  if (user.status !== "active") return { status: 403, body: { fieldErrors: {}, values, formError: AGENT_LISTING_MESSAGES.pending } };

  const form = parseForm(clean, saleListingSchema);
  const area = form.values.area?.trim();
  const areaKnown = !area || (ST_JOHN_AREAS as readonly string[]).includes(area);
  if (!form.success) {
    const failure = formFailure(form);
    if (!areaKnown) failure.fieldErrors.area ??= AGENT_LISTING_MESSAGES.area;
    return { status: 400, body: { ...failure, values } };
  }
  if (!areaKnown) return { status: 400, body: { fieldErrors: { area: AGENT_LISTING_MESSAGES.area }, values, formError: FORM_ERROR_MESSAGE } };

  const result = await addListing("sale", form.data, { id: user.id, email: user.email, name: user.name, role: user.role });
  if (result.success) return { status: 200, body: { submitted: true, id: result.id, message: AGENT_LISTING_MESSAGES.submitted } };
  if (result.fieldErrors) return { status: 400, body: { fieldErrors: result.fieldErrors, values, formError: result.error } };
  return { status: 500, body: { fieldErrors: {}, values, formError: AGENT_LISTING_MESSAGES.unavailable } };
}

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
  /** The public page, only once approved. */
  publicPath: string | null;
};

/** The agent's own listings across sale, sold and rental, newest first. */
export async function listAgentListings(agentEmail: string): Promise<Result<{ data: AgentListingRow[] }>> {
  const email = agentEmail.trim();
  if (email === "") return ok({ data: [] });
  const rows: Array<AgentListingRow & { order: number }> = [];
  for (const kind of LISTING_KINDS) {
    const result = await listListings(kind, { agentEmail: email });
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
        publicPath: listing.reviewStatus === REVIEW_STATUS.approved ? listingPath({ ...listing, kind }) : null,
        order: listing.submittedAt?.getTime() ?? 0,
      });
    }
  }
  rows.sort((a, b) => b.order - a.order || (a.id < b.id ? 1 : -1));
  return ok({ data: rows.map(({ order: _order, ...row }) => row) });
}
