/** When a failed delivery is tried again: the MAIL_RETRY_* settings (env.server.ts, `mail.retry`). */
export type RetrySchedule = {
  /** The first retry comes this soon after a failed attempt. */
  firstDelayMs: number;
  /** Each later retry waits this many times as long as the one before. */
  growthFactor: number;
  /** Retries are never further apart than this. */
  maxDelayMs: number;
  /** The last attempt is made this long after the message was queued; a message still not delivered is given up as failed. */
  giveUpAfterMs: number;
};

/** How long to wait after failed attempt number `attempts` (1 for the first). */
export function retryDelayMs(schedule: RetrySchedule, attempts: number): number {
  // Past a few dozen steps every delay is the maximum; the cap keeps the power finite.
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(schedule.firstDelayMs * schedule.growthFactor ** exponent, schedule.maxDelayMs);
}

/**
 * After a failed attempt: the time of the next one, or null when the message
 * is to be given up. The last attempt is made exactly when the schedule's time is up.
 */
export function nextAttemptAfterFailure(schedule: RetrySchedule, queuedAt: Date, attempts: number, now: Date): Date | null {
  const deadline = queuedAt.getTime() + schedule.giveUpAfterMs;
  if (now.getTime() >= deadline) return null;
  return new Date(Math.min(now.getTime() + retryDelayMs(schedule, attempts), deadline));
}
