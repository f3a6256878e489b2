import { mayActForAnyAgent, refuse, type Actor } from "~/shared/access/permissions";
import { sql } from "drizzle-orm";
import type { SessionUser } from "~/features/accounts/index.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { agentEmailKey, listingColumns, listListings, selectListings } from "~/features/listings/index.server";
import { listingPublicPath } from "~/features/listings";
import { REVIEW_STATUS, type StandardStatus } from "~/features/listings";
import { rentalName } from "~/features/listings";

/**
 * /agent/rentals: an agent's own rentals (listingOwnedBy,
 * always the session user), or every rental for an administrator, who may
 * filter by agent e-mail and review status.
 */

export type RentalDashboardFilters = {
  /** An agent's e-mail (administrators only). */
  agent?: string;
  /** A review status (administrators only). */
  status?: string;
};

export type RentalDashboardRow = {
  id: string;
  /** The property's name (propertyInfo.name), else the title. */
  name: string;
  reviewStatus: string;
  standardStatus: StandardStatus;
  nightlyRate: number | null;
  maxGuests: number | null;
  adminNotes: string;
  reviewedAt: string | null;
  submittedAt: string | null;
  agentName: string | null;
  agentEmail: string | null;
  /** The public page, only once approved. */
  publicPath: string | null;
  /** The viewer may edit it: their own rental, still pending or rejected. */
  editable: boolean;
};

export type RentalDashboard = {
  viewer: "agent" | "admin";
  rows: RentalDashboardRow[];
  /** The filters applied (always empty for an agent). */
  filters: RentalDashboardFilters;
  /** For the administrator's filter form: every agent with a rental, and every review status in use. */
  agents: Array<{ email: string; name: string }>;
  statuses: string[];
};

const FILTER_MAX = 200;
const EDITABLE: readonly string[] = [REVIEW_STATUS.pending, REVIEW_STATUS.rejected];

/** The filters from the page's query string (`?agent=…&status=…`); blanks mean "any". */
export function readRentalFilters(params: URLSearchParams): RentalDashboardFilters {
  const read = (name: string) => {
    const value = params.get(name)?.trim().slice(0, FILTER_MAX);
    return value ? value : undefined;
  };
  const filters: RentalDashboardFilters = {};
  const agent = read("agent");
  const status = read("status");
  if (agent) filters.agent = agent.toLowerCase();
  if (status) filters.status = status;
  return filters;
}

async function filterChoices() {
  const agentRows = await selectListings({ email: agentEmailKey, name: sql<string>`min(${listingColumns.agentName})` })
    .where(sql`${listingColumns.kind} = 'rental' and ${agentEmailKey} is not null`)
    .groupBy(agentEmailKey)
    .orderBy(agentEmailKey);
  const statusRows = await selectListings({ status: listingColumns.reviewStatus })
    .where(sql`${listingColumns.kind} = 'rental'`)
    .groupBy(listingColumns.reviewStatus)
    .orderBy(listingColumns.reviewStatus);
  const known = Object.values(REVIEW_STATUS) as string[];
  const statuses = [...known, ...statusRows.map((row) => row.status).filter((status) => !known.includes(status))];
  return { agents: agentRows.map((row) => ({ email: row.email, name: row.name || row.email })), statuses };
}

/** The rentals `viewer` may see on /agent/rentals, newest first. */
export async function listRentalsForDashboard(
  viewer: Pick<SessionUser, "id" | "email" | "emailVerified"> & Actor,
  requested: RentalDashboardFilters = {},
): Promise<Result<{ data: RentalDashboard }>> {
  const refused = refuse(viewer, "manage:rental-calendars");
  if (refused) return refused;
  const isAdmin = mayActForAnyAgent(viewer);
  const filters = isAdmin ? requested : {};
  const found = await listListings("rental", isAdmin ? { agentEmail: filters.agent, status: filters.status } : { ownedBy: viewer });
  if (!found.success) return found;
  return runService("listRentalsForDashboard", { role: viewer.role, ...filters }, async () => {
    const rows = found.data.map((listing): RentalDashboardRow => {
      const owner = listing.agentEmail;
      return {
        id: listing.id,
        name: rentalName(listing),
        reviewStatus: listing.reviewStatus,
        standardStatus: listing.standardStatus,
        nightlyRate: listing.nightlyRate,
        maxGuests: listing.maxGuests,
        adminNotes: listing.adminNotes,
        reviewedAt: listing.reviewedAt?.toISOString() ?? null,
        submittedAt: listing.submittedAt?.toISOString() ?? null,
        agentName: listing.agentName,
        agentEmail: owner,
        publicPath: listing.reviewStatus === REVIEW_STATUS.approved ? listingPublicPath(listing) : null,
        // An agent sees only their own rentals; still pending or rejected, they may edit them.
        editable: !isAdmin && EDITABLE.includes(listing.reviewStatus),
      };
    });
    const choices = isAdmin ? await filterChoices() : { agents: [], statuses: [] };
    return ok({ data: { viewer: isAdmin ? "admin" : "agent", rows, filters, ...choices } });
  });
}
