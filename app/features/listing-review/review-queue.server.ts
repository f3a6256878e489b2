import { refuse, type Actor } from "~/shared/access/permissions";
import { and, desc, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import { isSafeText } from "~/shared/forms/text";
import { containing, matchesPattern, orderByColumn } from "~/shared/tables/table-page.server";
import { clampPage, readTableQuery, type TableQuery } from "~/shared/tables/table-query";
import { isReviewSource, REVIEWED_TABLE, type ReviewedSort, type ReviewSource } from "./review-queue-table";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { cardColumns, cardVersion, keptStaffListingRows, listingAgentContact, listingColumns as listing, selectListings, type ListingCard } from "~/features/listings/index.server";
import { isListingKind, REVIEW_STATUS, type ListingKind } from "~/features/listings";
import { isUuid } from "~/shared/lib/uuid";
import { preparedQueryByShape, UNNAMED } from "~/shared/db/prepared-query.server";
import { jsonObjectOf } from "~/shared/db/json-object-sql";
import { TABLE_THUMBNAIL_WIDTH, thumbnailOf } from "~/features/media";
import { versionedRowSql, type VersionedAnswer } from "~/shared/cache/rows-by-version.server";

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

/** A queue row as the statement answers it: one JSON object, its times as text. */
type RowJson = Omit<ReviewQueueItem, "submittedAt" | "reviewedAt" | "photo"> & { submittedAt: string | null; reviewedAt: string | null; photo: ListingCard["photo"] };

/** The fields of a queue row, named as `ReviewQueueItem` names them. */
const rowJson = jsonObjectOf({
  id: listing.id,
  kind: listing.kind,
  title: listing.title,
  ...listingAgentContact(),
  submittedAt: listing.submittedAt,
  reviewStatus: listing.reviewStatus,
  adminNotes: sql`coalesce(${listing.adminNotes}, '')`,
  reviewedAt: listing.reviewedAt,
  listPrice: listing.listPrice,
  closePrice: listing.closePrice,
  closeDate: listing.closeDate,
  price: listing.price,
  nightlyRate: listing.nightlyRate,
  // The feed's sync marks what it keeps; everything else was entered by our agents (or imported from a file).
  fromFeed: sql`(${listing.listingSource} is not distinct from 'mls')`,
  photo: cardColumns.photo,
});

/**
 * A queue row as the statement answers it: its version (the listing's id and `cardVersion`) and, unless this
 * process holds that version (the `held` parameter), its fields. After a change the queue is read again whole, but
 * its rows are built only where the change touched them; building the others' JSON, cover photos above all, is most
 * of what the statement would cost.
 */
const versionedRowJson = versionedRowSql(sql`${listing.id}::text || '/' || ${cardVersion}`, rowJson);

/** The queue's rows this process has built, the same for every administrator: a few pages' worth and the pending ones. */
const heldRows = keptStaffListingRows<ReviewQueueItem>(128);

function toItem(row: RowJson): ReviewQueueItem {
  return {
    ...row,
    submittedAt: row.submittedAt === null ? null : new Date(row.submittedAt),
    reviewedAt: row.reviewedAt === null ? null : new Date(row.reviewedAt),
    // The table shows one small width; the page carries no other.
    photo: row.photo ? thumbnailOf(row.photo, TABLE_THUMBNAIL_WIDTH) : null,
  };
}

const SORT_COLUMNS = {
  reviewed: listing.reviewedAt,
  submitted: listing.submittedAt,
  title: sql`lower(${listing.title})`,
  price: sql`coalesce(${listing.price}, ${listing.nightlyRate})`,
  status: listing.reviewStatus,
};

/** Which of the reviewed table's filters are set, and its order: what the SQL of its queries depends on. */
type ReviewedShape = { status: boolean; kind: boolean; source: ReviewedFilter["source"]; search: boolean; sort: ReviewedSort; dir: ReviewedFilter["dir"] };

/**
 * The whole queue for one shape of filter, as one statement built once: the
 * pending listings; every reviewed status with how many listings of each
 * match the filter; and one page of the matching listings, at the asked
 * offset or, past the end, the last page's. One round trip, each list one
 * JSON value: after a change, the first view reads the queue at the cost of
 * one statement rather than three. The page's ids come first, so that agents
 * and cover photos are looked up for its rows alone, however deep the page.
 */
const queueStatements = preparedQueryByShape((db, shape: ReviewedShape) => {
  const conditions: SQL[] = [ne(listing.reviewStatus, REVIEW_STATUS.pending)];
  if (shape.status) conditions.push(eq(listing.reviewStatus, sql.placeholder("status")));
  if (shape.kind) conditions.push(eq(listing.kind, sql.placeholder("kind")));
  if (shape.source === "mls") conditions.push(eq(listing.listingSource, "mls"));
  if (shape.source === "agents") conditions.push(isNull(listing.listingSource));
  // `%`, `_` and `\` typed by the administrator match themselves (the pattern is made by `containing`).
  if (shape.search) conditions.push(matchesPattern(sql.placeholder("pattern"), [listing.title, listing.agentName, listing.agentEmail, listing.listAgentName]));
  const where = and(...conditions)!;
  const order = sql.join(orderByColumn(SORT_COLUMNS, shape.sort, shape.dir, sql`${listing.submittedAt} desc nulls last`, desc(listing.id)), sql`, `);
  const counts = db.$with("counts").as(
    selectListings({ status: sql<string>`${listing.reviewStatus}`.as("status"), matching: sql<number>`count(*) filter (where ${where})`.as("matching") }, db)
      .where(ne(listing.reviewStatus, REVIEW_STATUS.pending))
      .groupBy(listing.reviewStatus),
  );
  const limit = sql`${sql.placeholder("limit")}::int`;
  const lastPageOffset = sql`greatest(0, ((select coalesce(sum(${counts.matching}), 0)::int from ${counts}) - 1) / ${limit} * ${limit})`;
  // Written out, as the query builder's offset takes only a number: the asked offset, or the last page's past the end.
  const pageIds = sql`(select ${listing.id} from ${listing.id.table} where ${where} order by ${order} limit ${limit} offset least(${sql.placeholder("offset")}::int, ${lastPageOffset}))`;
  const pending = selectListings({ rows: sql`coalesce(json_agg(${versionedRowJson} order by ${listing.submittedAt} desc nulls last, ${listing.id} desc), '[]')` }, db).where(
    eq(listing.reviewStatus, REVIEW_STATUS.pending),
  );
  const page = selectListings({ rows: sql`coalesce(json_agg(${versionedRowJson} order by ${order}), '[]')` }, db).where(sql`${listing.id} in ${pageIds}`);
  return db
    .with(counts)
    .select({
      pending: sql<VersionedAnswer<RowJson>[]>`${pending}`,
      statuses: sql<{ status: string; matching: number }[]>`coalesce(json_agg(json_build_object('status', ${counts.status}, 'matching', ${counts.matching}) order by ${counts.status}), '[]')`,
      page: sql<VersionedAnswer<RowJson>[]>`${page}`,
    })
    .from(counts)
    .prepare(UNNAMED);
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
    const statement = queueStatements({ status: filter.status !== "", kind: filter.kind !== "", source: filter.source, search: filter.q !== "", sort: filter.sort, dir: filter.dir });
    const offset = (Math.max(1, filter.page) - 1) * REVIEWED_PAGE_SIZE;
    const held = heldRows.held();
    const [queue] = await statement.execute({ status: filter.status, kind: filter.kind, pattern: containing(filter.q), limit: REVIEWED_PAGE_SIZE, offset, held: held.versions });
    const { pending, statuses, page: reviewed } = queue!;
    const total = statuses.reduce((sum, row) => sum + row.matching, 0);
    // The same clamp as the statement's: past the last page, the last page.
    const { page, pageCount } = clampPage(filter.page, total, REVIEWED_PAGE_SIZE);
    return ok({
      data: {
        pending: heldRows.rowsOf(pending, held, toItem),
        reviewed: heldRows.rowsOf(reviewed, held, toItem),
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
