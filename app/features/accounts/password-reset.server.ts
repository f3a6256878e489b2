import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getConfig } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { formFailure, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import { logger } from "~/shared/lib/logger.server";
import type { FailureStatus } from "~/shared/http/failure-status";
import { failureMessage, failureReply } from "~/shared/http/reply";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { enqueueMail } from "~/features/mail/index.server";
import { guardSubmission, sendAgainReply } from "~/features/spam-guard/index.server";
import { RATE_LIMITS } from "~/features/rate-limits";
import { checkRateLimits, clientKey, recipientKey, waitDescription } from "~/features/rate-limits/index.server";
import { ACCOUNT_MESSAGES } from "./account-rules";
import { forgotPasswordSchema, resetPasswordSchema } from "./account-schema.server";
import { hashPassword } from "./password.server";
import { passwordResetTokens } from "./password-reset.table";
import { endUserSessions, generateToken, hashToken } from "./session.server";
import { users } from "./user.table";
import { findUserByEmail } from "./users.server";

/** A reset link works once, within an hour. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** At most this many links per account per hour, so the form cannot flood anyone's inbox. */
const MAX_LINKS_PER_HOUR = 3;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function resetLink(token: string): string {
  return `${getConfig().publicUrl}/reset-password/${token}`;
}

/** The reset link's mail: it goes to a typed address, so nothing a visitor typed (not even the account's name) is in it. */
export function passwordResetMail(to: string, token: string) {
  return {
    to,
    subject: "Reset your Sugar Apple Realty password",
    text: [
      "Hello,",
      "",
      "Someone (we hope you) asked to reset the password of your Sugar Apple Realty account.",
      "Choose a new password here; the link works once, within one hour:",
      "",
      resetLink(token),
      "",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
    action: { label: "Choose a new password", href: resetLink(token) },
    secrets: [token],
  };
}

/**
 * Sends a single-use reset link to the account's address, if there is an
 * active or pending account for it. The caller always answers the same,
 * so the form does not reveal who has an account.
 */
export async function requestPasswordReset(email: string, options: { now?: Date } = {}): Promise<Result> {
  const now = options.now ?? new Date();
  return runService("requestPasswordReset", {}, async () => {
    const user = await findUserByEmail(email);
    if (!user || user.status === "disabled") return ok({});
    const sent = await getDb().transaction(async (tx) => {
      const recent = await tx
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(
          and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, new Date(now.getTime() - RESET_LINK_LIFETIME_MS))),
        );
      if (recent.length >= MAX_LINKS_PER_HOUR) return false;
      const token = generateToken();
      await tx.insert(passwordResetTokens).values({
        id: hashToken(token),
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
      });
      // The link is queued with the token it carries: one is never stored without the other.
      await enqueueMail(tx, passwordResetMail(user.email, token));
      return true;
    });
    if (!sent) logger.info("Password reset link not sent: hourly limit reached", { userId: user.id });
    return ok({});
  });
}

export type ResetLinkState = "valid" | "invalid" | "expired" | "used";

/** What a reset link is worth now, without using it. */
export async function checkResetLink(token: string, now = new Date()): Promise<ResetLinkState> {
  if (!TOKEN_PATTERN.test(token)) return "invalid";
  const [row] = await getDb()
    .select({ expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.id, hashToken(token)))
    .limit(1);
  if (!row) return "invalid";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

export function resetLinkMessage(state: Exclude<ResetLinkState, "valid">): string {
  if (state === "expired") return ACCOUNT_MESSAGES.resetLinkExpired;
  if (state === "used") return ACCOUNT_MESSAGES.resetLinkUsed;
  return ACCOUNT_MESSAGES.resetLinkInvalid;
}

/**
 * Sets a new password through a reset link: the link is used up in the same
 * transaction (so two tabs cannot both use it), the user's other links are
 * used up too, and every session of the user ends.
 */
export async function resetPassword(token: string, input: unknown, options: { now?: Date } = {}): Promise<Result> {
  const now = options.now ?? new Date();
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return fail("Please check the fields marked below.", fieldErrors);
  }
  const state = await checkResetLink(token, now);
  if (state !== "valid") return fail(resetLinkMessage(state));
  const passwordHash = await hashPassword(parsed.data.password);

  return runService("resetPassword", {}, async () => {
    const userId = await getDb().transaction(async (tx) => {
      const [used] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.id, hashToken(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!used) return null;
      // The link came by e-mail, so using it proves the address (an invited owner's first, too).
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: now, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(users.id, used.userId));
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
      return used.userId;
    });
    if (!userId) return fail(ACCOUNT_MESSAGES.resetLinkUsed);
    await endUserSessions(userId);
    return ok({});
  });
}

