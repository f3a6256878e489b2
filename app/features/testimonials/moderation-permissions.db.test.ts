import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forbidden } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { listAllReviews } from "./list-reviews.server";
import { deleteReview, hideReview, showReview } from "./moderate-review.server";
import { createTestReview } from "./review-factory";
import { reviews } from "./review.table";

const agent = { id: "00000000-0000-4000-8000-0000000000a7", email: "agent@example.test", role: "agent" as const, status: "active" as const };

describe("testimonial moderation refuses anyone who does not moderate testimonials", () => {
  it("an agent can neither hide, show, delete nor list every review: forbidden, and the review is as it was", async () => {
    const review = await createTestReview({ status: "approved" });
    expect(await hideReview(agent, review.id)).toEqual(forbidden());
    expect(await showReview(agent, review.id)).toEqual(forbidden());
    expect(await deleteReview(agent, review.id)).toEqual(forbidden());
    expect(await listAllReviews(agent)).toEqual(forbidden());
    expect(await hideReview({ ...agent, role: "admin", status: "pending" }, review.id)).toEqual(forbidden());
    expect(await getDb().select({ status: reviews.status }).from(reviews).where(eq(reviews.id, review.id))).toEqual([{ status: "approved" }]);
  });
});
