import { and, eq, type SQL } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { isSafeText } from "~/shared/forms/text";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { listingOwnedBy, type ListingOwner } from "./listing-ownership.server";
import { listings } from "./listing.table";
import { isListingKind, LISTING_MESSAGES } from "./listing-rules";
import { listedByAgentEmail, newestFirst } from "./listing-sql.server";
import { listingColumns, type Listing } from "./listing-store.server";

export type ListListingsFilters = {
  /** The review status, e.g. "pending" for the review queue. */
  status?: string;
  /** Only listings with this agent e-mail (its account's or its list agent's, any case): the administrator's filter, not ownership. */
  agentEmail?: string;
  /** Only the listings this user owns (listingOwnedBy). */
  ownedBy?: ListingOwner;
  /** At most this many (newest first); all when absent. */
  limit?: number;
};

/**
 * Lists rental, sale or sold listings: optional status, agentEmail
 * and owner filters, newest first by submittedAt. For dashboards: every
 * review status, admin notes included.
 */
export async function listListings(kind: string, filters: ListListingsFilters = {}): Promise<Result<{ data: Listing[] }>> {
  if (!isListingKind(kind)) return fail(LISTING_MESSAGES.invalidKind);
  // A filter the database cannot even hold (a NUL byte) matches no listing, and never reaches SQL.
  if ([filters.status, filters.agentEmail].some((text) => text !== undefined && !isSafeText(text))) return ok({ data: [] });
  const { ownedBy, ...logged } = filters;
  return runService("listListings", { kind, ...logged, ownerId: ownedBy?.id }, async () => {
    const conditions: SQL[] = [eq(listings.kind, kind)];
    if (filters.status) conditions.push(eq(listings.reviewStatus, filters.status));
    if (filters.agentEmail) conditions.push(listedByAgentEmail(filters.agentEmail));
    if (ownedBy) conditions.push(listingOwnedBy(ownedBy));
    const query = getDb()
      .select(listingColumns)
      .from(listings)
      .where(and(...conditions))
      .orderBy(...newestFirst);
    const limit = filters.limit;
    const data = limit !== undefined && Number.isInteger(limit) && limit > 0 ? await query.limit(limit) : await query;
    return ok({ data });
  });
}
