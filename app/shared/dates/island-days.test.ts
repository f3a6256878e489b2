import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, dayInZone, daysBetween, ISLAND_TIME_ZONE, isIsoDay, msUntilIslandMidnight, todayOnIsland } from "./island-days";

describe("island days", () => {
  it("accepts only real calendar days written YYYY-MM-DD", () => {
    expect(isIsoDay("2028-02-29")).toBe(true);
    for (const bad of ["2027-02-29", "2027-13-01", "2027-1-01", "27-01-01", "", 20270101, null]) expect(isIsoDay(bad)).toBe(false);
  });

  it("counts days across months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(daysBetween("2026-12-30", "2027-01-02")).toBe(3);
    expect(daysBetween("2027-01-02", "2026-12-30")).toBe(-3);
  });

  it("takes today from the island's clock, four hours behind UTC", () => {
    expect(todayOnIsland(new Date("2027-03-01T02:00:00Z"))).toBe("2027-02-28");
    expect(todayOnIsland(new Date("2027-03-01T05:00:00Z"))).toBe("2027-03-01");
  });

  it("counts the time to the island's next midnight, 04:00 UTC", () => {
    expect(msUntilIslandMidnight(new Date("2026-12-02T03:59:40Z"))).toBe(20_000);
    expect(msUntilIslandMidnight(new Date("2026-12-02T03:51:00.500Z"))).toBe(9 * 60_000 - 500);
    expect(msUntilIslandMidnight(new Date("2026-12-02T04:00:01Z"))).toBe(86_400_000 - 1_000);
    expect(msUntilIslandMidnight(new Date("2026-12-02T14:00:00Z"))).toBe(14 * 3_600_000);
  });

  it("reads an instant's island day as the time-zone database does, whatever the instant", () => {
    const islandDay = new Intl.DateTimeFormat("en-CA", { timeZone: ISLAND_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
    fc.assert(
      fc.property(fc.date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2200-01-01T00:00:00Z"), noInvalidDate: true }), (instant) => {
        expect(dayInZone(instant)).toBe(islandDay.format(instant));
      }),
    );
    expect(dayInZone(new Date("2027-07-01T03:59:59Z"), "America/New_York")).toBe("2027-06-30");
  });
});
