import { eq } from "drizzle-orm";
import { findApprovedStay } from "~/features/stays/index.server";
import { addStayReview, reviewSchema } from "~/features/testimonials/index.server";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";
import { getDb } from "~/shared/db/client.server";
import { formFailure, issuesToErrors, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import type { FailureStatus } from "~/shared/http/failure-status";
import { failureMessage, failureReply } from "~/shared/http/reply";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { hashReviewToken } from "./review-request.server";
import { STAY_REVIEW_MESSAGES } from "./review-link-messages";
import { reviewInvitations } from "./review-invitation.table";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What a guest writes through a stay's personal link: the testimonial form without the experience and property, which the stay says. */
export const stayReviewSchema = reviewSchema.pick({ name: true, rating: true, text: true });


export { STAY_REVIEW_MESSAGES };

/** How long after the stay's last day its review link works: memories are fresh, and a link in an old inbox is not a key forever. */
export const REVIEW_LINK_DAYS = 90;

const linkExpired = (checkOut: string, now: Date) => addDays(checkOut, REVIEW_LINK_DAYS) < todayOnIsland(now);

/** What the review page shows about the stay. */
export type ReviewableStay = { propertyName: string; propertyPath: string; checkIn: string; checkOut: string };

export type InvitationState = { state: "valid"; stay: ReviewableStay } | { state: "used" } | { state: "expired" } | { state: "invalid" };

async function readInvitation(token: string) {
  if (!TOKEN.test(token)) return null;
  const [invitation] = await getDb().select().from(reviewInvitations).where(eq(reviewInvitations.tokenHash, hashReviewToken(token)));
  return invitation ?? null;
}

/** Whether a review link can be used: a known token, not used yet, for a stay that is still approved and ended at most REVIEW_LINK_DAYS ago. */
export async function checkReviewInvitation(token: string, now = new Date()): Promise<InvitationState> {
  const invitation = await readInvitation(token);
  if (!invitation) return { state: "invalid" };
  if (invitation.usedAt) return { state: "used" };
  const stay = await findApprovedStay(invitation.bookingRequestId);
  if (!stay) return { state: "invalid" };
  if (linkExpired(stay.checkOut, now)) return { state: "expired" };
  return { state: "valid", stay: { propertyName: stay.propertyName, propertyPath: stay.propertyPath, checkIn: stay.checkIn, checkOut: stay.checkOut } };
}

export type StayReviewSaved = { saved: true; held: boolean; propertyName: string; propertyPath: string };

/**
 * Stores the review written through a stay's link, as a verified stay of
 * that rental with the stay's check-in day, and spends the link, in one
 * transaction: of two submissions of one link exactly one gets through.
 */
export async function submitStayReview(token: string, input: unknown, now = new Date()): Promise<Result<{ data: StayReviewSaved }>> {
  const parsed = stayReviewSchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(formError, fieldErrors);
  }
  if (!TOKEN.test(token)) return failWith("not_found", STAY_REVIEW_MESSAGES.invalid);
  return runService("submitStayReview", {}, async () =>
    getDb().transaction(async (tx) => {
      const [invitation] = await tx.select().from(reviewInvitations).where(eq(reviewInvitations.tokenHash, hashReviewToken(token))).for("update");
      if (!invitation) return failWith("not_found", STAY_REVIEW_MESSAGES.invalid);
      if (invitation.usedAt) return failWith("gone", STAY_REVIEW_MESSAGES.used);
      const stay = await findApprovedStay(invitation.bookingRequestId, tx);
      if (!stay) return failWith("not_found", STAY_REVIEW_MESSAGES.invalid);
      if (linkExpired(stay.checkOut, now)) return failWith("gone", STAY_REVIEW_MESSAGES.expired);
      await tx.update(reviewInvitations).set({ usedAt: now }).where(eq(reviewInvitations.bookingRequestId, invitation.bookingRequestId));
      const review = await addStayReview(tx, { listingId: stay.listingId, propertyName: stay.propertyName, stayedOn: stay.checkIn }, parsed.data, now);
      return ok({ data: { saved: true as const, held: review.status === "pending", propertyName: stay.propertyName, propertyPath: stay.propertyPath } });
    }),
  );
}

export type StayReviewFailure = FormFailure & { linkProblem?: boolean };
export type StayReviewReply = { status: 200; body: StayReviewSaved } | { status: FailureStatus; body: StayReviewFailure };

/** The review link's form from submission to reply: the fields' rules, then the service. */
export async function handleStayReviewForm(token: string, formData: FormData, now = new Date()): Promise<StayReviewReply> {
  const form = parseForm(formData, stayReviewSchema);
  if (!form.success) return { status: 400, body: formFailure(form) };
  const result = await submitStayReview(token, form.data, now);
  if (result.success) return { status: 200, body: result.data };
  return failureReply(result, {
    fieldErrors: {},
    values: form.values,
    formError: failureMessage(result, STAY_REVIEW_MESSAGES.unavailable),
    linkProblem: result.code === "not_found" || result.code === "gone",
  });
}
