import { and, ne, notInArray } from "drizzle-orm";
import { cardColumns, isApproved, listedByAgentEmail, type ListingCard, listingColumns as listing, newestFirst, selectListings } from "~/features/listings/index.server";
import { OFF_MARKET_STATUSES } from "~/features/listings";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";

export const AGENT_LISTINGS_MAX = 24;

/**
 * An agent's active listings for the profile page: approved, not sold, still
 * on the market, whose agent has the profile's e-mail (their account's, or
 * the list agent's; any case; `listedByAgentEmail`), newest first.
 */
export async function listAgentActiveListings(email: string, limit = AGENT_LISTINGS_MAX): Promise<Result<{ data: ListingCard[] }>> {
  return runService("listAgentActiveListings", { email }, async () => {
    const data = await selectListings(cardColumns)
      .where(
        and(
          listedByAgentEmail(email),
          isApproved,
          ne(listing.kind, "sold"),
          notInArray(listing.standardStatus, [...OFF_MARKET_STATUSES, "Closed"]),
        ),
      )
      .orderBy(...newestFirst)
      .limit(Math.min(Math.max(Math.trunc(limit) || 1, 1), AGENT_LISTINGS_MAX));
    return ok({ data });
  });
}
