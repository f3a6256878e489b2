import { createHash, randomBytes } from "node:crypto";
import type { ApprovedStay } from "~/features/stays/index.server";
import { enqueueMail } from "~/features/mail/index.server";
import { addStayReview, type StayReviewInput } from "~/features/testimonials/index.server";
import { getConfig } from "~/shared/config/env.server";
import type { Database } from "~/shared/db/client.server";
import { reviewInvitations } from "./review-invitation.table";
import { reviewRequestMail } from "./review-request-mail";

/** A review link's token as stored: its SHA-256 (the token itself is only in the mail). */
export function hashReviewToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Asks the guest of a stay that ended for a review, in the caller's
 * transaction: a single-use link (its hash stored) in an e-mail.
 */
export async function queueReviewRequest(tx: Database, stay: ApprovedStay): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(reviewInvitations).values({ bookingRequestId: stay.id, tokenHash: hashReviewToken(token) }).onConflictDoNothing();
  const mail = reviewRequestMail(stay, `${getConfig().publicUrl}/stay-review/${token}`);
  // The link is a secret: the outbox forgets it once the message is sent.
  await enqueueMail(tx, { to: stay.email, ...mail, secrets: [token] });
}

/** A demo stay's review, written through a link spent at once (its token is never known). */
export async function seedStayReview(tx: Database, stay: ApprovedStay, review: StayReviewInput, writtenAt: Date): Promise<void> {
  await tx.insert(reviewInvitations).values({ bookingRequestId: stay.id, tokenHash: hashReviewToken(`demo:${stay.id}`), usedAt: writtenAt });
  await addStayReview(tx, { listingId: stay.listingId, propertyName: stay.propertyName, stayedOn: stay.checkIn }, review, writtenAt);
}
