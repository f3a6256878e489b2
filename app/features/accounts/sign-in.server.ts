import type { FailureStatus } from "~/shared/http/failure-status";
import { failureMessage, failureReply } from "~/shared/http/reply";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { formFailure, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import { ACCOUNT_MESSAGES } from "./account-rules";
import { loginSchema } from "./account-schema.server";
import { dashboardPath } from "./dashboard-path";
import { safeRedirectPath } from "./safe-redirect-path";
import { checkPassword } from "./password-check.server";
import { createSession, endRequestSession, clearedSessionCookie, sessionCookie, type SessionUser } from "./session.server";
import { findUserByEmail } from "./users.server";

export type SignInContext = {
  /** The client's address (Express's req.ip), for throttling. */
  clientAddress?: string;
  userAgent?: string | null;
  now?: Date;
};

export type SignedIn = { user: SessionUser; token: string; expiresAt: Date; hint: string };

/**
 * Checks an e-mail and password and opens a session. One message for an
 * unknown e-mail, a wrong password and a disabled account; failures are
 * throttled per account and per client address.
 */
export async function signIn(
  input: { email: string; password: string },
  context: SignInContext = {},
): Promise<Result<SignedIn> & { retryAt?: Date }> {
  const now = context.now ?? new Date();
  return runService("signIn", {}, async () => {
    const user = await findUserByEmail(input.email);
    // A disabled account is checked against the dummy hash: refused like a wrong password, in the same time.
    const passwordHash = user && user.status !== "disabled" ? user.passwordHash : null;
    // Keyed by the typed address, so guesses at an unknown or disabled account are throttled too.
    const check = await checkPassword({ email: input.email, passwordHash }, input.password, { clientAddress: context.clientAddress, now });
    if (check.verdict === "throttled") return { ...failWith("rate_limited", check.message), retryAt: check.retryAt };
    if (!user || check.verdict === "wrong") return fail(ACCOUNT_MESSAGES.loginFailed);

    const session = await createSession(user.id, { userAgent: context.userAgent, now });
    return ok({
      user: { id: user.id, email: user.email, name: user.name, role: user.role, status: user.status, emailVerified: user.emailVerifiedAt !== null },
      ...session,
    });
  });
}

export type LoginFormReply =
  | { status: 303; location: string; setCookie: string; body: { signedIn: true } }
  | { status: FailureStatus; body: FormFailure };

/** The login form from submission to reply (docs/decisions/0004-forms.md). */
export async function handleLoginForm(formData: FormData, context: SignInContext = {}): Promise<LoginFormReply> {
  const form = parseForm(formData, loginSchema, { secret: ["password"] });
  if (!form.success) return { status: 400, body: formFailure(form) };

  const now = context.now ?? new Date();
  const result = await signIn(form.data, { ...context, now });
  if (!result.success) return failureReply(result, { fieldErrors: {}, values: form.values, formError: failureMessage(result, ACCOUNT_MESSAGES.unavailable) });
  const location = safeRedirectPath(form.data.redirectTo) ?? dashboardPath(result.user.role);
  return {
    status: 303,
    location,
    setCookie: sessionCookie(result.token, result.expiresAt, now),
    body: { signedIn: true },
  };
}

/** Sign-out: the session row goes, and the cookie with it. */
export async function signOut(request: Request): Promise<{ setCookie: string }> {
  await endRequestSession(request);
  return { setCookie: clearedSessionCookie() };
}
