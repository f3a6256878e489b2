import { eq } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { isUuid } from "~/shared/lib/uuid";
import { runService } from "~/shared/lib/service.server";
import { refuse, type AuditedActor } from "~/shared/access/permissions";
import { recordAudit } from "~/features/audit/index.server";
import { publishReviewEvent } from "./review-events.server";
import { REVIEW_NOT_FOUND, type ReviewStatus } from "./review-rules";

import { reviews, type Review } from "./review.table";

const notFound = () => failWith("not_found", REVIEW_NOT_FOUND);

function auditView(review: Review) {
  return { name: review.name, rating: review.rating, status: review.status, text: review.text.slice(0, 200) };
}

/**
 * Hides a review from the public (or shows it again). Administrators only:
 * the route checks the role; the change is audited and announced live, so an
 * open page drops a hidden review at once.
 */
export async function setReviewStatus(actor: AuditedActor, id: string, status: ReviewStatus): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "moderate:testimonials");
  if (refused) return refused;
  if (!isUuid(id)) return notFound();
  return runService("setReviewStatus", { id, status }, async () =>
    getDb().transaction(async (tx) => {
      const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
      if (!before) return notFound();
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

export const hideReview = (actor: AuditedActor, id: string) => setReviewStatus(actor, id, "hidden");
export const showReview = (actor: AuditedActor, id: string) => setReviewStatus(actor, id, "approved");

/** Deletes a review for good (administrators only; audited, and removed from open pages). */
export async function deleteReview(actor: AuditedActor, id: string): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "moderate:testimonials");
  if (refused) return refused;
  if (!isUuid(id)) return notFound();
  return runService("deleteReview", { id }, async () =>
    getDb().transaction(async (tx) => {
      const [before] = await tx.delete(reviews).where(eq(reviews.id, id)).returning();
      if (!before) return notFound();
      await recordAudit({ actor, action: "review.delete", subject: { type: "review", id }, before: auditView(before), after: null }, tx);
      await publishReviewEvent(tx, { type: "removed", id });
      return ok({ id });
    }),
  );
}
