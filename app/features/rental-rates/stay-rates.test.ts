import { describe, expect, it } from "vitest";
import { rangeInWords, stayRuleFor, stayRuleProblem, weekdaysInWords, type HolidayRule, type Season } from "./stay-rates";

const season = (overrides: Partial<Season>): Season => ({
  id: "s", name: "Winter high season", firstNight: "2026-12-15", lastNight: "2027-04-14", nightlyCents: 100_000, weeklyCents: null, minimumNights: 5, checkInDays: [], ...overrides,
});
const christmas: HolidayRule = { id: "h", name: "Christmas and New Year", firstNight: "2026-12-20", lastNight: "2027-01-03", minimumNights: 7, checkInDays: [] };
const rates = { seasons: [season({}), season({ id: "t", name: "Summer", firstNight: "2027-06-01", lastNight: "2027-08-31", minimumNights: 3, checkInDays: [6] })], holidays: [christmas] };

describe("stay rules", () => {
  it("takes the minimum of the season a stay starts in, else the rental's own", () => {
    expect(stayRuleFor(rates, "2027-01-10", 3).minimumNights).toBe(5);
    expect(stayRuleFor(rates, "2027-05-01", 3).minimumNights).toBe(3);
    expect(stayRuleFor(rates, "2027-05-01", null).minimumNights).toBe(1);
  });

  it("lets a holiday rule override its season's minimum, by the check-in date, both ends included", () => {
    expect(stayRuleFor(rates, "2026-12-19", 3).minimumNights).toBe(5);
    expect(stayRuleFor(rates, "2026-12-20", 3).minimumNights).toBe(7);
    expect(stayRuleFor(rates, "2027-01-03", 3).minimumNights).toBe(7);
    expect(stayRuleFor(rates, "2027-01-04", 3).minimumNights).toBe(5);
  });

  it("says the broken rule in words", () => {
    expect(stayRuleProblem(rates, "2026-12-22", "2026-12-27", 3)).toEqual({
      field: "checkOut",
      message: "Christmas and New Year: stays starting between December 20, 2026 and January 3, 2027 are at least 7 nights.",
    });
    expect(stayRuleProblem(rates, "2026-12-22", "2026-12-29", 3)).toBeNull();
    expect(stayRuleProblem(rates, "2027-02-01", "2027-02-04", 3)?.message).toBe(
      "Winter high season: stays starting between December 15, 2026 and April 14, 2027 are at least 5 nights.",
    );
    expect(stayRuleProblem(rates, "2027-05-01", "2027-05-02", 3)?.message).toBe("This property has a minimum stay of 3 nights");
    // June 5, 2027 is a Saturday.
    expect(stayRuleProblem(rates, "2027-06-05", "2027-06-08", 3)).toBeNull();
    expect(stayRuleProblem(rates, "2027-06-06", "2027-06-13", 3)).toEqual({
      field: "checkIn",
      message: "Summer: stays starting between June 1 and August 31, 2027 check in on a Saturday.",
    });
  });

  it("uses a holiday rule's check-in days over the season's", () => {
    const withDays = { ...rates, holidays: [{ ...christmas, checkInDays: [5, 6] }] };
    expect(stayRuleProblem(withDays, "2026-12-21", "2026-12-28", 3)?.message).toBe(
      "Christmas and New Year: stays starting between December 20, 2026 and January 3, 2027 check in on a Friday or Saturday.",
    );
    expect(stayRuleProblem(withDays, "2026-12-25", "2027-01-01", 3)).toBeNull();
  });

  it("writes ranges and weekdays as people read them", () => {
    expect(rangeInWords("2027-06-01", "2027-08-31")).toBe("June 1 and August 31, 2027");
    expect(weekdaysInWords([0, 6, 5])).toBe("Friday, Saturday or Sunday");
    expect(weekdaysInWords([3])).toBe("Wednesday");
  });
});
