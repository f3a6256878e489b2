import { failureStatus, type FailureStatus } from "~/shared/http/failure-status";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { formFailure, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, tooManyAttemptsMessage } from "./account-rules";
import { loginSchema } from "./account-schema.server";
import { dashboardPath } from "./dashboard-path";
import { safeRedirectPath } from "./safe-redirect-path";
import { clearAccountFailures, recordFailure, throttledUntil, throttleKeys } from "./login-throttle.server";
import { hashPassword, verifyPassword } from "./password.server";
import { createSession, endRequestSession, clearedSessionCookie, sessionCookie, type SessionUser } from "./session.server";
import { findUserByEmail } from "./users.server";

export type SignInContext = {
  /** The client's address (Express's req.ip), for throttling. */
  clientAddress?: string;
  userAgent?: string | null;
  now?: Date;
};

export type SignedIn = { user: SessionUser; token: string; expiresAt: Date; hint: string };

let dummyHash: Promise<string> | undefined;
/** A real Argon2id hash to verify against when the e-mail is unknown, so both cases take as long. */
function timingHash(): Promise<string> {
  dummyHash ??= hashPassword("timing-only: no account has this password");
  return dummyHash;
}

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
  const keys = throttleKeys(input.email, context.clientAddress);
  return runService("signIn", {}, async () => {
    const until = await throttledUntil(keys, now);
    if (until) {
      const failure = failWith("rate_limited", tooManyAttemptsMessage((until.getTime() - now.getTime()) / 60_000));
      return { ...failure, retryAt: until };
    }

    const user = await findUserByEmail(input.email);
    // An absurdly long password is simply wrong; it is not worth hashing.
    const plausible = input.password.length <= ACCOUNT_LIMITS.passwordMax * 4;
    const matches = plausible && (await verifyPassword(user?.passwordHash ?? (await timingHash()), input.password));
    if (!user || !matches || user.status === "disabled") {
      await recordFailure(keys, now);
      return fail(ACCOUNT_MESSAGES.loginFailed);
    }

    await clearAccountFailures(keys);
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
  if (!result.success) {
    const status = failureStatus(result);
    const formError = result.code === "unexpected" ? ACCOUNT_MESSAGES.unavailable : result.error;
    return { status, body: { fieldErrors: {}, values: form.values, formError } };
  }
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
