import { sql, type SQL } from "drizzle-orm";
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

/** Newest first, matching the indexes' `desc nulls last`. */
export const newestFirst: SQL[] = [sql`${listings.submittedAt} desc nulls last`, sql`${listings.id} desc`];

/** The listing agent's e-mail in lower case, as listings_agent_email_idx holds it. */
export const agentEmailKey = sql<string>`lower(${listings.agentInfo} ->> 'email')`;

/** Listings submitted under this agent e-mail, in any case: a filter, not ownership (that is `listingOwnedBy`). */
export function listedByAgentEmail(email: string): SQL {
  return sql`${agentEmailKey} = ${email.trim().toLowerCase()}`;
}

/**
 * Who to contact about a listing: the agent who submitted it, else (for an
 * imported listing) the MLS list agent by name. A listing keeps no phone
 * number; an agent's phone lives on their account or profile.
 */
export function listingAgentContact() {
  return {
    agentName: sql<string | null>`coalesce(${listings.agentInfo} ->> 'name', ${listings.listAgentName})`,
    agentEmail: sql<string | null>`${listings.agentInfo} ->> 'email'`,
  };
}

/** The columns `listingPublicPath` reads: select these to link to a listing's page. */
export const publicPathColumns = {
  id: listings.id,
  kind: listings.kind,
  category: listings.category,
  slug: listings.slug,
  propertyInfo: listings.propertyInfo,
};
