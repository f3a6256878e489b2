import { and, count, desc, eq, isNotNull, sum } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { toPublicReview } from "./list-reviews.server";
import { averageOf, type PublicReview, type ReviewSummary } from "./public-review";
import { publishReviewEvent } from "./review-events.server";
import { containsLink, type ReviewStatus } from "./review-rules";
import { reviews } from "./review.table";

export type StayReviewInput = { name: string; rating: number; text: string };

/** A verified stay's review: the rental, its name as shown, and the stay's check-in day. */
export type VerifiedStay = { listingId: string; propertyName: string; stayedOn: string };

/**
 * Stores a review written through a stay's personal link, marked as a
 * verified stay, in the caller's transaction (which also spends the link).
 * Published at once and announced live, unless the text holds a link: then
 * it waits for an administrator (status pending).
 */
export async function addStayReview(tx: Database, stay: VerifiedStay, input: StayReviewInput, now = new Date()): Promise<{ id: string; status: ReviewStatus }> {
  const status: ReviewStatus = containsLink(input.text) ? "pending" : "approved";
  const [row] = await tx
    .insert(reviews)
    .values({
      name: input.name,
      rating: input.rating,
      text: input.text,
      experience: "rental",
      property: stay.propertyName,
      listingId: stay.listingId,
      stayedOn: stay.stayedOn,
      status,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: reviews.id });
  if (status === "approved") await publishReviewEvent(tx, { type: "created", id: row!.id });
  return { id: row!.id, status };
}

const verifiedAt = (listingId: string) => and(eq(reviews.listingId, listingId), eq(reviews.status, "approved"), isNotNull(reviews.stayedOn));

/** A rental's published verified-stay reviews (newest first, up to `limit`) and their count and average over all of them. */
export async function listRentalReviews(listingId: string, limit = 12, db: Database = getDb()): Promise<{ reviews: PublicReview[]; summary: ReviewSummary }> {
  const rows = await db.select().from(reviews).where(verifiedAt(listingId)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit);
  const [totals] = await db.select({ count: count(), ratingSum: sum(reviews.rating) }).from(reviews).where(verifiedAt(listingId));
  const total = totals?.count ?? 0;
  const ratingSum = Number(totals?.ratingSum ?? 0);
  return { reviews: rows.map(toPublicReview), summary: { count: total, ratingSum, average: averageOf(total, ratingSum) } };
}
