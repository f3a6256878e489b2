import type { Sale, Subject } from "./valuation-method";

/** The day the valuation tests value on. */
export const AS_OF = "2026-11-29";

/** A 3-bed Coral Bay house in average condition, with what a test changes. */
export const subject = (overrides: Partial<Subject> = {}): Subject => ({
  area: "Coral Bay",
  type: "single-family",
  beds: 3,
  baths: 2,
  livingArea: 2000,
  lotAcres: 0.5,
  view: "partial",
  waterfront: false,
  condition: "average",
  ...overrides,
});

let next = 0;
/** A sale like `subject()` at $1,000,000 in June 2026, each with its own id. */
export const sale = (overrides: Partial<Sale> = {}): Sale => ({
  id: `s${(next += 1)}`,
  area: "Coral Bay",
  type: "single-family",
  beds: 3,
  baths: 2,
  livingArea: 2000,
  lotAcres: 0.5,
  view: "partial",
  waterfront: false,
  closePrice: 1_000_000,
  closeDate: "2026-06-01",
  ...overrides,
});
