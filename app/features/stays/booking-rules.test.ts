import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES, firstMonthShown, monthAfter, nightsOf, rangesOfNights, stayProblems } from "./booking-rules";
import { todayOnIsland } from "~/shared/dates/island-days";

const terms = { minimumNights: 3, maxGuests: 6 };
const today = "2027-01-10";

describe("stayProblems", () => {
  const stay = { checkIn: "2027-02-01", checkOut: "2027-02-05", guests: 2 };
  it("accepts a good stay", () => expect(stayProblems(stay, terms, today)).toEqual([]));
  it("refuses reversed, past, short and over-long stays", () => {
    expect(stayProblems({ ...stay, checkOut: "2027-01-30" }, terms, today)).toEqual([{ field: "checkOut", message: BOOKING_MESSAGES.reversed }]);
    expect(stayProblems({ ...stay, checkIn: "2027-01-09" }, terms, today)).toEqual([{ field: "checkIn", message: BOOKING_MESSAGES.past }]);
    expect(stayProblems({ ...stay, checkOut: "2027-02-03" }, terms, today)).toEqual([{ field: "checkOut", message: "This property has a minimum stay of 3 nights" }]);
    expect(stayProblems({ ...stay, checkOut: "2028-02-02" }, terms, today)).toEqual([{ field: "checkOut", message: BOOKING_MESSAGES.tooLong }]);
  });
  it("allows exactly 365 nights and check-in today", () => {
    expect(stayProblems({ ...stay, checkIn: today, checkOut: "2028-01-10" }, { minimumNights: 1, maxGuests: 6 }, today)).toEqual([]);
  });
  it("refuses 0 guests and more than the maximum", () => {
    expect(stayProblems({ ...stay, guests: 0 }, terms, today)).toEqual([{ field: "guests", message: BOOKING_MESSAGES.guests }]);
    expect(stayProblems({ ...stay, guests: 7 }, terms, today)).toEqual([{ field: "guests", message: "This property sleeps at most 6 guests" }]);
  });
  it("refuses missing dates", () => {
    expect(stayProblems({ ...stay, checkIn: "", checkOut: "2027-02-30" }, terms, today)).toEqual([
      { field: "checkIn", message: BOOKING_MESSAGES.checkIn },
      { field: "checkOut", message: BOOKING_MESSAGES.checkOut },
    ]);
  });
});

describe("dates", () => {
  it("lists a stay's nights without the check-out day", () => expect(nightsOf("2027-02-27", "2027-03-02")).toEqual(["2027-02-27", "2027-02-28", "2027-03-01"]));
  it("joins nights into ranges", () =>
    expect(rangesOfNights(["2027-03-05", "2027-03-01", "2027-03-02"])).toEqual([{ from: "2027-03-01", to: "2027-03-03" }, { from: "2027-03-05", to: "2027-03-06" }]));
  it("reads today in St. John (UTC-4)", () => expect(todayOnIsland(new Date("2027-01-11T02:00:00Z"))).toBe("2027-01-10"));
});

describe("firstMonthShown", () => {
  it("reads ?month= as a month counted from today's, keeping two months on the last page", () => {
    expect(firstMonthShown("2026-11-24", null, 12)).toBe(0);
    expect(firstMonthShown("2026-11-24", "2027-01", 12)).toBe(2);
    expect(firstMonthShown("2026-11-24", "2027-10", 12)).toBe(10);
    expect(firstMonthShown("2026-11-24", "2030-01", 12)).toBe(10);
    expect(firstMonthShown("2026-11-24", "2026-01", 12)).toBe(0);
    expect(firstMonthShown("2026-11-24", "2027-1", 12)).toBe(0);
    expect(firstMonthShown("2026-11-24", "<script>", 12)).toBe(0);
  });

  it("names the month a page starts at", () => {
    expect(monthAfter("2026-11-24", 0)).toBe("2026-11");
    expect(monthAfter("2026-11-24", 2)).toBe("2027-01");
  });
});
