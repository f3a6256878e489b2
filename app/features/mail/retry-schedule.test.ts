import { describe, expect, it } from "vitest";
import { FIRST_RETRY_MS, GIVE_UP_AFTER_MS, MAX_RETRY_DELAY_MS, nextAttemptAfterFailure, retryDelayMs } from "./retry-schedule";

describe("retryDelayMs", () => {
  it("retries first within 30 seconds, then waits twice as long each time, never more than an hour", () => {
    expect(FIRST_RETRY_MS).toBeLessThanOrEqual(30_000);
    const delays = Array.from({ length: 12 }, (_, index) => retryDelayMs(index + 1) / 1000);
    expect(delays).toEqual([15, 30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600, 3600]);
    expect(retryDelayMs(1_000)).toBe(MAX_RETRY_DELAY_MS);
  });
});

describe("nextAttemptAfterFailure", () => {
  const queuedAt = new Date("2026-03-01T12:00:00Z");

  it("schedules the next attempt after the delay for this attempt", () => {
    const now = new Date(queuedAt.getTime() + 5_000);
    expect(nextAttemptAfterFailure(queuedAt, 1, now)).toEqual(new Date(now.getTime() + 15_000));
    expect(nextAttemptAfterFailure(queuedAt, 3, now)).toEqual(new Date(now.getTime() + 60_000));
  });

  it("makes the last attempt exactly when the day is over, and gives up after it", () => {
    const deadline = queuedAt.getTime() + GIVE_UP_AFTER_MS;
    const lateInTheDay = new Date(deadline - 10 * 60 * 1000);
    expect(nextAttemptAfterFailure(queuedAt, 20, lateInTheDay)).toEqual(new Date(deadline));
    expect(nextAttemptAfterFailure(queuedAt, 21, new Date(deadline))).toBeNull();
    expect(nextAttemptAfterFailure(queuedAt, 21, new Date(deadline + 1))).toBeNull();
  });
});
