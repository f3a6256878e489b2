import { describe, expect, it } from "vitest";
import { islandWeekend } from "./island-weekend";

describe("islandWeekend", () => {
  it("is the coming Saturday and Sunday on a weekday", () => {
    // Wednesday, November 25, 2026, 10 AM on the island.
    const weekend = islandWeekend(new Date("2026-11-25T14:00:00Z"));
    expect(weekend).toEqual({
      saturday: "2026-11-28",
      sunday: "2026-11-29",
      from: new Date("2026-11-28T04:00:00Z"),
      to: new Date("2026-11-30T04:00:00Z"),
    });
  });

  it("is the weekend under way on Saturday and Sunday", () => {
    expect(islandWeekend(new Date("2026-11-28T15:00:00Z")).saturday).toBe("2026-11-28");
    expect(islandWeekend(new Date("2026-11-29T23:00:00Z")).saturday).toBe("2026-11-28");
  });

  it("follows the island's clock, not UTC's", () => {
    // Sunday 11 PM on the island is already Monday in UTC: still this weekend.
    expect(islandWeekend(new Date("2026-11-30T03:00:00Z")).saturday).toBe("2026-11-28");
    // Friday 9 PM on the island is Saturday in UTC: the weekend to come.
    expect(islandWeekend(new Date("2026-11-28T01:00:00Z")).saturday).toBe("2026-11-28");
    // Monday 00:30 on the island: the next weekend.
    expect(islandWeekend(new Date("2026-11-30T04:30:00Z")).saturday).toBe("2026-12-05");
  });
});
