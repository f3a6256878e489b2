import { refuse, type Actor } from "~/shared/access/permissions";
import { and, count, desc, eq, gt, sum } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { averageOf, type PublicReview, type ReviewSummary } from "./public-review";
import { reviews, type Review } from "./review.table";

/** How many reviews the page shows (newest first); the summary counts them all. */
export const REVIEW_PAGE_SIZE = 60;

export function toPublicReview(row: Review): PublicReview {
  return {
    id: row.id,
    name: row.name,
    rating: row.rating,
    text: row.text,
    experience: row.experience,
    property: row.property,
    stayedOn: row.stayedOn,
    createdAt: row.createdAt.toISOString(),
  };
}

const approved = eq(reviews.status, "approved");
const newestFirst = [desc(reviews.createdAt), desc(reviews.id)] as const;

/** The approved reviews, newest first. */
export async function listApprovedReviews(limit = REVIEW_PAGE_SIZE): Promise<Result<{ data: PublicReview[] }>> {
  return runService("listApprovedReviews", { limit }, async () => {
    const rows = await getDb().select().from(reviews).where(approved).orderBy(...newestFirst).limit(limit);
    return ok({ data: rows.map(toPublicReview) });
  });
}

/** The average rating over every approved review. */
export async function getReviewSummary(): Promise<Result<{ data: ReviewSummary }>> {
  return runService("getReviewSummary", {}, async () => {
    const [row] = await getDb().select({ count: count(), ratingSum: sum(reviews.rating) }).from(reviews).where(approved);
    const total = row?.count ?? 0;
    const ratingSum = Number(row?.ratingSum ?? 0);
    return ok({ data: { count: total, ratingSum, average: averageOf(total, ratingSum) } });
  });
}

/** One review if it is approved (the live feed announces nothing else). */
export async function getApprovedReview(id: string, db: Database = getDb()): Promise<PublicReview | null> {
  const [row] = await db.select().from(reviews).where(and(eq(reviews.id, id), approved)).limit(1);
  return row ? toPublicReview(row) : null;
}

/** Approved reviews created after `since`, oldest first: what a reconnecting page missed. */
export async function listApprovedReviewsSince(since: Date, limit = 20): Promise<PublicReview[]> {
  const rows = await getDb()
    .select()
    .from(reviews)
    .where(and(approved, gt(reviews.createdAt, since)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map(toPublicReview).reverse();
}

/** Every review, hidden ones too, newest first (the administrators' list). */
export async function listAllReviews(actor: Actor): Promise<Result<{ data: Review[] }>> {
  const refused = refuse(actor, "moderate:testimonials");
  if (refused) return refused;
  return runService("listAllReviews", {}, async () => {
    const rows = await getDb().select().from(reviews).orderBy(...newestFirst).limit(500);
    return ok({ data: rows });
  });
}
