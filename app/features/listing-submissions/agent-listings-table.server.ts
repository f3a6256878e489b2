import { refuse } from "~/shared/access/permissions";
import { TABLE_THUMBNAIL_WIDTH, thumbnailOf } from "~/features/media";
import type { SessionUser } from "~/features/accounts/index.server";
import { listingPublicPath, REVIEW_STATUS, type ListingCategory, type ListingKind, type StandardStatus } from "~/features/listings";
import { cardColumns, countPhotos, listingColumns as listing, listingOwnedBy, publicPathColumns, selectListings, type ListingCard } from "~/features/listings/index.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { and, count, desc, sql } from "drizzle-orm";
import { matchesText, orderByColumn } from "~/shared/tables/table-page.server";
import { clampPage, type TablePage, type TableQuery } from "~/shared/tables/table-query";
import type { AgentListingSort } from "./agent-listings-table";
import { AGENT_EDITABLE_STATUSES } from "./submit-agent-listing.server";

/** One row of the "My listings" table (dates as ISO text). */
export type AgentListingTableRow = {
  id: string;
  title: string;
  kind: ListingKind;
  category: ListingCategory;
  area: string | null;
  reviewStatus: string;
  standardStatus: StandardStatus;
  adminNotes: string;
  listPrice: number | null;
  closePrice: number | null;
  closeDate: string | null;
  price: number | null;
  nightlyRate: number | null;
  updatedAt: string;
  reviewedAt: string | null;
  photoCount: number;
  photo: ListingCard["photo"];
  /** Pending or rejected: the agent may edit or withdraw it. */
  editable: boolean;
  /** The public page, only once approved. */
  publicPath: string | null;
};

const SORT_COLUMNS = {
  updated: listing.updatedAt,
  title: sql`lower(${listing.title})`,
  // What the row shows as its price: a sale's close or list price, a rental's nightly rate.
  price: sql`coalesce(${listing.price}, ${listing.nightlyRate})`,
  status: listing.reviewStatus,
};

const rowColumns = {
  ...publicPathColumns,
  title: listing.title,
  area: listing.area,
  reviewStatus: listing.reviewStatus,
  standardStatus: listing.standardStatus,
  adminNotes: listing.adminNotes,
  listPrice: listing.listPrice,
  closePrice: listing.closePrice,
  closeDate: listing.closeDate,
  price: listing.price,
  nightlyRate: listing.nightlyRate,
  updatedAt: listing.updatedAt,
  reviewedAt: listing.reviewedAt,
  photo: cardColumns.photo,
};

/**
 * One page of the agent's own listings (listingOwnedBy) of every kind,
 * searched by title, area or MLS number, sorted by a whitelisted column and
 * counted and paged in SQL.
 */
export async function listAgentListingsTable(
  owner: SessionUser,
  query: TableQuery<AgentListingSort>,
): Promise<Result<{ data: TablePage<AgentListingTableRow, AgentListingSort> }>> {
  const refused = refuse(owner, "view:agent-dashboard");
  if (refused) return refused;
  return runService("listAgentListingsTable", { userId: owner.id, query }, async () => {
    const where = and(listingOwnedBy(owner), matchesText(query.q, [listing.title, listing.area, listing.listingKey]));
    const [{ total = 0 } = {}] = await selectListings({ total: count() }).where(where);
    const { page, pageCount, offset } = clampPage(query.page, total, query.pageSize);
    const rows = await selectListings(rowColumns)
      .where(where)
      .orderBy(...orderByColumn(SORT_COLUMNS, query.sort, query.dir, desc(listing.id)))
      .limit(query.pageSize)
      .offset(offset);
    const photoCounts = await countPhotos(rows.map((row) => row.id));
    return ok({
      data: {
        total,
        page,
        pageCount,
        query: { ...query, page },
        rows: rows.map(({ slug, propertyInfo, ...row }) => ({
          ...row,
          // The table shows one small width; the page carries no other.
          photo: row.photo ? thumbnailOf(row.photo, TABLE_THUMBNAIL_WIDTH) : null,
          updatedAt: row.updatedAt.toISOString(),
          reviewedAt: row.reviewedAt?.toISOString() ?? null,
          photoCount: photoCounts.get(row.id) ?? 0,
          editable: AGENT_EDITABLE_STATUSES.includes(row.reviewStatus),
          publicPath: row.reviewStatus === REVIEW_STATUS.approved ? listingPublicPath({ ...row, slug, propertyInfo }) : null,
        })),
      },
    });
  });
}
