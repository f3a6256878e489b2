import { eq } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import { publishReviewEvent } from "./review-events.server";
import { REVIEW_NOT_FOUND, type ReviewStatus } from "./review-rules";

export { REVIEW_NOT_FOUND };
import { reviews, type Review } from "./review.table";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function auditView(review: Review) {
  return { name: review.name, rating: review.rating, status: review.status, text: review.text.slice(0, 200) };
}

/**
 * Hides a review from the public (or shows it again). Administrators only:
 * the route checks the role; the change is audited and announced live, so an
 * open page drops a hidden review at once.
 */
export async function setReviewStatus(actor: AuditActor, id: string, status: ReviewStatus): Promise<Result<{ id: string }>> {
  if (!UUID.test(id)) return fail(REVIEW_NOT_FOUND);
  return runService("setReviewStatus", { id, status }, async () =>
    getDb().transaction(async (tx) => {
      const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
      if (!before) return fail(REVIEW_NOT_FOUND);
      if (before.status === status) return ok({ id });
      const [after] = await tx.update(reviews).set({ status, updatedAt: new Date() }).where(eq(reviews.id, id)).returning();
      await recordAudit(
        { actor, action: status === "hidden" ? "review.hide" : "review.show", subject: { type: "review", id }, before: auditView(before), after: auditView(after!) },
        tx,
      );
      await publishReviewEvent(tx, { type: status === "hidden" ? "removed" : "shown", id });
      return ok({ id });
    }),
  );
}

export const hideReview = (actor: AuditActor, id: string) => setReviewStatus(actor, id, "hidden");
export const showReview = (actor: AuditActor, id: string) => setReviewStatus(actor, id, "approved");

/** Deletes a review for good (administrators only; audited, and removed from open pages). */
export async function deleteReview(actor: AuditActor, id: string): Promise<Result<{ id: string }>> {
  if (!UUID.test(id)) return fail(REVIEW_NOT_FOUND);
  return runService("deleteReview", { id }, async () =>
    getDb().transaction(async (tx) => {
      const [before] = await tx.delete(reviews).where(eq(reviews.id, id)).returning();
      if (!before) return fail(REVIEW_NOT_FOUND);
      await recordAudit({ actor, action: "review.delete", subject: { type: "review", id }, before: auditView(before), after: null }, tx);
      await publishReviewEvent(tx, { type: "removed", id });
      return ok({ id });
    }),
  );
}