export type ForgotPasswordReply = { status: 200; body: { sent: true; message: string } } | { status: FailureStatus; body: FormFailure };

export function resetLimitMessage(retryAt: Date, now = new Date()): string {
  return `Too many reset links were asked for from your connection or for this e-mail address within the hour, so no e-mail was sent. Please try again in ${waitDescription(retryAt, now)}.`;
}

/**
 * The forgot-password form: the same answer whether or not the account
 * exists. Requests are limited per client address and per typed address
 * (counted whether or not an account has it, so the refusal reveals
 * nothing); over either limit no e-mail is sent and the form says so.
 */
export async function handleForgotPasswordForm(formData: FormData, context: { now?: number; clientAddress?: string } = {}): Promise<ForgotPasswordReply> {
  const answer = { status: 200, body: { sent: true, message: ACCOUNT_MESSAGES.resetSent } } as const;
  const guard = guardSubmission("forgot-password", formData, { now: context.now });
  if (guard.outcome === "drop") return answer;
  const form = parseForm(formData, forgotPasswordSchema);
  if (guard.outcome === "retry") return { status: 400, body: sendAgainReply(form.values, guard.token) };
  if (!form.success) return { status: 400, body: { ...formFailure(form), formToken: guard.token } };

  const now = context.now === undefined ? new Date() : new Date(context.now);
  const limits = await runService("resetLimit", {}, async () =>
    ok({
      verdict: await checkRateLimits(getDb(), [
        { key: clientKey("forgot-password", context.clientAddress), ...RATE_LIMITS.resetPerClient, now },
        { key: recipientKey("forgot-password", form.data.email), ...RATE_LIMITS.resetPerRecipient, now },
      ]),
    }),
  );
  // A limiter failure was logged; sending nothing is the safe side, and the one answer reveals nothing.
  if (!limits.success) return answer;
  if (!limits.verdict.allowed) {
    logger.info("Password reset link not sent: hourly limit per client or typed address reached");
    return failureReply({ code: "rate_limited" }, { fieldErrors: {}, values: form.values, formError: resetLimitMessage(limits.verdict.retryAt, now), formToken: guard.token });
  }
  // A failure here was logged; the visitor still gets the one answer.
  await requestPasswordReset(form.data.email, { now });
  return answer;
}

export type ResetPasswordReply =
  | { status: 200; body: { reset: true; message: string } }
  | { status: FailureStatus; body: FormFailure & { linkProblem?: boolean } };

/** The reset form: new password twice, the same rules as registration. */
export async function handleResetPasswordForm(token: string, formData: FormData, options: { now?: Date } = {}): Promise<ResetPasswordReply> {
  const form = parseForm(formData, resetPasswordSchema, { secret: ["password", "confirm"] });
  if (!form.success) return { status: 400, body: formFailure(form) };
  const result = await resetPassword(token, form.data, options);
  if (result.success) return { status: 200, body: { reset: true, message: ACCOUNT_MESSAGES.resetDone } };
  if (result.fieldErrors) return { status: 400, body: { fieldErrors: result.fieldErrors, values: {}, formError: result.error } };
  // resetPassword refuses an expired or used link without a code: the link is gone.
  if (!result.code) return failureReply({ code: "gone" }, { fieldErrors: {}, values: {}, formError: result.error, linkProblem: true });
  return failureReply(result, { fieldErrors: {}, values: {}, formError: failureMessage(result, ACCOUNT_MESSAGES.unavailable) });
}
