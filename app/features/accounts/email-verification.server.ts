import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getConfig } from "~/shared/config/env.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { logger } from "~/shared/lib/logger.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { enqueueMail } from "~/features/mail/index.server";
import { VERIFY_MESSAGES } from "./account-rules";
import { emailVerificationTokens } from "./email-verification.table";
import { generateToken, hashToken, type SessionUser } from "./session.server";
import { users } from "./user.table";

/**
 * E-mail verification by a single-use link (decision 0034): a random token
 * is mailed, its SHA-256 hash stored with the address it was sent to. The
 * link opens a page with a button; only the POST of that button uses it up,
 * so a mail scanner that fetches the link verifies nothing.
 */

/** A verification link works once, within a day. */
export const VERIFY_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** At most this many links per account per hour, so "send again" cannot flood an inbox. */
const MAX_LINKS_PER_HOUR = 3;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function verificationLink(token: string): string {
  return `${getConfig().publicUrl}/verify-email?token=${token}`;
}

/** Who the account is for, in the mail's words: a buyer's account or an agent's. */
export type VerificationAudience = "agent" | "buyer";

const ACCOUNT_WORDS: Record<VerificationAudience, string> = {
  agent: "An agent account at Sugar Apple Realty was registered with this e-mail address.",
  buyer: "A buyer account at Sugar Apple Realty was created with this e-mail address.",
};

/** The mail to an address typed by a visitor: no text from the form (not even the name), only our own words and the link. */
export function verificationMail(to: string, token: string, audience: VerificationAudience) {
  return {
    to,
    subject: "Confirm your e-mail address for Sugar Apple Realty",
    text: [
      "Hello,",
      "",
      ACCOUNT_WORDS[audience],
      "To confirm that the address is yours, open this link and press the button on the page; it works once, within 24 hours:",
      "",
      verificationLink(token),
      "",
      "If you did not register, ignore this e-mail: nothing is linked to your address until it is confirmed.",
    ].join("\n"),
    action: { label: "Confirm your e-mail address", href: verificationLink(token) },
    secrets: [token],
  };
}

/** Stores a new link for the user's current address and puts its e-mail in the outbox, in the caller's transaction. */
export async function issueVerificationLink(
  tx: Database,
  user: { id: string; email: string; role?: string },
  now = new Date(),
): Promise<void> {
  const token = generateToken();
  await tx.insert(emailVerificationTokens).values({
    id: hashToken(token),
    userId: user.id,
    email: user.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFY_LINK_LIFETIME_MS),
  });
  await enqueueMail(tx, verificationMail(user.email, token, user.role === "buyer" ? "buyer" : "agent"));
}

export type ResendOutcome = "sent" | "already-verified" | "limited";

/** "Send the link again" from the dashboard: a fresh link to the signed-in user's address, unless verified or over the hourly limit. */
export async function resendVerificationLink(user: Pick<SessionUser, "id">, options: { now?: Date } = {}): Promise<Result<{ outcome: ResendOutcome }>> {
  const now = options.now ?? new Date();
  return runService("resendVerificationLink", { userId: user.id }, async () =>
    getDb().transaction(async (tx): Promise<Result<{ outcome: ResendOutcome }>> => {
      // The account row is locked, so two clicks at once cannot both pass the limit.
      const [account] = await tx
        .select({ id: users.id, email: users.email, role: users.role, verifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, user.id))
        .for("update");
      if (!account) return fail(VERIFY_MESSAGES.unavailable);
      if (account.verifiedAt) return ok({ outcome: "already-verified" });
      const recent = await tx
        .select({ id: emailVerificationTokens.id })
        .from(emailVerificationTokens)
        .where(
          and(
            eq(emailVerificationTokens.userId, user.id),
            gt(emailVerificationTokens.createdAt, new Date(now.getTime() - 60 * 60 * 1000)),
          ),
        );
      if (recent.length >= MAX_LINKS_PER_HOUR) {
        logger.info("Verification link not sent again: hourly limit reached", { userId: user.id });
        return ok({ outcome: "limited" });
      }
      await issueVerificationLink(tx, account, now);
      return ok({ outcome: "sent" });
    }),
  );
}

export type VerifyLinkState = "valid" | "invalid" | "expired" | "used";

/** What a verification link is worth now, without using it (the page shown before the button). */
export async function checkVerificationLink(token: string, now = new Date()): Promise<VerifyLinkState> {
  if (!TOKEN_PATTERN.test(token)) return "invalid";
  const [row] = await getDb()
    .select({ expiresAt: emailVerificationTokens.expiresAt, usedAt: emailVerificationTokens.usedAt })
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.id, hashToken(token)))
    .limit(1);
  if (!row) return "invalid";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

export function verifyLinkMessage(state: Exclude<VerifyLinkState, "valid">): string {
  if (state === "expired") return VERIFY_MESSAGES.linkExpired;
  if (state === "used") return VERIFY_MESSAGES.linkUsed;
  return VERIFY_MESSAGES.linkInvalid;
}

/**
 * Uses a link: in one transaction the token is used up (so it works once)
 * and the account's address is marked verified, provided the account still
 * has the address the link was sent to. The user's other links go too.
 */
export async function verifyEmail(token: string, options: { now?: Date } = {}): Promise<Result<{ email: string; userId: string }>> {
  const now = options.now ?? new Date();
  const state = await checkVerificationLink(token, now);
  // A token never issued is bad input; one used up or expired is gone.
  if (state !== "valid") return state === "invalid" ? fail(verifyLinkMessage(state)) : failWith("gone", verifyLinkMessage(state));
  return runService("verifyEmail", {}, async () =>
    getDb().transaction(async (tx) => {
      const [used] = await tx
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerificationTokens.id, hashToken(token)),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
      if (!used) return failWith("gone", VERIFY_MESSAGES.linkUsed);
      const [account] = await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
        .where(and(eq(users.id, used.userId), sql`lower(${users.email}) = lower(${used.email})`))
        .returning({ email: users.email });
      if (!account) return fail(VERIFY_MESSAGES.linkInvalid);
      await tx
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(and(eq(emailVerificationTokens.userId, used.userId), isNull(emailVerificationTokens.usedAt)));
      return ok({ email: account.email, userId: used.userId });
    }),
  );
}
