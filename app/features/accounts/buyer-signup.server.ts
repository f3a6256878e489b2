import { sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "~/shared/db/client.server";
import { formFailure, issuesToErrors, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import { logger } from "~/shared/lib/logger.server";
import type { FailureStatus } from "~/shared/http/failure-status";
import { failureReply } from "~/shared/http/reply";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { enqueueMail } from "~/features/mail/index.server";
import { guardSubmission, sendAgainReply } from "~/features/spam-guard/index.server";
import { RATE_LIMITS } from "~/features/rate-limits";
import { checkRateLimits, clientKey, recipientKey } from "~/features/rate-limits/index.server";
import { ACCOUNT_MESSAGES } from "./account-rules";
import { emailField, nameField, newPasswordField, phoneField } from "./account-schema.server";
import { dashboardPath } from "./dashboard-path";
import { issueVerificationLink } from "./email-verification.server";
import { hashPassword } from "./password.server";
import { existingAccountNotice, registrationLimitMessage } from "./agent-registration.server";
import { safeRedirectPath } from "./safe-redirect-path";
import { createSession, sessionCookie } from "./session.server";
import { users } from "./user.table";

/** Buyer sign-up: the same person fields and password rules as agent registration; never a role or status from the input. */
export const buyerSignupSchema = z.object({ name: nameField, email: emailField, phone: phoneField, password: newPasswordField });

export type BuyerSignup = { created: true; id: string } | { created: false; id: null };

/**
 * Creates a buyer account: role buyer, active at once (nothing for an
 * administrator to approve), its address unverified until the mailed
 * single-use link is used. For an address that already has an account
 * nothing is created and its owner is told by e-mail, in the same
 * transaction; the form never says the address is taken.
 */
export async function signUpBuyer(input: unknown, options: { now?: Date } = {}): Promise<Result<BuyerSignup>> {
  const parsed = buyerSignupSchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(formError, fieldErrors);
  }
  const buyer = parsed.data;
  const now = options.now ?? new Date();
  // Hashed in both cases, so a known address takes as long to answer as a new one.
  const passwordHash = await hashPassword(buyer.password);
  return runService("signUpBuyer", {}, async () =>
    getDb().transaction(async (tx): Promise<Result<BuyerSignup>> => {
      const [created] = await tx
        .insert(users)
        .values({ email: buyer.email, name: buyer.name, phone: buyer.phone ?? null, role: "buyer", status: "active", passwordHash })
        // The unique index on lower(email) decides, also between two sign-ups racing for one address.
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email, role: users.role });
      if (created) {
        await issueVerificationLink(tx, created, now);
        return ok({ created: true as const, id: created.id });
      }
      const [owner] = await tx
        .select({ id: users.id, email: users.email, status: users.status })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${buyer.email})`)
        .limit(1);
      if (owner && owner.status !== "disabled") await enqueueMail(
          tx,
          existingAccountNotice(owner.email, "create a buyer account", "Someone tried to create an account with your e-mail address"),
        );
      logger.info("Buyer sign-up for an address that has an account: its owner was told", { userId: owner?.id });
      return ok({ created: false as const, id: null });
    }),
  );
}

export type SignupFormReply =
  | { status: 303; location: string; setCookie: string; body: { signedUp: true } }
  | { status: 200; body: { registered: true; message: string } }
  | { status: FailureStatus; body: FormFailure };

/**
 * The sign-up form from submission to reply: spam guard, parseForm, the
 * hourly limits per client address and per typed address (the
 * registration's numbers), the service. A new account is signed in at once
 * and sent to /account, or back to the same-site page it came from
 * (`redirectTo`, e.g. a search waiting to be saved); an address that already has an account gets the
 * registration's answer (its owner is mailed), never a field error.
 */
export async function handleSignupForm(
  formData: FormData,
  context: { now?: number; clientAddress?: string; userAgent?: string | null } = {},
): Promise<SignupFormReply> {
  const mailed = { status: 200, body: { registered: true, message: ACCOUNT_MESSAGES.buyerSignedUp } } as const;
  const guard = guardSubmission("signup", formData, { now: context.now });
  if (guard.outcome === "drop") return mailed;
  const form = parseForm(formData, buyerSignupSchema, { secret: ["password"] });
  if (guard.outcome === "retry") return { status: 400, body: sendAgainReply(form.values, guard.token) };
  const formToken = guard.token;
  if (!form.success) return { status: 400, body: { ...formFailure(form), formToken } };

  const now = context.now === undefined ? new Date() : new Date(context.now);
  const unavailable = { status: 500, body: { fieldErrors: {}, values: form.values, formError: ACCOUNT_MESSAGES.unavailable, formToken } } as const;
  const limits = await runService("signupLimit", {}, async () =>
    ok({
      verdict: await checkRateLimits(getDb(), [
        { key: clientKey("signup", context.clientAddress), ...RATE_LIMITS.registerPerClient, now },
        { key: recipientKey("signup", form.data.email), ...RATE_LIMITS.registerPerRecipient, now },
      ]),
    }),
  );
  if (!limits.success) return unavailable;
  if (!limits.verdict.allowed) {
    logger.info("Buyer sign-up refused: hourly limit reached");
    return failureReply({ code: "rate_limited" }, { fieldErrors: {}, values: form.values, formError: registrationLimitMessage(limits.verdict.retryAt, now), formToken });
  }

  const result = await signUpBuyer(form.data, { now });
  if (!result.success) {
    if (result.fieldErrors) return { status: 400, body: { fieldErrors: result.fieldErrors, values: form.values, formError: result.error, formToken } };
    return unavailable;
  }
  if (!result.created) return mailed;
  const session = await runService("signupSession", {}, async () => ok(await createSession(result.id, { userAgent: context.userAgent, now })));
  // The account exists; without a session the buyer simply signs in.
  if (!session.success) return mailed;
  const location = safeRedirectPath(String(formData.get("redirectTo") ?? "")) ?? dashboardPath("buyer");
  return { status: 303, location, setCookie: sessionCookie(session.token, session.expiresAt, now), body: { signedUp: true } };
}
