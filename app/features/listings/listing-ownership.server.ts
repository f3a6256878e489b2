import { sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "~/features/accounts/index.server";
import { listedUnderEmail } from "./listing-sql.server";
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
  const byAccount = sql`${listings.agentId} = ${user.id}`;
  const email = user.email.trim().toLowerCase();
  if (!user.emailVerified || email === "") return sql`(${byAccount})`;
  return sql`(${byAccount} or ${listedUnderEmail(email)})`;
}
