/** The first retry comes this soon after a failed attempt; each later one waits twice as long as the one before. */
export const FIRST_RETRY_MS = 15_000;
/** Retries are never further apart than this. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
/** A message that could not be delivered for this long after it was queued is given up as failed. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/** How long to wait after failed attempt number `attempts` (1 for the first). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_DELAY_MS);
}

/**
 * After a failed attempt: the time of the next one, or null when the message
 * is to be given up. The last attempt is made exactly when the day is over.
 */
export function nextAttemptAfterFailure(queuedAt: Date, attempts: number, now: Date): Date | null {
  const deadline = queuedAt.getTime() + GIVE_UP_AFTER_MS;
  if (now.getTime() >= deadline) return null;
  return new Date(Math.min(now.getTime() + retryDelayMs(attempts), deadline));
}
