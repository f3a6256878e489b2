import { describe, expect, it } from "vitest";
import { computeQuote } from "~/features/rental-rates/stay-quote";
import { baseRates } from "~/features/rental-rates/stay-rates";
import { reserveBarPriceHtml } from "./reserve-bar-html";

const rates = baseRates({ nightlyRate: 500, weeklyRate: null, cleaningFee: 250 });

describe("reserveBarPriceHtml", () => {
  it("before dates: the nightly rate and what to do next", () => {
    const html = reserveBarPriceHtml({ quote: null, problem: null, checkIn: "", checkOut: "", nightlyCents: 50_000 });
    expect(html).toContain("<strong>$500</strong> night");
    expect(html).toContain("Add dates for prices");
  });

  it("with dates: the stay's total, its dates and nights", () => {
    const quote = computeQuote(rates, "2027-03-01", "2027-03-05", 0.125);
    const html = reserveBarPriceHtml({ quote, problem: null, checkIn: "2027-03-01", checkOut: "2027-03-05", nightlyCents: 50_000 });
    expect(html).toContain(`<strong>$2,531.25</strong> total`);
    expect(html).toContain("Mar 1 – 5 · 4 nights");
    const across = computeQuote(rates, "2027-03-29", "2027-04-02", 0.125);
    expect(reserveBarPriceHtml({ quote: across, problem: null, checkIn: "2027-03-29", checkOut: "2027-04-02", nightlyCents: 50_000 })).toContain("Mar 29 – Apr 2 · 4 nights");
  });

  it("with dates that break a stay rule: no total, a prompt to change them", () => {
    const quote = computeQuote(rates, "2027-03-01", "2027-03-02", 0.125);
    const html = reserveBarPriceHtml({ quote, problem: "This property has a minimum stay of 3 nights", checkIn: "2027-03-01", checkOut: "2027-03-02", nightlyCents: 50_000 });
    expect(html).not.toContain("total");
    expect(html).toContain("Change your dates to book");
  });
});
