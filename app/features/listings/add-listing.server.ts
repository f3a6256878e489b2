import { issuesToErrors } from "~/shared/forms/parse-form";
import { site } from "~/shared/config/site";
import { getDb, type Database } from "~/shared/db/client.server";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import type { NewListingRow } from "./listing.table";
import { isListingKind, LISTING_MESSAGES, REVIEW_STATUS, type ListingKind } from "./listing-rules";
import { LISTING_FIELDS, listingSchemas, type ListingValues } from "./listing-schema";
import { insertListing } from "./listing-store.server";
import { isUuid } from "~/shared/lib/uuid";

/** The signed-in user who submits a listing: the listing's agent (their account, `agent_id`). */
export type Submitter = { id?: string | null; email: string; name: string; role: string };

type Validated = { success: true; values: ListingValues } | { success: false; result: Result<never> };

/** Validates a submission against its kind's schema; a refusal carries a message per field. */
export function validateListing(kind: ListingKind, input: unknown): Validated {
  const parsed = listingSchemas[kind].safeParse(input);
  if (parsed.success) return { success: true, values: parsed.data };
  const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
  return { success: false, result: fail(formError, fieldErrors) };
}

/**
 * The row for validated values (everything but the slug, which
 * insertListing allocates). A field left blank is null, so that an update
 * clears it.
 */
export function rowValues(kind: ListingKind, values: ListingValues): Omit<NewListingRow, "slug"> {
  const row: Record<string, unknown> = { ...values, kind };
  for (const field of LISTING_FIELDS[kind]) row[field] ??= null;
  return row as Omit<NewListingRow, "slug">;
}

/**
 * The listing's agent for its submitter (decision 0104): their account when
 * they have one, else their name and e-mail as the list agent's.
 */
export function submittedBy(submitter: Submitter): Pick<NewListingRow, "agentId" | "listAgentEmail" | "listAgentName"> {
  return isUuid(submitter.id)
    ? { agentId: submitter.id, listAgentEmail: null }
    : { agentId: null, listAgentEmail: submitter.email, listAgentName: submitter.name };
}

/**
 * Adds a rental, sale or sold listing: the submitted data plus
 * its agent from the signed-in user, review status pending and timestamps;
 * a unique slug from the title (a rental's propertyInfo.slug too). Pass a
 * caller's transaction as `db` to make the insert part of it.
 */
export async function addListing(kind: string, input: unknown, submitter: Submitter, db: Database = getDb()): Promise<Result<{ id: string }>> {
  if (!isListingKind(kind)) return fail(LISTING_MESSAGES.invalidKind);
  const validated = validateListing(kind, input);
  if (!validated.success) return validated.result;

  return runService("addListing", { kind, agentEmail: submitter.email }, async () => {
    const now = new Date();
    const values = rowValues(kind, validated.values);
    const id = await insertListing(
      {
        ...values,
        // MLS attribution: listed by the submitter, at this brokerage, unless stated.
        listAgentName: values.listAgentName ?? submitter.name,
        listOfficeName: values.listOfficeName ?? site.name,
        // The listing's agent, one way (decision 0104): the submitter's account, else the address they gave.
        ...submittedBy(submitter),
        reviewStatus: REVIEW_STATUS.pending,
        adminNotes: "",
        reviewedAt: null,
        submittedAt: now,
        createdAt: now,
        updatedAt: now,
      },
      db,
    );
    return ok({ id });
  });
}
