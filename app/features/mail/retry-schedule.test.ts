import { describe, expect, it } from "vitest";
import { readConfig } from "~/shared/config/env.server";
import { nextAttemptAfterFailure, retryDelayMs, type RetrySchedule } from "./retry-schedule";

/** The schedule a deployment gets without MAIL_RETRY_* settings. */
const standard: RetrySchedule = readConfig({}).mail.retry;

describe("retryDelayMs", () => {
  it("by default retries first after 15 seconds, then waits twice as long each time, never more than an hour", () => {
    const delays = Array.from({ length: 12 }, (_, index) => retryDelayMs(standard, index + 1) / 1000);
    expect(delays).toEqual([15, 30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600, 3600]);
    expect(retryDelayMs(standard, 1_000)).toBe(60 * 60 * 1000);
  });

  it("follows a schedule's own first delay, growth and maximum", () => {
    const schedule = { firstDelayMs: 60_000, growthFactor: 3, maxDelayMs: 20 * 60_000, giveUpAfterMs: 6 * 60 * 60_000 };
    const minutes = Array.from({ length: 5 }, (_, index) => retryDelayMs(schedule, index + 1) / 60_000);
    expect(minutes).toEqual([1, 3, 9, 20, 20]);
    expect(retryDelayMs({ ...schedule, growthFactor: 1 }, 7)).toBe(60_000);
  });
});

describe("nextAttemptAfterFailure", () => {
  const queuedAt = new Date("2026-03-01T12:00:00Z");

  it("schedules the next attempt after the delay for this attempt", () => {
    const now = new Date(queuedAt.getTime() + 5_000);
    expect(nextAttemptAfterFailure(standard, queuedAt, 1, now)).toEqual(new Date(now.getTime() + 15_000));
    expect(nextAttemptAfterFailure(standard, queuedAt, 3, now)).toEqual(new Date(now.getTime() + 60_000));
  });

  it("by default makes the last attempt exactly a day after queuing, and gives up after it", () => {
    const deadline = queuedAt.getTime() + 24 * 60 * 60 * 1000;
    const lateInTheDay = new Date(deadline - 10 * 60 * 1000);
    expect(nextAttemptAfterFailure(standard, queuedAt, 20, lateInTheDay)).toEqual(new Date(deadline));
    expect(nextAttemptAfterFailure(standard, queuedAt, 21, new Date(deadline))).toBeNull();
    expect(nextAttemptAfterFailure(standard, queuedAt, 21, new Date(deadline + 1))).toBeNull();
  });

  it("gives up when a shorter schedule's time is up", () => {
    const twoHours = { ...standard, giveUpAfterMs: 2 * 60 * 60 * 1000 };
    const deadline = queuedAt.getTime() + twoHours.giveUpAfterMs;
    expect(nextAttemptAfterFailure(twoHours, queuedAt, 9, new Date(deadline - 60_000))).toEqual(new Date(deadline));
    expect(nextAttemptAfterFailure(twoHours, queuedAt, 10, new Date(deadline))).toBeNull();
  });
});
