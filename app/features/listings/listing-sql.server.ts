import { sql, type SQL } from "drizzle-orm";
import { accountEmailOf, accountIdWithEmail, accountNameOf } from "~/features/accounts/index.server";
import { listings } from "./listing.table";

/**
 * Listing rules written as SQL, for listings' own queries and for any
 * feature's query that reads listings (through `selectListings` or
 * `joinListing`): each rule is written here once (decision 0072).
 */

/** Only approved rows are public; written as a literal so partial indexes apply. */
export const isApproved: SQL = sql`${listings.reviewStatus} = 'approved'`;

/** A rental visitors may see: of kind rental and approved (literals, so partial indexes apply). */
export function approvedRental(): SQL {
  return sql`(${listings.kind} = 'rental' and ${isApproved})`;
}

/** `rentalName` in SQL: propertyInfo.name when it is not blank, else the title. */
export const rentalNameSql = sql<string>`coalesce(nullif(btrim(${listings.propertyInfo} ->> 'name'), ''), ${listings.title})`;

/** `isAnotherFirmsListing` in SQL: an MLS listing (feed or file) whose listing office is not ours. */
export const fromAnotherFirm: SQL = sql`(${listings.listingKey} is not null and not ${listings.listedByUs})`;

/** Newest first, matching the indexes' `desc nulls last`. */
export const newestFirst: SQL[] = [sql`${listings.submittedAt} desc nulls last`, sql`${listings.id} desc`];

/** The list agent's e-mail in lower case, as listings_agent_email_idx holds it (a listing with no account of ours). */
export const listAgentEmailKey = sql<string>`lower(${listings.listAgentEmail})`;

/**
 * The listing's agent (decision 0104), the one rule that reads how a
 * listing's agent is stored: a listing of ours names its agent's account
 * (`agent_id`), whose name and e-mail are the contact; any other listing
 * carries the agent it was listed with (the MLS's list agent by name, or an
 * agent of ours not yet registered, with an e-mail). Another firm's feed
 * listing has no e-mail: its enquiries go to our office. A listing keeps no
 * phone number; an agent's phone lives on their account or profile.
 */
export function listingAgentContact() {
  return {
    agentName: sql<string | null>`(case when ${listings.agentId} is null then ${listings.listAgentName} else ${accountNameOf(listings.agentId)} end)`,
    agentEmail: sql<string | null>`(case when ${listings.agentId} is null then ${listings.listAgentEmail} else ${accountEmailOf(listings.agentId)} end)`,
  };
}

/** The listing agent's e-mail in lower case (`listingAgentContact`'s), for grouping and ordering by agent. */
export const agentEmailKey = sql<string>`lower(${listingAgentContact().agentEmail})`;

/**
 * Listings whose agent has this e-mail, in any case: a filter, not ownership
 * (that is `listingOwnedBy`). Written as two indexed conditions: the
 * account with the address (listings_agent_id_idx), or the list agent's
 * e-mail (listings_agent_email_idx).
 */
export function listedByAgentEmail(email: string): SQL {
  const key = email.trim().toLowerCase();
  return sql`(${listings.agentId} in ${accountIdWithEmail(key)} or ${listAgentEmailKey} = ${key})`;
}

/** The columns `listingPublicPath` reads: select these to link to a listing's page. */
export const publicPathColumns = {
  id: listings.id,
  kind: listings.kind,
  category: listings.category,
  slug: listings.slug,
  propertyInfo: listings.propertyInfo,
};
