import { ACCOUNT_LIMITS, tooManyAttemptsMessage } from "./account-rules";
import { clearAccountFailures, recordFailure, throttledUntil, throttleKeys } from "./login-throttle.server";
import { hashPassword, verifyPassword } from "./password.server";

export type PasswordCheckContext = {
  /** The client's address (`context.clientAddress`): failures are counted per client as well as per account. */
  clientAddress?: string;
  /** The clock, for tests. */
  now?: Date;
};

export type PasswordVerdict =
  | { verdict: "correct" }
  | { verdict: "wrong" }
  /** Refused without looking at the password; `message` is the words sign-in shows. */
  | { verdict: "throttled"; retryAt: Date; message: string };

let dummyHash: Promise<string> | undefined;
/** A real Argon2id hash to verify against when there is no account, so both cases take as long. */
function timingHash(): Promise<string> {
  dummyHash ??= hashPassword("timing-only: no account has this password");
  return dummyHash;
}

/**
 * The only way a password is checked (sign-in, deleting an account, …): every
 * guess, wherever it is typed, counts against the one throttle of the account
 * (its e-mail address) and of the client (5 and 20 failures in 15 minutes;
 * `login-throttle.server.ts`). A throttled attempt is refused before the
 * password is looked at and is not counted. A wrong password records a
 * failure; the right one clears the account's failures.
 *
 * `passwordHash: null` (no such account, or one that may not use its
 * password) is checked against a dummy hash and always fails, taking as long
 * as a real check.
 */
export async function checkPassword(
  account: { email: string; passwordHash: string | null },
  password: string,
  context: PasswordCheckContext = {},
): Promise<PasswordVerdict> {
  const now = context.now ?? new Date();
  const keys = throttleKeys(account.email, context.clientAddress);
  const until = await throttledUntil(keys, now);
  if (until) return { verdict: "throttled", retryAt: until, message: tooManyAttemptsMessage((until.getTime() - now.getTime()) / 60_000) };

  // An absurdly long password is simply wrong; it is not worth hashing.
  const plausible = password.length <= ACCOUNT_LIMITS.passwordMax * 4;
  const matches = plausible && (await verifyPassword(account.passwordHash ?? (await timingHash()), password));
  if (!matches || account.passwordHash === null) {
    await recordFailure(keys, now);
    return { verdict: "wrong" };
  }
  await clearAccountFailures(keys);
  return { verdict: "correct" };
}
