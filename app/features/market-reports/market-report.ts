import type { MarketPeriod } from "./market-period";

/**
 * A market report's numbers, as SQL computed them. Prices are whole dollars
 * (as the listings store them); a median is null where there was nothing to
 * take it of.
 */

/** The sales of one period. */
export type SalesFigures = {
  sales: number;
  medianPrice: number | null;
  /** Residential sales with their living area recorded, dollars per square foot. */
  medianPricePerSqft: number | null;
  /** Sales whose listing date is recorded: days from listed to closed. */
  medianDaysOnMarket: number | null;
};

export type MonthFigures = {
  /** "YYYY-MM". */
  month: string;
  /** For sale (Active) at the month's end, or now for this month. */
  active: number;
  /** Under contract or pending at the month's end, or now. */
  pending: number;
  sales: number;
  medianPrice: number | null;
};

export type MarketArea = { name: string; slug: string };

/** One row of the island's list of areas. */
export type AreaSummary = MarketArea & { active: number; sales: number; medianPrice: number | null };

export type MarketFigures = {
  /** Null for the whole island. */
  area: MarketArea | null;
  period: MarketPeriod;
  active: number;
  pending: number;
  current: SalesFigures;
  previous: SalesFigures;
  /** Active listings now ÷ the average sales a month; null without sales. */
  monthsOfInventory: number | null;
  months: MonthFigures[];
};

export type MarketReport = MarketFigures & {
  /** The island's figures, beside an area's with too few sales to stand alone. */
  island: MarketFigures | null;
  /** Every area with listings, for the island's page and each area's neighbors. */
  areas: AreaSummary[];
};

/** Fewer sales than this in twelve months, and an area's medians are shown beside the island's. */
export const FEW_SALES = 5;

export function hasFewSales(figures: MarketFigures): boolean {
  return figures.area !== null && figures.current.sales < FEW_SALES;
}
