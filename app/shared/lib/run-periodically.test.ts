import { afterEach, describe, expect, it, vi } from "vitest";
import { runPeriodically } from "./run-periodically";

describe("runPeriodically", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs first after the delay, then every interval, passes a failure on and keeps going, and stops", async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let rounds = 0;
    const stop = runPeriodically(
      async () => {
        rounds += 1;
        if (rounds === 2) throw new Error("feed down");
      },
      { firstDelayMs: 1_000, intervalMs: 10_000, onError: (error) => errors.push(error) },
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(rounds).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds).toBe(1);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(rounds).toBe(2);
    expect(errors).toEqual([new Error("feed down")]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(rounds).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(rounds).toBe(3);
  });
});
