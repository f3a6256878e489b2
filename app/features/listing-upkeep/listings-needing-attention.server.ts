import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { canAny, forbidden } from "~/shared/access/permissions";
import type { SessionUser } from "~/features/accounts/index.server";
import { REVIEW_STATUS } from "~/features/listings";
import { keptStaffListingPages, listingColumns, listingOwnedByWith, ownsByEmail, selectListings } from "~/features/listings/index.server";
import { todayOnIsland } from "~/shared/dates/island-days";
import { preparedQueryByShape, UNNAMED } from "~/shared/db/prepared-query.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { listingRevisions } from "./listing-revision.table";

/** Why a listing is on the list: sent back by review, its changes not accepted, or left unchanged too long. */
export type AttentionReason = "rejected" | "revision-rejected" | "stale";

export type ListingNeedingAttention = { id: string; title: string; reason: AttentionReason; note: string; updatedAt: Date };

/** An approved listing of ours unchanged for this long is worth a look (price, status, photos). */
export const STALE_LISTING_DAYS = 90;

const LIMIT = 8;

/**
 * The statement for users the rule matches by account alone or by account and confirmed e-mail (ownsByEmail),
 * built once each: every view of an agent's dashboard runs it.
 */
const attentionStatement = preparedQueryByShape((db, { byEmail }: { byEmail: boolean }) => {
  const sentBack = sql`${listingColumns.reviewStatus} in (${REVIEW_STATUS.rejected}, 'needs-changes')`;
  const approved = eq(listingColumns.reviewStatus, REVIEW_STATUS.approved);
  const revisionRejected = and(approved, eq(listingRevisions.status, "rejected"));
  const stale = and(approved, sql`${listingColumns.kind} in ('sale', 'rental')`, lt(listingColumns.updatedAt, sql.placeholder("staleBefore")));
  return selectListings(
    {
      id: listingColumns.id,
      title: listingColumns.title,
      reviewStatus: listingColumns.reviewStatus,
      adminNotes: listingColumns.adminNotes,
      updatedAt: listingColumns.updatedAt,
      revisionStatus: listingRevisions.status,
      revisionReason: listingRevisions.reason,
      total: sql<number>`(count(*) over ())::int`,
    },
    db,
  )
    .leftJoin(listingRevisions, eq(listingRevisions.listingId, listingColumns.id))
    .where(and(listingOwnedByWith(byEmail, sql.placeholder("userId"), sql.placeholder("email")), isNull(listingColumns.listingSource), or(sentBack, revisionRejected, stale)))
    .orderBy(asc(listingColumns.updatedAt), asc(listingColumns.id))
    .limit(LIMIT)
    .prepare(UNNAMED);
});

/**
 * The user's own listings (listingOwnedBy, the "My listings" rule, for an
 * administrator too) that want the agent's hand: sent back by review
 * (rejected), approved with proposed changes rejected, or approved for sale
 * or rent and unchanged for STALE_LISTING_DAYS. Listings the MLS feed keeps
 * change at the MLS and are left out. The first few, oldest change first,
 * with how many there are in all.
 */
export async function listListingsNeedingAttention(
  user: SessionUser,
  now = new Date(),
): Promise<Result<{ data: { items: ListingNeedingAttention[]; total: number } }>> {
  if (!canAny(user, ["view:agent-dashboard", "update:listings"])) return forbidden();
  const staleBefore = new Date(now.getTime() - STALE_LISTING_DAYS * 86_400_000);
  return runService("listListingsNeedingAttention", { userId: user.id }, async () => {
    const rows = await attentionStatement({ byEmail: ownsByEmail(user) }).execute({ userId: user.id, email: user.email.trim().toLowerCase(), staleBefore });
    const items = rows.map((row): ListingNeedingAttention => {
      const base = { id: row.id, title: row.title, updatedAt: row.updatedAt };
      if (row.reviewStatus !== REVIEW_STATUS.approved) return { ...base, reason: "rejected", note: row.adminNotes };
      if (row.revisionStatus === "rejected") return { ...base, reason: "revision-rejected", note: row.revisionReason ?? "" };
      return { ...base, reason: "stale", note: "" };
    });
    return ok({ data: { items, total: rows[0]?.total ?? 0 } });
  });
}

/** The same for the dashboard: none when they cannot be read (the failure is logged), so the page still shows. */
export async function loadListingsNeedingAttention(user: SessionUser, now = new Date()): Promise<{ items: ListingNeedingAttention[]; total: number; failed: boolean }> {
  const result = await listListingsNeedingAttention(user, now);
  return result.success ? { ...result.data, failed: false } : { items: [], total: 0, failed: true };
}

type AttentionList = Awaited<ReturnType<typeof loadListingsNeedingAttention>>;
const keptAttention = keptStaffListingPages<AttentionList>(500, (list) => !list.failed);

/**
 * The same, kept per user and island day until a listing, its photos, its proposed changes or a user change (the
 * staff tables' notice), so that a dashboard reloaded while nothing changed reads none of it again. A listing that
 * turns stale during the day joins the list at the next change or the next island day. The caller has checked that
 * the user may see the dashboard; one who may not is answered by the service, which refuses.
 */
export function loadKeptListingsNeedingAttention(user: SessionUser, now = new Date()): Promise<AttentionList> {
  if (!canAny(user, ["view:agent-dashboard", "update:listings"])) return loadListingsNeedingAttention(user, now);
  return keptAttention(`${user.id} ${user.email} ${ownsByEmail(user)} ${todayOnIsland(now)}`, () => loadListingsNeedingAttention(user, now));
}
