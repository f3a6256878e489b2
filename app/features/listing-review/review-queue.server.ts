import { refuse, type Actor } from "~/shared/access/permissions";
import { and, desc, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import { isSafeText } from "~/shared/forms/text";
import { containing, matchesPattern, orderByColumn } from "~/shared/tables/table-page.server";
import { clampPage, readTableQuery, type TableQuery } from "~/shared/tables/table-query";
import { isReviewSource, REVIEWED_TABLE, type ReviewedSort, type ReviewSource } from "./review-queue-table";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { cardColumns, listingAgentContact, listingColumns as listing, publicPathColumns, selectListings, type ListingCard } from "~/features/listings/index.server";
import { listingPublicPath } from "~/features/listings";
import { isListingKind, REVIEW_STATUS, type ListingKind } from "~/features/listings";
import { isUuid } from "~/shared/lib/uuid";
import { preparedQuery, preparedQueryByShape, UNNAMED } from "~/shared/db/prepared-query.server";
import { TABLE_THUMBNAIL_WIDTH, thumbnailOf } from "~/features/media";

/** A row of the review queue. */
export type ReviewQueueItem = {
  id: string;
  kind: ListingKind;
  title: string;
  agentName: string | null;
  agentEmail: string | null;
  submittedAt: Date | null;
  reviewStatus: string;
  adminNotes: string;
  reviewedAt: Date | null;
  listPrice: number | null;
  closePrice: number | null;
  closeDate: string | null;
  price: number | null;
  nightlyRate: number | null;
  photo: ListingCard["photo"];
  /** The public page, once approved. */
  path: string;
  /** Whether the MLS feed's sync keeps it (else our agents entered it). */
  fromFeed: boolean;
};

export const REVIEWED_PAGE_SIZE = 20;

/** What the reviewed table shows, from the dashboard's address (?q=&status=&kind=&source=&sort=&dir=&page=). */
export type ReviewedFilter = TableQuery<ReviewedSort> & {
  status: string;
  kind: ListingKind | "";
  source: ReviewSource | "";
};

/** The filter in an address; anything unreadable is simply not applied. */
export function readReviewedFilter(params: URLSearchParams): ReviewedFilter {
  const text = (name: string, max: number) => {
    const value = (params.get(name) ?? "").trim();
    return value.length <= max && isSafeText(value) ? value : "";
  };
  const kind = text("kind", 20);
  const source = params.get("source");
  return {
    ...readTableQuery(params, { ...REVIEWED_TABLE, pageSize: REVIEWED_PAGE_SIZE }),
    status: text("status", 40),
    kind: isListingKind(kind) ? kind : "",
    source: isReviewSource(source) ? source : "",
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
  listPrice: listing.listPrice,
  closePrice: listing.closePrice,
  closeDate: listing.closeDate,
  price: listing.price,
  nightlyRate: listing.nightlyRate,
  listingSource: listing.listingSource,
  photo: cardColumns.photo,
};

const SORT_COLUMNS = {
  reviewed: listing.reviewedAt,
  submitted: listing.submittedAt,
  title: sql`lower(${listing.title})`,
  price: sql`coalesce(${listing.price}, ${listing.nightlyRate})`,
  status: listing.reviewStatus,
};

/** Every pending listing, newest submitted first: the same statement for every view, built once. */
const pendingRows = preparedQuery((db) =>
  selectListings(rowColumns, db)
    .where(eq(listing.reviewStatus, REVIEW_STATUS.pending))
    .orderBy(sql`${listing.submittedAt} desc nulls last`, desc(listing.id))
    .prepare(UNNAMED),
);
type Row = Awaited<ReturnType<ReturnType<typeof pendingRows>["execute"]>>[number];

function toItem(row: Row): ReviewQueueItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    agentName: row.agentName,
    agentEmail: row.agentEmail,
    submittedAt: row.submittedAt,
    reviewStatus: row.reviewStatus,
    adminNotes: row.adminNotes ?? "",
    reviewedAt: row.reviewedAt,
    listPrice: row.listPrice,
    closePrice: row.closePrice,
    closeDate: row.closeDate,
    price: row.price,
    nightlyRate: row.nightlyRate,
    // The table shows one small width; the page carries no other.
    photo: row.photo ? thumbnailOf(row.photo, TABLE_THUMBNAIL_WIDTH) : null,
    path: listingPublicPath(row),
    fromFeed: row.listingSource === "mls",
  };
}

