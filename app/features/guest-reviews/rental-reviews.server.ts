import type { PublicReview, ReviewSummary } from "~/features/testimonials";
import { listRentalReviews } from "~/features/testimonials/index.server";
import { ok } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";

/** The rental page's reviews: a failure (logged) shows none rather than breaking the page. */
export async function loadRentalReviews(listingId: string): Promise<{ reviews: PublicReview[]; summary: ReviewSummary }> {
  const result = await runService("loadRentalReviews", { listingId }, async () => ok({ data: await listRentalReviews(listingId) }));
  return result.success ? result.data : { reviews: [], summary: { count: 0, ratingSum: 0, average: null } };
}
