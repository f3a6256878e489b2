import { lt } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { reviewSubmissions } from "./review.table";

/** Deletes the rate-limit records of testimonials submitted before `cutoff`; answers how many went. */
export async function deleteReviewSubmissionsBefore(cutoff: Date): Promise<number> {
  const removed = await getDb().delete(reviewSubmissions).where(lt(reviewSubmissions.submittedAt, cutoff)).returning({ id: reviewSubmissions.id });
  return removed.length;
}
