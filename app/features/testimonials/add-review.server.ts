import { createHmac } from "node:crypto";
import { and, count, eq, gt, lt, min, sql } from "drizzle-orm";
import { getConfig } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { clientNetwork } from "~/shared/http/client-network";
import { formFailure, issuesToErrors, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import type { FailureStatus } from "~/shared/http/failure-status";
import { failureMessage, failureReply } from "~/shared/http/reply";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { guardSubmission, sendAgainReply } from "~/features/spam-guard/index.server";
import { publishReviewEvent } from "./review-events.server";
import { containsLink, REVIEW_LIMITS, REVIEW_RATE_LIMIT } from "./review-rules";
import { reviewSchema } from "./review-schema";
import { reviews, reviewSubmissions } from "./review.table";

export const REVIEW_UNAVAILABLE = "We could not publish your review just now. Please try again in a moment.";

type ReviewContext = {
  /** The client's address (Express `request.ip`), for the rate limit; only a keyed hash is stored. */
  clientAddress?: string;
  /** The clock, for tests. */
  now?: Date;
};

/** A keyed hash of the client (an IPv4 address or an IPv6 /64): the table never holds an IP. */
export function reviewAddressKey(clientAddress: string | undefined): string {
  return createHmac("sha256", getConfig().sessionSecret)
    .update(`review-rate:${clientNetwork(clientAddress)}`)
    .digest("hex");
}

export function rateLimitMessage(retryAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  const wait = minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `Thank you for your enthusiasm! You have already shared ${REVIEW_RATE_LIMIT.max} reviews in the last hour. Please try again in ${wait}.`;
}

/**
 * Publishes a visitor's review (created approved) and announces it
 * live; a review whose text holds a link waits for an administrator instead
 * (status pending), unannounced. Re-validates the input; at most REVIEW_RATE_LIMIT.max reviews per
 * client address per hour, counted in the database under an advisory lock so
 * that concurrent posts from one address across processes cannot slip past.
 */
export async function addReview(input: unknown, context: ReviewContext = {}): Promise<Result<{ id: string; held: boolean }>> {
  const parsed = reviewSchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(formError, fieldErrors);
  }
  const review = parsed.data;
  const now = context.now ?? new Date();
  const addressKey = reviewAddressKey(context.clientAddress);
  const windowStart = new Date(now.getTime() - REVIEW_RATE_LIMIT.windowMs);
  const held = containsLink(review.text);

  return runService("addReview", {}, async () => {
    const outcome = await getDb().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review-rate:${addressKey}`}))`);
      const [recent] = await tx
        .select({ total: count(), oldest: min(reviewSubmissions.submittedAt) })
        .from(reviewSubmissions)
        .where(and(eq(reviewSubmissions.addressKey, addressKey), gt(reviewSubmissions.submittedAt, windowStart)));
      if ((recent?.total ?? 0) >= REVIEW_RATE_LIMIT.max && recent?.oldest) {
        return { limited: true as const, retryAt: new Date(recent.oldest.getTime() + REVIEW_RATE_LIMIT.windowMs) };
      }
      const [row] = await tx
        .insert(reviews)
        .values({
          name: review.name,
          rating: review.rating,
          text: review.text,
          experience: review.experience,
          property: review.property ?? null,
          status: held ? "pending" : "approved",
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: reviews.id });
      await tx.insert(reviewSubmissions).values({ addressKey, submittedAt: now });
      // Counts older than the window have no further use.
      await tx.delete(reviewSubmissions).where(lt(reviewSubmissions.submittedAt, windowStart));
      if (!held) await publishReviewEvent(tx, { type: "created", id: row!.id });
      return { limited: false as const, id: row!.id };
    });
    if (outcome.limited) return fail(rateLimitMessage(outcome.retryAt, now));
    return ok({ id: outcome.id, held });
  });
}

/** What the testimonial page's action answers. */
export type ReviewPublished = { published: true; id: string; name: string; held: boolean };
export type ReviewFormReply = { status: 200; body: ReviewPublished } | { status: FailureStatus; body: FormFailure };

/**
 * The review form from submission to reply (decision 0004): spam guard, then
 * parseForm, then the service. A filled honeypot gets the success reply with
 * nothing stored (no id); a form sent too fast comes back to be sent again.
 */
export async function handleReviewForm(formData: FormData, context: ReviewContext = {}): Promise<ReviewFormReply> {
  const guard = guardSubmission("review", formData, { now: context.now?.getTime() });
  if (guard.outcome === "drop") {
    const name = formData.get("name");
    const shownName = typeof name === "string" ? name.replace(/\s+/g, " ").trim().slice(0, REVIEW_LIMITS.nameMax) : "";
    return { status: 200, body: { published: true, id: "", name: shownName, held: false } };
  }

  const form = parseForm(formData, reviewSchema);
  if (guard.outcome === "retry") return { status: 400, body: sendAgainReply(form.values, guard.token) };
  const formToken = guard.token;
  if (!form.success) return { status: 400, body: { ...formFailure(form), formToken } };

  const result = await addReview(form.data, context);
  if (result.success) return { status: 200, body: { published: true, id: result.id, name: form.data.name, held: result.held } };
  if (result.fieldErrors) return { status: 400, body: { fieldErrors: result.fieldErrors, values: form.values, formError: result.error, formToken } };
  // addReview refuses the rate limit without a code; the review is kept in the form so that nothing typed is lost.
  return failureReply(result.code ? result : { code: "rate_limited" }, { fieldErrors: {}, values: form.values, formError: failureMessage(result, REVIEW_UNAVAILABLE), formToken });
}
