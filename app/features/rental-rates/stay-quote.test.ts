import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "~/shared/dates/island-days";
import { computeQuote, quoteLineLabel, type Quote } from "./stay-quote";
import { baseRates, type RentalRates, type Season } from "./stay-rates";

const base = baseRates({ nightlyRate: 500, weeklyRate: 3000, cleaningFee: 250 });

const winter: Season = {
  id: "w", name: "Winter high season", firstNight: "2027-01-05", lastNight: "2027-04-14",
  nightlyCents: 120_000, weeklyCents: 770_000, minimumNights: 5, checkInDays: [],
};
const summer: Season = {
  id: "s", name: "Summer", firstNight: "2027-06-01", lastNight: "2027-08-31",
  nightlyCents: 65_050, weeklyCents: null, minimumNights: 3, checkInDays: [6],
};
const seasonal: RentalRates = { ...base, seasons: [winter, summer], damageWaiverCents: 9_900 };

const lineSum = (quote: Quote) => quote.lines.reduce((total, line) => total + line.amountCents, 0);

describe("computeQuote at the base rates", () => {
  it("charges nights at the nightly rate below a week, plus cleaning and hotel tax, in cents", () => {
    expect(computeQuote(base, "2027-02-01", "2027-02-05", 0.125)).toEqual({
      nights: 4,
      lines: [
        { kind: "nights", season: null, count: 4, rateCents: 50_000, amountCents: 200_000 },
        { kind: "cleaning", amountCents: 25_000 },
      ],
      lodgingCents: 200_000, feesCents: 25_000, taxRate: 0.125, taxableCents: 225_000, taxCents: 28_125, totalCents: 253_125,
    });
  });

  it("charges each full 7 nights at the weekly rate and the rest nightly", () => {
    const quote = computeQuote(base, "2027-02-01", "2027-02-18", 0.125)!;
    expect(quote.lines.slice(0, 2)).toEqual([
      { kind: "weeks", season: null, count: 2, rateCents: 300_000, amountCents: 600_000 },
      { kind: "nights", season: null, count: 3, rateCents: 50_000, amountCents: 150_000 },
    ]);
    expect(quote.lodgingCents).toBe(750_000);
  });

  it("uses the nightly rate only when there is no weekly rate, and a cleaning fee of nothing", () => {
    const quote = computeQuote(baseRates({ nightlyRate: 400, weeklyRate: null, cleaningFee: null }), "2027-02-01", "2027-02-15", 0.1)!;
    expect(quote).toMatchObject({ lodgingCents: 560_000, feesCents: 0, taxCents: 56_000, totalCents: 616_000 });
    expect(quote.lines.map(quoteLineLabel)).toEqual(["14 nights × $400", "Cleaning fee"]);
  });

  it("rounds the tax to the cent", () => {
    const quote = computeQuote(baseRates({ nightlyRate: 333, weeklyRate: null, cleaningFee: 1 }), "2027-02-01", "2027-02-02", 0.125)!;
    expect(quote.taxCents).toBe(4_175); // 12.5% of $334.00 is $41.75
    expect(computeQuote({ ...base, nightlyCents: 33_301, cleaningCents: 0 }, "2027-02-01", "2027-02-02", 0.125)!.taxCents).toBe(4_163); // 4162.625
  });

  it("has no quote for reversed, empty or over-long stays", () => {
    expect(computeQuote(base, "2027-02-05", "2027-02-01", 0.125)).toBeNull();
    expect(computeQuote(base, "2027-02-05", "2027-02-05", 0.125)).toBeNull();
    expect(computeQuote(base, "2027-02-01", "2028-02-02", 0.125)).toBeNull();
    expect(computeQuote(base, "", "2027-02-02", 0.125)).toBeNull();
  });
});

