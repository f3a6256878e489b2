import { createHmac } from "node:crypto";
import { and, inArray, lt, sql } from "drizzle-orm";
import { getConfig } from "~/shared/config/env.server";
import type { Database } from "~/shared/db/client.server";
import { clientNetwork } from "~/shared/http/client-network";
import { rateLimitCounters } from "./rate-limit.table";

/**
 * Rate limits kept in the database, so that every process counts the same
 * hits (decision 0031). Each key counts hits in fixed windows of `windowMs`
 * (aligned to the epoch): one upsert adds the hit and returns the window's
 * total, so concurrent callers, in one process or many, can never both take
 * the last place. Refused hits are counted too; every window ends, so a
 * refusal always ends by `retryAt`. Across a window boundary a burst may
 * reach twice the limit, never more.
 */
export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitCheck = RateLimitRule & {
  /** What is counted, e.g. `booking:client:203.0.113.7`; stored only as a keyed hash. */
  key: string;
  /** The clock, for tests. */
  now?: Date;
};
export type RateLimitVerdict = { allowed: true; hits: number } | { allowed: false; hits: number; retryAt: Date };

/** Expired rows removed per cleanup, so that no single request does much of it. */
const CLEANUP_BATCH = 200;

/** A keyed hash of the key: the table never holds an IP or an e-mail address. */
export function hashRateLimitKey(key: string): string {
  return createHmac("sha256", getConfig().sessionSecret).update(`rate-limit:${key}`).digest("hex");
}

/** Counts one hit for `key` and says whether it is within `limit` hits per window. */
export async function checkRateLimit(db: Database, check: RateLimitCheck): Promise<RateLimitVerdict> {
  if (!Number.isInteger(check.limit) || check.limit < 0) throw new RangeError(`Invalid rate limit: ${check.limit}`);
  if (!Number.isInteger(check.windowMs) || check.windowMs <= 0) throw new RangeError(`Invalid rate-limit window: ${check.windowMs}`);
  const now = check.now ?? new Date();
  const start = Math.floor(now.getTime() / check.windowMs) * check.windowMs;
  const windowStart = new Date(start);
  const windowEnd = new Date(start + check.windowMs);

  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: hashRateLimitKey(check.key), windowStart, hits: 1, expiresAt: windowEnd })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  const hits = row?.hits ?? Number.POSITIVE_INFINITY;
  // A key's first hit in a window starts a row; that is the moment to clear out rows whose window has ended.
  if (hits === 1) await removeExpired(db, now);
  return hits <= check.limit ? { allowed: true, hits } : { allowed: false, hits, retryAt: windowEnd };
}

/**
 * Checks several limits in order and stops at the first refusal, so that a
 * refused request does not use up the later keys' places.
 */
export async function checkRateLimits(
  db: Database,
  checks: readonly RateLimitCheck[],
): Promise<{ allowed: true } | { allowed: false; key: string; retryAt: Date }> {
  for (const check of checks) {
    const verdict = await checkRateLimit(db, check);
    if (!verdict.allowed) return { allowed: false, key: check.key, retryAt: verdict.retryAt };
  }
  return { allowed: true };
}

/** Deletes a batch of expired rows; rows another process is deleting are skipped, never waited for. */
async function removeExpired(db: Database, now: Date): Promise<void> {
  const expired = db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters)
    .where(lt(rateLimitCounters.expiresAt, now))
    .limit(CLEANUP_BATCH)
    .for("update", { skipLocked: true });
  await db.delete(rateLimitCounters).where(and(lt(rateLimitCounters.expiresAt, now), inArray(rateLimitCounters.key, expired)));
}

/** "1 minute", "12 minutes": how long until `retryAt`, rounded up. */
export function waitDescription(retryAt: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** Seconds until `retryAt`, for a Retry-After header. */
export function retryAfterSeconds(retryAt: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
}

/** The key for a client (`context.clientAddress`: an IPv4 address or an IPv6 /64) on one form. */
export function clientKey(form: string, clientAddress: string | undefined): string {
  return `${form}:client:${clientNetwork(clientAddress)}`;
}

/** The key for an e-mail address a visitor typed, on one form. */
export function recipientKey(form: string, email: string): string {
  return `${form}:recipient:${email.trim().toLowerCase()}`;
}
