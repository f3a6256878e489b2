import { sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "~/features/accounts/index.server";
import { listAgentEmailKey } from "./listing-sql.server";
import { listings } from "./listing.table";

/** Who asks: a signed-in user as the session layer describes them. */
export type ListingOwner = Pick<SessionUser, "id" | "email" | "emailVerified">;

/**
 * The one rule for "this listing is the user's" (decision 0035), as a SQL
 * condition on `listings` for every feature (edit, withdraw, dashboards,
 * booking requests, calendars): the listing names the user's account
 * (`agent_id`), or it names no account and was listed under the user's
 * address (`list_agent_email`, decision 0104) and the user has confirmed that
 * address. An unconfirmed address owns nothing by e-mail,
 * so registering with someone else's address gains nothing.
 */
export function listingOwnedBy(user: ListingOwner): SQL {
  return listingOwnedByWith(ownsByEmail(user), user.id, user.email.trim().toLowerCase());
}

/** Whether the rule looks at the user's e-mail at all: only once they have confirmed it. */
export function ownsByEmail(user: ListingOwner): boolean {
  return user.emailVerified && user.email.trim() !== "";
}

/**
 * The same rule for a statement built once per `byEmail` (ownsByEmail), with the user's id and lower-case
 * e-mail as values or placeholders.
 */
export function listingOwnedByWith(byEmail: boolean, userId: unknown, email: unknown): SQL {
  const byAccount = sql`${listings.agentId} = ${userId}`;
  if (!byEmail) return sql`(${byAccount})`;
  // Listed under the e-mail with no account of ours named: what a confirmed address owns (decision 0035).
  return sql`(${byAccount} or ${listAgentEmailKey} = ${email})`;
}
