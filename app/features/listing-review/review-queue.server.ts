import { and, count, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { isSafeText } from "~/shared/forms/text";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { listings } from "~/features/listings/index.server";
import { listingPath } from "~/features/listings";
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
  id: listings.id,
  kind: listings.kind,
  category: listings.category,
  slug: listings.slug,
  propertyInfo: listings.propertyInfo,
  title: listings.title,
  agentName: sql<string | null>`coalesce(${listings.agentInfo} ->> 'name', ${listings.listAgentName})`,
  agentEmail: sql<string | null>`${listings.agentInfo} ->> 'email'`,
  submittedAt: listings.submittedAt,
  reviewStatus: listings.reviewStatus,
  adminNotes: listings.adminNotes,
  reviewedAt: listings.reviewedAt,
};

const selectRows = () => getDb().select(rowColumns).from(listings);
type Row = Awaited<ReturnType<typeof selectRows>>[number];

function toItem({ category: _category, slug: _slug, propertyInfo: _propertyInfo, ...row }: Row & { category: string }): ReviewQueueItem {
  return {
    ...row,
    adminNotes: row.adminNotes ?? "",
    path: listingPath({
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
export async function listReviewQueue(filter: ReviewedFilter): Promise<Result<{ data: ReviewQueue }>> {
  return runService("listReviewQueue", { filter }, async () => {
    const db = getDb();
    const conditions: SQL[] = [ne(listings.reviewStatus, REVIEW_STATUS.pending)];
    if (filter.status) conditions.push(eq(listings.reviewStatus, filter.status));
    if (filter.kind) conditions.push(eq(listings.kind, filter.kind));
    if (filter.q) {
      const pattern = containing(filter.q);
      conditions.push(
        or(
          sql`${listings.title} ilike ${pattern}`,
          sql`${listings.agentInfo} ->> 'name' ilike ${pattern}`,
          sql`${listings.agentInfo} ->> 'email' ilike ${pattern}`,
          sql`${listings.listAgentName} ilike ${pattern}`,
        )!,
      );
    }
    const where = and(...conditions);
    const [pending, [{ total = 0 } = {}], statuses] = await Promise.all([
      selectRows()
        .where(eq(listings.reviewStatus, REVIEW_STATUS.pending))
        .orderBy(sql`${listings.submittedAt} desc nulls last`, desc(listings.id)),
      db.select({ total: count() }).from(listings).where(where),
      db
        .selectDistinct({ status: listings.reviewStatus })
        .from(listings)
        .where(ne(listings.reviewStatus, REVIEW_STATUS.pending))
        .orderBy(listings.reviewStatus),
    ]);
    const pageCount = Math.max(1, Math.ceil(total / REVIEWED_PAGE_SIZE));
    const page = Math.min(filter.page, pageCount);
    const reviewed = await selectRows()
      .where(where)
      .orderBy(sql`${listings.reviewedAt} desc nulls last`, sql`${listings.submittedAt} desc nulls last`, desc(listings.id))
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
export async function getReviewState(id: string): Promise<
  Result<{
    data: {
      id: string;
      title: string;
      reviewStatus: string;
      adminNotes: string;
    } | null;
  }>
> {
  if (!isUuid(id)) return ok({ data: null });
  return runService("getReviewState", { id }, async () => {
    const [row] = await getDb()
      .select({
        id: listings.id,
        title: listings.title,
        reviewStatus: listings.reviewStatus,
        adminNotes: listings.adminNotes,
      })
      .from(listings)
      .where(eq(listings.id, id));
    return ok({
      data: row ? { ...row, adminNotes: row.adminNotes ?? "" } : null,
    });
  });
}
