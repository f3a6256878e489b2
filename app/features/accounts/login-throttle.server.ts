import { createHmac } from "node:crypto";
import { and, desc, eq, gt, lt } from "drizzle-orm";
import { getConfig } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { clientNetwork } from "~/shared/http/client-network";
import { loginAttempts } from "./login-attempt.table";

/**
 * Throttling of failed sign-ins (OWASP ASVS V2.2.1), shared by every process
 * through the database: after 5 failures for one e-mail address, or 20 from
 * one client address, within 15 minutes, further attempts are refused until
 * the oldest of those failures leaves the window. Refused attempts are not
 * counted, so a lock-out always ends: nobody can keep an account locked by
 * hammering it.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export type ThrottleKeys = { emailKey: string; addressKey: string };

/** Keyed hashes, so the table holds neither e-mail addresses nor IPs; a client is an IPv4 address or an IPv6 /64. */
export function throttleKeys(email: string, clientAddress: string | undefined): ThrottleKeys {
  const secret = getConfig().sessionSecret;
  const key = (kind: string, value: string) => createHmac("sha256", secret).update(`login-throttle:${kind}:${value}`).digest("hex");
  return { emailKey: key("email", email.trim().toLowerCase()), addressKey: key("address", clientNetwork(clientAddress)) };
}

/** When the limit-th most recent failure in the window leaves it, or null if under the limit. */
async function retryAt(column: typeof loginAttempts.emailKey | typeof loginAttempts.addressKey, key: string, limit: number, now: Date): Promise<Date | null> {
  const [row] = await getDb()
    .select({ attemptedAt: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(column, key), gt(loginAttempts.attemptedAt, new Date(now.getTime() - LOGIN_WINDOW_MS))))
    .orderBy(desc(loginAttempts.attemptedAt))
    .offset(limit - 1)
    .limit(1);
  return row ? new Date(row.attemptedAt.getTime() + LOGIN_WINDOW_MS) : null;
}

/** The time attempts may resume, or null when an attempt may go ahead now. */
export async function throttledUntil(keys: ThrottleKeys, now = new Date()): Promise<Date | null> {
  const [account, address] = await Promise.all([
    retryAt(loginAttempts.emailKey, keys.emailKey, MAX_FAILURES_PER_ACCOUNT, now),
    retryAt(loginAttempts.addressKey, keys.addressKey, MAX_FAILURES_PER_ADDRESS, now),
  ]);
  if (!account) return address;
  if (!address) return account;
  return account > address ? account : address;
}

export async function recordFailure(keys: ThrottleKeys, now = new Date()): Promise<void> {
  const db = getDb();
  await db.insert(loginAttempts).values({ ...keys, attemptedAt: now });
  // Old rows have no further use.
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}

/** A successful sign-in clears the account's failures (the address's stay). */
export async function clearAccountFailures(keys: ThrottleKeys): Promise<void> {
  await getDb().delete(loginAttempts).where(eq(loginAttempts.emailKey, keys.emailKey));
}