/** Which of the reviewed table's filters are set, and its order: what the SQL of its queries depends on. */
type ReviewedShape = { status: boolean; kind: boolean; source: ReviewedFilter["source"]; search: boolean; sort: ReviewedSort; dir: ReviewedFilter["dir"] };

/**
 * The reviewed table's two statements for one shape, built once: every
 * reviewed status with how many listings of each match the filter, and one
 * page of the matching listings. The page's ids come first, so that agents
 * and cover photos are looked up for its rows alone, however deep the page.
 */
const reviewedStatements = preparedQueryByShape((db, shape: ReviewedShape) => {
  const conditions: SQL[] = [ne(listing.reviewStatus, REVIEW_STATUS.pending)];
  if (shape.status) conditions.push(eq(listing.reviewStatus, sql.placeholder("status")));
  if (shape.kind) conditions.push(eq(listing.kind, sql.placeholder("kind")));
  // The feed's sync marks what it keeps; everything else was entered by our agents (or imported from a file).
  if (shape.source === "mls") conditions.push(eq(listing.listingSource, "mls"));
  if (shape.source === "agents") conditions.push(isNull(listing.listingSource));
  // `%`, `_` and `\` typed by the administrator match themselves (the pattern is made by `containing`).
  if (shape.search) conditions.push(matchesPattern(sql.placeholder("pattern"), [listing.title, listing.agentName, listing.agentEmail, listing.listAgentName]));
  const where = and(...conditions);
  const order = orderByColumn(SORT_COLUMNS, shape.sort, shape.dir, sql`${listing.submittedAt} desc nulls last`, desc(listing.id));
  const pageIds = selectListings({ id: listing.id }, db).where(where).orderBy(...order).limit(sql.placeholder("limit")).offset(sql.placeholder("offset")).as("page");
  return {
    statuses: selectListings({ status: listing.reviewStatus, matching: sql<number>`count(*) filter (where ${where})`.mapWith(Number) }, db)
      .where(ne(listing.reviewStatus, REVIEW_STATUS.pending))
      .groupBy(listing.reviewStatus)
      .orderBy(listing.reviewStatus)
      .prepare(UNNAMED),
    page: selectListings(rowColumns, db)
      .innerJoin(pageIds, eq(pageIds.id, listing.id))
      .orderBy(...order)
      .prepare(UNNAMED),
  };
});

/**
 * The review queue: the pending listings, and a page of the reviewed ones
 * narrowed by a search (title, agent's name or e-mail), a status, a kind and
 * a source (our agents or the MLS feed).
 * Counted and paged in the database, so it stays quick with an imported feed
 * of many thousand approved listings.
 */
export async function listReviewQueue(actor: Actor, filter: ReviewedFilter): Promise<Result<{ data: ReviewQueue }>> {
  const refused = refuse(actor, "review:listings");
  if (refused) return refused;
  return runService("listReviewQueue", { filter }, async () => {
    const statements = reviewedStatements({ status: filter.status !== "", kind: filter.kind !== "", source: filter.source, search: filter.q !== "", sort: filter.sort, dir: filter.dir });
    const values = { status: filter.status, kind: filter.kind, pattern: containing(filter.q) };
    // Every reviewed status (for the filter) and how many listings of each match it, in one query.
    const [pending, statuses] = await Promise.all([pendingRows().execute(), statements.statuses.execute(values)]);
    const total = statuses.reduce((sum, row) => sum + row.matching, 0);
    const { page, pageCount, offset } = clampPage(filter.page, total, REVIEWED_PAGE_SIZE);
    const reviewed = await statements.page.execute({ ...values, limit: REVIEWED_PAGE_SIZE, offset });
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
