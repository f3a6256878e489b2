import { describe, expect, it } from "vitest";
import { calendarHtml, calendarPagerHtml, type CalendarView } from "./availability-html";
import { priceBreakdownHtml } from "~/features/rental-rates/ui/price-breakdown-html";
import { computeQuote } from "~/features/rental-rates/stay-quote";
import { baseRates } from "~/features/rental-rates/stay-rates";

const view: CalendarView = {
  today: "2026-11-24",
  firstMonth: 0,
  months: 12,
  unavailable: new Set(["2026-12-10", "2026-12-11"]),
  checkIn: "",
  checkOut: "",
  pickable: true,
};

function cell(html: string, day: string): string {
  return new RegExp(`<td[^>]*data-date="${day}"[^>]*>.*?</td>`).exec(html)?.[0] ?? "";
}

describe("calendarHtml", () => {
  it("shows two months from the first one asked for, Monday first", () => {
    const html = calendarHtml(view);
    expect([...html.matchAll(/<caption>([^<]+)<\/caption>/g)].map((match) => match[1])).toEqual(["November 2026", "December 2026"]);
    // 1 November 2026 is a Sunday: six blank days before it.
    expect(html).toMatch(/<tbody><tr>(<td><\/td>){6}<td class="availability__day availability__day--past" data-date="2026-11-01"/);
  });

  it("labels past and taken nights and makes only free future days buttons", () => {
    const html = calendarHtml(view);
    expect(cell(html, "2026-11-23")).toContain("Mon, Nov 23, 2026, past");
    expect(cell(html, "2026-12-10")).toContain('data-state="unavailable"');
    expect(cell(html, "2026-12-10")).not.toContain("<button");
    expect(cell(html, "2026-12-09")).toContain('<button type="button" aria-label="Wed, Dec 9, 2026, available" aria-pressed="false">9</button>');
  });

  it("once check-in is chosen, a later taken night can be the check-out day, and the stay is marked", () => {
    const html = calendarHtml({ ...view, checkIn: "2026-12-07" });
    expect(cell(html, "2026-12-10")).toContain("<button");
    expect(cell(html, "2026-12-07")).toContain("availability__day--chosen");
    expect(html).toContain("Your dates");
    const stay = calendarHtml({ ...view, checkIn: "2026-12-07", checkOut: "2026-12-10" });
    expect(cell(stay, "2026-12-09")).toContain(", in your stay");
    expect(cell(stay, "2026-12-10")).not.toContain("<button");
  });

  it("without the island, no day is a button", () => {
    expect(calendarHtml({ ...view, pickable: false })).not.toContain("<button");
  });
});

describe("calendarPagerHtml", () => {
  it("links to the next months only while there are data for them", () => {
    expect(calendarPagerHtml(view)).toBe('<span aria-hidden="true"></span><a href="?month=2026-12#availability" rel="nofollow" data-calendar-month="1">Next month →</a>');
    expect(calendarPagerHtml({ ...view, firstMonth: 10 })).toBe('<a href="?month=2027-08#availability" rel="nofollow" data-calendar-month="9">← Previous month</a>');
  });
});

describe("priceBreakdownHtml", () => {
  it("asks for dates until there is a stay, then itemises weeks, nights, cleaning and tax", () => {
    expect(priceBreakdownHtml(null)).toContain("Choose your dates to see the price.");
    const quote = computeQuote(baseRates({ nightlyRate: 200, weeklyRate: 1200, cleaningFee: 150 }), "2026-12-01", "2026-12-10", 0.125);
    const html = priceBreakdownHtml(quote);
    expect(html).toContain("<dt>1 week × $1,200</dt><dd>$1,200</dd>");
    expect(html).toContain("<dt>2 nights × $200</dt><dd>$400</dd>");
    expect(html).toContain("<dt>Cleaning fee</dt><dd>$150</dd>");
    expect(html).toMatch(/<div class="price-breakdown__total"><dt>Total for 9 nights<\/dt>/);
  });
});

describe("priceBreakdownHtml by season", () => {
  it("lists each season's nights and the damage waiver, escapes season names, and says a broken rule above the price", () => {
    const rates = { ...baseRates({ nightlyRate: 200, weeklyRate: null, cleaningFee: 150 }), damageWaiverCents: 9_950 };
    const seasons = [{ id: "x", name: "Peak <b>", firstNight: "2026-12-01", lastNight: "2026-12-31", nightlyCents: 31_250, weeklyCents: null, minimumNights: 1, checkInDays: [] }];
    const html = priceBreakdownHtml(computeQuote({ ...rates, seasons }, "2026-11-29", "2026-12-03", 0.125), "Peak: stays are at least 7 nights.");
    expect(html).toContain("<dt>2 nights × $200</dt><dd>$400</dd>");
    expect(html).toContain("<dt>Peak &lt;b&gt;: 2 nights × $312.50</dt><dd>$625</dd>");
    expect(html).toContain("<dt>Damage waiver</dt><dd>$99.50</dd>");
    expect(html).toContain('<p class="price-breakdown__problem">Peak: stays are at least 7 nights.</p>');
  });
});

