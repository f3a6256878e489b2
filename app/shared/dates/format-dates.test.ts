import { describe, expect, it } from "vitest";
import {
  formatClockTime,
  formatIslandClock,
  formatIslandClockRange,
  formatIslandDateTime,
  formatIslandWeekdayTime,
  formatLongDate,
  formatMonthDay,
  formatMonthYear,
  formatShortMonth,
  formatShortDate,
  formatWeekday,
  formatWeekdayDate,
  islandDayOf,
  islandYear,
} from "./format-dates";

describe("calendar days", () => {
  it("reads a stored day as that day, in US style", () => {
    expect(formatLongDate("2024-03-08")).toBe("March 8, 2024");
    expect(formatShortDate("2024-03-08")).toBe("Mar 8, 2024");
    expect(formatWeekdayDate("2027-03-01")).toBe("Mon, Mar 1, 2027");
    expect(formatMonthYear("2027-03-01")).toBe("March 2027");
    expect(formatShortMonth("2027-03-01")).toBe("Mar");
  });

  it("gives nothing for no date or a day that does not exist", () => {
    expect(formatLongDate(null)).toBe("");
    expect(formatLongDate(undefined)).toBe("");
    expect(formatLongDate("")).toBe("");
    expect(formatLongDate("2024-02-30")).toBe("");
    expect(formatShortDate("not a date")).toBe("");
  });
});

describe("instants on the island's clock", () => {
  it("keeps the island day just before midnight UTC", () => {
    // 23:59 UTC is 7:59 PM on St. John, the same day.
    expect(islandDayOf(new Date("2024-03-08T23:59:00Z"))).toBe("2024-03-08");
    expect(formatLongDate(new Date("2024-03-08T23:59:00Z"))).toBe("March 8, 2024");
  });

  it("keeps the island's evening on its own day just after midnight UTC", () => {
    // 00:30 UTC on March 9 is still 8:30 PM on March 8 on St. John.
    expect(formatLongDate("2024-03-09T00:30:00Z")).toBe("March 8, 2024");
    expect(formatIslandDateTime("2024-03-09T00:30:00Z")).toBe("Mar 8, 2024, 8:30 PM AST");
  });

  it("turns the island day over at 04:00 UTC", () => {
    expect(islandDayOf("2024-03-09T03:59:59Z")).toBe("2024-03-08");
    expect(islandDayOf("2024-03-09T04:00:00Z")).toBe("2024-03-09");
    expect(formatIslandDateTime("2024-03-09T04:00:00Z")).toBe("Mar 9, 2024, 12:00 AM AST");
  });

  it("stays four hours behind UTC all year, with no daylight saving", () => {
    // Mainland clocks change on March 10 and November 3, 2024; the island's do not.
    expect(formatIslandClock("2024-01-15T15:37:00Z")).toBe("11:37 AM AST");
    expect(formatIslandClock("2024-07-15T15:37:00Z")).toBe("11:37 AM AST");
    // Kept per minute: the seconds within a minute change nothing, the next minute does.
    expect(formatIslandClock("2024-11-04T15:37:59Z")).toBe("11:37 AM AST");
    expect(formatIslandClock(new Date("2024-11-04T15:38:00Z"))).toBe("11:38 AM AST");
    expect(formatIslandClock("2024-11-04T15:37:00Z")).toBe("11:37 AM AST");
  });

  it("names the weekday of an appointment", () => {
    expect(formatIslandWeekdayTime(new Date("2026-03-14T14:30:00Z"))).toBe("Sat, Mar 14, 2026, 10:30 AM AST");
  });

  it("gives nothing for no instant", () => {
    expect(formatIslandDateTime(null)).toBe("");
    expect(formatIslandDateTime("soon")).toBe("");
  });
});

describe("the one clock style", () => {
  it("writes every time of day as hours, two-digit minutes and an upper-case AM or PM", () => {
    expect(formatClockTime("16:00")).toBe("4:00 PM");
    expect(formatClockTime("10:30")).toBe("10:30 AM");
    expect(formatClockTime("00:15")).toBe("12:15 AM");
    expect(formatClockTime("12:00")).toBe("12:00 PM");
    expect(formatIslandClock("2024-01-15T20:00:00Z")).toBe("4:00 PM AST");
  });

  it("gives nothing for a time of day that is not one", () => {
    expect(formatClockTime("25:00")).toBe("");
    expect(formatClockTime("4pm")).toBe("");
    expect(formatClockTime(null)).toBe("");
  });

  it("writes a span on the island's clock in the same style, the half of the day once when both ends share it", () => {
    expect(formatIslandClockRange("2026-11-28T17:00:00Z", "2026-11-28T19:00:00Z")).toBe("1:00–3:00 PM");
    expect(formatIslandClockRange("2026-11-29T15:30:00Z", "2026-11-29T17:00:00Z")).toBe("11:30 AM–1:00 PM");
    expect(formatIslandClockRange("2026-11-29T15:30:00Z", "later")).toBe("");
  });

  it("writes a day without its year as month and day, the short style's month", () => {
    expect(formatMonthDay("2026-03-02")).toBe("Mar 2");
    expect(formatMonthDay("2025-12-29")).toBe("Dec 29");
  });

  it("names the island day's weekday alone", () => {
    // Midnight starting Saturday in UTC is still Friday evening on the island.
    expect(formatWeekday("2026-11-28T00:00:00Z")).toBe("Fri");
    expect(formatWeekday("2026-11-28")).toBe("Sat");
  });
});

describe("the island's year", () => {
  it("is still the old year on New Year's Eve evening, when it is already January in UTC", () => {
    expect(islandYear(new Date("2026-01-01T02:00:00Z"))).toBe(2025);
    expect(islandYear(new Date("2026-01-01T04:00:00Z"))).toBe(2026);
  });
});
