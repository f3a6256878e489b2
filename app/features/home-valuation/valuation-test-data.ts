import type { Sale, Subject } from "./valuation-method";

/** The day the valuation tests value on. */
export const AS_OF = "2026-11-29";

/** A 3-bed Coral Bay house: the subject's facts, and every sale's unless a test changes them. */
const HOUSE = {
  area: "Coral Bay",
  type: "single-family",
  beds: 3,
  baths: 2,
  livingArea: 2000,
  lotAcres: 0.5,
  view: "partial",
  waterfront: false,
} as const satisfies Partial<Subject & Sale>;

/** The house in average condition, with what a test changes. */
export const subject = (overrides: Partial<Subject> = {}): Subject => ({ ...HOUSE, condition: "average", ...overrides });

let next = 0;
/** The house sold for $1,000,000 in June 2026, each sale with its own id. */
export const sale = (overrides: Partial<Sale> = {}): Sale => ({ ...HOUSE, id: `s${(next += 1)}`, closePrice: 1_000_000, closeDate: "2026-06-01", ...overrides });
