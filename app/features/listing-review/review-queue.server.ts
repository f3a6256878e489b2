import { refuse, type Actor } from "~/features/accounts";
import { and, count, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { isSafeText } from "~/shared/forms/text";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { listingAgentContact, listingColumns as listing, publicPathColumns, selectListings } from "~/features/listings/index.server";
import { listingPublicPath } from "~/features/listings";
import { isListingKind, REVIEW_STATUS, type ListingKind } from "~/features/listings";
import { isUuid } from "~/shared/lib/uuid";

/** A row of the review queue. */
export type ReviewQueueItem = {
  id: string;
  kind: string;
  title: string;
  agentName: string | null;
  agentEmail: string | null;
  submittedAt: Date | null;
  reviewStatus: string;
  adminNotes: string;
  reviewedAt: Date | null;
  /** The public page, once approved. */
  path: string;
};

export const REVIEWED_PAGE_SIZE = 20;
const SEARCH_MAX = 100;

/** What the reviewed table is narrowed to, from the dashboard's address (?q=&status=&kind=&page=). */
export type ReviewedFilter = {
  q: string;
  status: string;
  kind: ListingKind | "";
  page: number;
};

/** The filter in an address; anything unreadable is simply not applied. */
export function readReviewedFilter(params: URLSearchParams): ReviewedFilter {
  const text = (name: string, max: number) => {
    const value = (params.get(name) ?? "").trim();
    return value.length <= max && isSafeText(value) ? value : "";
  };
  const kind = text("kind", 20);
  const page = Number(params.get("page") ?? "1");
  return {
    q: text("q", SEARCH_MAX),
    status: text("status", 40),
    kind: isListingKind(kind) ? kind : "",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export type ReviewQueue = {
  /** Every listing waiting for review, newest submitted first. */
  pending: ReviewQueueItem[];
  /** One page of the reviewed listings that match the filter, most recently reviewed first. */
  reviewed: ReviewQueueItem[];
  reviewedTotal: number;
  page: number;
  pageCount: number;
  /** Every status a reviewed listing has, for the filter (odd ones included, so they can be found). */
  statuses: string[];
};

const rowColumns = {
  ...publicPathColumns,
  title: listing.title,
  ...listingAgentContact(),
  submittedAt: listing.submittedAt,
  reviewStatus: listing.reviewStatus,
  adminNotes: listing.adminNotes,
  reviewedAt: listing.reviewedAt,
};

const selectRows = () => selectListings(rowColumns);
type Row = Awaited<ReturnType<typeof selectRows>>[number];

function toItem({ category: _category, slug: _slug, propertyInfo: _propertyInfo, ...row }: Row & { category: string }): ReviewQueueItem {
  return {
    ...row,
    adminNotes: row.adminNotes ?? "",
    path: listingPublicPath({
      ...row,
      category: _category,
      slug: _slug,
      propertyInfo: _propertyInfo,
    }),
  };
}

/** `%`, `_` and `\` typed by the administrator match themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The review queue: the pending listings, and a page of the reviewed ones
 * narrowed by a search (title, agent's name or e-mail), a status and a kind.
 * Counted and paged in the database, so it stays quick with an imported feed
 * of many thousand approved listings.
 */
export async function listReviewQueue(actor: Actor, filter: ReviewedFilter): Promise<Result<{ data: ReviewQueue }>> {
  const refused = refuse(actor, "review:listings");
  if (refused) return refused;
  return runService("listReviewQueue", { filter }, async () => {
    const conditions: SQL[] = [ne(listing.reviewStatus, REVIEW_STATUS.pending)];
    if (filter.status) conditions.push(eq(listing.reviewStatus, filter.status));
    if (filter.kind) conditions.push(eq(listing.kind, filter.kind));
    if (filter.q) {
      const pattern = containing(filter.q);
      conditions.push(
        or(
          sql`${listing.title} ilike ${pattern}`,
          sql`${listing.agentInfo} ->> 'name' ilike ${pattern}`,
          sql`${listing.agentInfo} ->> 'email' ilike ${pattern}`,
          sql`${listing.listAgentName} ilike ${pattern}`,
        )!,
      );
    }
    const where = and(...conditions);
    const [pending, [{ total = 0 } = {}], statuses] = await Promise.all([
      selectRows()
        .where(eq(listing.reviewStatus, REVIEW_STATUS.pending))
        .orderBy(sql`${listing.submittedAt} desc nulls last`, desc(listing.id)),
      selectListings({ total: count() }).where(where),
      selectListings({ status: listing.reviewStatus })
        .where(ne(listing.reviewStatus, REVIEW_STATUS.pending))
        .groupBy(listing.reviewStatus)
        .orderBy(listing.reviewStatus),
    ]);
    const pageCount = Math.max(1, Math.ceil(total / REVIEWED_PAGE_SIZE));
    const page = Math.min(filter.page, pageCount);
    const reviewed = await selectRows()
      .where(where)
      .orderBy(sql`${listing.reviewedAt} desc nulls last`, sql`${listing.submittedAt} desc nulls last`, desc(listing.id))
      .limit(REVIEWED_PAGE_SIZE)
      .offset((page - 1) * REVIEWED_PAGE_SIZE);
    return ok({
      data: {
        pending: pending.map(toItem),
        reviewed: reviewed.map(toItem),
        reviewedTotal: total,
        page,
        pageCount,
        statuses: statuses.map((row) => row.status),
      },
    });
  });
}

/** The selected listing's review state (title, status, notes), whatever page it is on. */
export async function getReviewState(
  actor: Actor,
  id: string,
): Promise<
  Result<{
    data: {
      id: string;
      title: string;
      reviewStatus: string;
      adminNotes: string;
    } | null;
  }>
> {
  const refused = refuse(actor, "review:listings");
  if (refused) return refused;
  if (!isUuid(id)) return ok({ data: null });
  return runService("getReviewState", { id }, async () => {
    const [row] = await selectListings({
      id: listing.id,
      title: listing.title,
      reviewStatus: listing.reviewStatus,
      adminNotes: listing.adminNotes,
    }).where(eq(listing.id, id));
    return ok({
      data: row ? { ...row, adminNotes: row.adminNotes ?? "" } : null,
    });
  });
}
