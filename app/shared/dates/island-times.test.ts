import { describe, expect, it } from "vitest";
import { formatIslandTime, instantFromIslandTime, islandTimeOf } from "./island-times";

describe("island times", () => {
  it("reads a datetime-local value as St. John's clock, UTC−4 all year", () => {
    expect(instantFromIslandTime("2026-03-14T10:30")?.toISOString()).toBe("2026-03-14T14:30:00.000Z");
    // No daylight saving on the island: July is UTC−4 too.
    expect(instantFromIslandTime("2026-07-01T23:15")?.toISOString()).toBe("2026-07-02T03:15:00.000Z");
    expect(islandTimeOf(new Date("2026-07-02T03:15:00Z"))).toBe("2026-07-01T23:15");
  });

  it("refuses what is not a real date and time", () => {
    for (const bad of ["", "2026-02-30T10:00", "2026-03-14T24:00", "2026-03-14 10:00", "2026-03-14T10:00:00", "tomorrow"]) {
      expect(instantFromIslandTime(bad)).toBeNull();
    }
  });

  it("shows an instant on the island's clock", () => {
    expect(formatIslandTime(new Date("2026-03-14T14:30:00Z"))).toBe("Sat, Mar 14, 2026, 10:30 AM AST");
  });
});