describe("computeQuote by season", () => {
  it("charges each night at its season's rate, the base rate outside seasons, then fees; the damage waiver is not taxed", () => {
    // Jan 1-4 base, Jan 5-11 winter (a full week), Jan 12 winter nightly.
    const quote = computeQuote(seasonal, "2027-01-01", "2027-01-13", 0.125)!;
    expect(quote.lines).toEqual([
      { kind: "nights", season: null, count: 4, rateCents: 50_000, amountCents: 200_000 },
      { kind: "weeks", season: "Winter high season", count: 1, rateCents: 770_000, amountCents: 770_000 },
      { kind: "nights", season: "Winter high season", count: 1, rateCents: 120_000, amountCents: 120_000 },
      { kind: "cleaning", amountCents: 25_000 },
      { kind: "damageWaiver", amountCents: 9_900 },
    ]);
    expect(quote.taxableCents).toBe(200_000 + 770_000 + 120_000 + 25_000);
    expect(quote.taxCents).toBe(Math.round(quote.taxableCents * 0.125));
    expect(quote.totalCents).toBe(quote.taxableCents + 9_900 + quote.taxCents);
    expect(quote.lines.map(quoteLineLabel)).toEqual([
      "4 nights × $500", "Winter high season: 1 week × $7,700", "Winter high season: 1 night × $1,200", "Cleaning fee", "Damage waiver",
    ]);
  });

  it("takes a season's first and last nights at its rate and the check-out day not at all", () => {
    const first = computeQuote(seasonal, "2027-01-04", "2027-01-06", 0)!;
    expect(first.lines.slice(0, 2).map((line) => line.amountCents)).toEqual([50_000, 120_000]);
    const last = computeQuote(seasonal, "2027-04-14", "2027-04-16", 0)!;
    expect(last.lines.slice(0, 2).map((line) => line.amountCents)).toEqual([120_000, 50_000]);
    expect(computeQuote(seasonal, "2027-04-13", "2027-04-15", 0)!.lodgingCents).toBe(240_000);
  });

  it("charges a season without a weekly rate by the night", () => {
    const quote = computeQuote(seasonal, "2027-06-05", "2027-06-19", 0.125)!;
    expect(quote.lines[0]).toEqual({ kind: "nights", season: "Summer", count: 14, rateCents: 65_050, amountCents: 910_700 });
  });
});

const day = fc.integer({ min: 0, max: 700 }).map((offset) => addDays("2026-10-01", offset));
const cents = fc.integer({ min: 0, max: 5_000_000 });
const seasonArb = fc.record({ start: day, length: fc.integer({ min: 1, max: 120 }), nightly: cents, weekly: fc.option(cents, { nil: null }) });
const ratesArb = fc.record({
  nightly: cents,
  weekly: fc.option(cents, { nil: null }),
  cleaning: cents,
  waiver: fc.option(cents, { nil: null }),
  seasons: fc.array(seasonArb, { maxLength: 4 }),
}).map(({ nightly, weekly, cleaning, waiver, seasons }): RentalRates => {
  // Seasons never overlap (the database refuses it): keep each one that starts after the previous one ends.
  const kept: Season[] = [];
  for (const [index, season] of [...seasons].sort((a, b) => a.start.localeCompare(b.start)).entries()) {
    const lastNight = addDays(season.start, season.length - 1);
    if (kept.length > 0 && season.start <= kept.at(-1)!.lastNight) continue;
    kept.push({ id: String(index), name: `Season ${index}`, firstNight: season.start, lastNight, nightlyCents: season.nightly, weeklyCents: season.weekly, minimumNights: 1, checkInDays: [] });
  }
  return { nightlyCents: nightly, weeklyCents: weekly, cleaningCents: cleaning, damageWaiverCents: waiver, seasons: kept, holidays: [] };
});
const stayArb = fc.record({ checkIn: day, nights: fc.integer({ min: 1, max: 365 }) });
const taxArb = fc.constantFrom(0, 0.125, 0.1, 0.07);

describe("computeQuote's invariants", () => {
  it("is integer cents throughout, and the total is the sum of its lines and the tax", () => {
    fc.assert(
      fc.property(ratesArb, stayArb, taxArb, (rates, stay, taxRate) => {
        const quote = computeQuote(rates, stay.checkIn, addDays(stay.checkIn, stay.nights), taxRate)!;
        const amounts = [...quote.lines.map((line) => line.amountCents), quote.taxCents, quote.totalCents, quote.lodgingCents, quote.feesCents];
        expect(amounts.every(Number.isSafeInteger)).toBe(true);
        expect(quote.totalCents).toBe(lineSum(quote) + quote.taxCents);
        expect(quote.lodgingCents + quote.feesCents).toBe(lineSum(quote));
        expect(quote.taxCents).toBe(Math.round(quote.taxableCents * taxRate));
      }),
    );
  });

  it("charges every night exactly once, at the rate of the season it falls in", () => {
    fc.assert(
      fc.property(ratesArb, stayArb, (rates, stay) => {
        const quote = computeQuote(rates, stay.checkIn, addDays(stay.checkIn, stay.nights), 0)!;
        const counted = quote.lines.reduce((total, line) => total + (line.kind === "weeks" ? line.count * 7 : line.kind === "nights" ? line.count : 0), 0);
        expect(counted).toBe(stay.nights);
        // Without weekly rates, the lodging is exactly each night's own rate.
        const nightlyOnly: RentalRates = { ...rates, weeklyCents: null, seasons: rates.seasons.map((season) => ({ ...season, weeklyCents: null })) };
        const perNight = Array.from({ length: stay.nights }, (_, index) => {
          const night = addDays(stay.checkIn, index);
          return rates.seasons.find((season) => season.firstNight <= night && night <= season.lastNight)?.nightlyCents ?? rates.nightlyCents;
        });
        expect(computeQuote(nightlyOnly, stay.checkIn, addDays(stay.checkIn, stay.nights), 0)!.lodgingCents).toBe(perNight.reduce((a, b) => a + b, 0));
      }),
    );
  });
});
