import { and, inArray, lt, ne } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { loginAttempts } from "./login-attempt.table";
import { passwordResetTokens } from "./password-reset.table";
import { sessions } from "./session.table";
import { users } from "./user.table";

/** What each deletion answers: how many rows went. */
const counted = async (rows: Promise<unknown[]>) => (await rows).length;

/**
 * Deletes disabled accounts, and registrations never approved, unchanged
 * since `cutoff`; their sessions and reset links go with them (cascade).
 * A villa owner's account is kept: the trust account's ledger and statements
 * name it, and those records are kept for years after the owner leaves.
 */
export function deleteClosedAccountsUnchangedSince(cutoff: Date): Promise<number> {
  return counted(
    getDb()
      .delete(users)
      .where(and(inArray(users.status, ["disabled", "pending"]), lt(users.updatedAt, cutoff), ne(users.role, "owner")))
      .returning({ id: users.id }),
  );
}

/** Deletes the sessions that expired before `now`. */
export function deleteExpiredSessions(now: Date): Promise<number> {
  return counted(getDb().delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }));
}

/** Deletes the password reset links that expired before `now`. */
export function deleteExpiredResetLinks(now: Date): Promise<number> {
  return counted(getDb().delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now)).returning({ id: passwordResetTokens.id }));
}

/** Deletes the sign-in throttle's records of attempts before `cutoff` (its windows last minutes). */
export function deleteLoginAttemptsBefore(cutoff: Date): Promise<number> {
  return counted(getDb().delete(loginAttempts).where(lt(loginAttempts.attemptedAt, cutoff)).returning({ id: loginAttempts.id }));
}
