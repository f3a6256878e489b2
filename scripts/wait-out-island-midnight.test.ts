import { describe, expect, it } from "vitest";
import { msToWaitOutIslandMidnight } from "./wait-out-island-midnight.mjs";

const MINUTE = 60_000;

// The island keeps UTC-4 all year: its midnight is 04:00 UTC.
describe("waiting out the island's midnight before a suite seeds its data", () => {
  it("does not wait when the suite ends before midnight", () => {
    expect(msToWaitOutIslandMidnight(new Date("2026-12-02T03:49:00Z"), 10 * MINUTE)).toBe(0);
    expect(msToWaitOutIslandMidnight(new Date("2026-12-02T14:00:00Z"), 10 * MINUTE)).toBe(0);
  });

  it("waits until midnight when the suite would run past it", () => {
    expect(msToWaitOutIslandMidnight(new Date("2026-12-02T03:59:40Z"), 10 * MINUTE)).toBe(20_000);
    expect(msToWaitOutIslandMidnight(new Date("2026-12-02T03:51:00.500Z"), 10 * MINUTE)).toBe(9 * MINUTE - 500);
  });

  it("does not wait just after midnight (UTC's date is then already the island's)", () => {
    expect(msToWaitOutIslandMidnight(new Date("2026-12-02T04:00:01Z"), 10 * MINUTE)).toBe(0);
  });
});
