import { describe, expect, it } from "vitest";
import { daysOnMarket, historyLines, priceSince, type ListingEvent } from "./listing-history";

const listed: ListingEvent = { kind: "listed", fromPrice: null, price: 1_000_000, fromStatus: null, status: "Active", occurredAt: "2026-03-01T15:00:00.000Z" };
const reduced: ListingEvent = { kind: "price", fromPrice: 1_000_000, price: 950_000, fromStatus: null, status: "Active", occurredAt: "2026-04-10T15:00:00.000Z" };
const pending: ListingEvent = { kind: "status", fromPrice: null, price: 950_000, fromStatus: "Active", status: "Pending", occurredAt: "2026-05-01T15:00:00.000Z" };
const sold: ListingEvent = { kind: "status", fromPrice: null, price: 940_000, fromStatus: "Pending", status: "Closed", occurredAt: "2026-06-01T15:00:00.000Z" };

describe("historyLines", () => {
  it("names each event, with the change of a price change in percent", () => {
    expect(historyLines([listed, reduced, pending, sold])).toEqual([
      { date: "2026-03-01", event: "Listed", price: 1_000_000, changePercent: null },
      { date: "2026-04-10", event: "Price reduced", price: 950_000, changePercent: -5 },
      { date: "2026-05-01", event: "Pending", price: 950_000, changePercent: null },
      { date: "2026-06-01", event: "Sold", price: 940_000, changePercent: null },
    ]);
  });

  it("dates an event by the island's day, and tells a relisting from a first listing", () => {
    const lateEvening = { ...pending, kind: "status" as const, fromStatus: "Withdrawn" as const, status: "Active" as const, occurredAt: "2026-05-02T02:30:00.000Z" };
    expect(historyLines([lateEvening])).toEqual([{ date: "2026-05-01", event: "Back on the market", price: 950_000, changePercent: null }]);
  });
});

describe("daysOnMarket", () => {
  it("counts from the listing day to the sale, or to today while for sale", () => {
    expect(daysOnMarket([listed, reduced, pending, sold])).toBe(92);
    expect(daysOnMarket([listed, reduced], new Date("2026-03-31T12:00:00Z"))).toBe(30);
  });

  it("is unknown without a listing day (a closed sale added after the fact)", () => {
    expect(daysOnMarket([sold])).toBeNull();
  });
});

describe("priceSince", () => {
  it("is the day the current price was set: a status change alone keeps it, a sale sets the close price", () => {
    expect(priceSince([listed, reduced, pending])).toBe("2026-04-10");
    expect(priceSince([listed, reduced, pending, sold])).toBe("2026-06-01");
    expect(priceSince([])).toBeUndefined();
  });
});
