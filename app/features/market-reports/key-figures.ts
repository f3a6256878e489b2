import type { MarketFigures, SalesFigures } from "./market-report";
import { dollars, percentChange } from "./market-sentences";

/**
 * The rows of a report's key figures, one definition for the page's table
 * and the monthly e-mail (decision 0148): each figure's label, how it is read
 * from the figures (and, for a sales figure, from a period's sales, so it has
 * a year-earlier value and a change), and how it is written. Pure: every
 * number comes from the report.
 */
export type KeyFigureRow = {
  label: string;
  value: (figures: MarketFigures) => number | null;
  format: (value: number) => string;
  /** A figure of the period's sales: its value a year earlier, and the change, can be shown. */
  sales?: (sales: SalesFigures) => number | null;
};

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
export const formatWhole = (value: number) => whole.format(value);

export const KEY_FIGURE_ROWS: readonly KeyFigureRow[] = [
  { label: "Listings for sale now", value: (figures) => figures.active, format: formatWhole },
  { label: "Under contract now", value: (figures) => figures.pending, format: formatWhole },
  { label: "Closed sales", value: (figures) => figures.current.sales, sales: (sales) => sales.sales, format: formatWhole },
  { label: "Median sale price", value: (figures) => figures.current.medianPrice, sales: (sales) => sales.medianPrice, format: dollars },
  { label: "Median price per sq ft (homes)", value: (figures) => figures.current.medianPricePerSqft, sales: (sales) => sales.medianPricePerSqft, format: dollars },
  { label: "Median days on market", value: (figures) => figures.current.medianDaysOnMarket, sales: (sales) => sales.medianDaysOnMarket, format: formatWhole },
  { label: "Months of inventory", value: (figures) => figures.monthsOfInventory, format: (value) => value.toFixed(1) },
];

/** A change in whole percent as a table writes it: "+8%", "−5%", "0%"; null when there is nothing to compare with. */
export function changeText(current: number | null, previous: number | null): string | null {
  const change = percentChange(current, previous);
  if (change === null) return null;
  return change > 0 ? `+${change}%` : change < 0 ? `−${-change}%` : "0%";
}

/**
 * A key figure in one line of words, for a plain-text e-mail: "$900,000 (a
 * year earlier $850,000, +6%)"; "none" where the report has no value.
 */
export function keyFigureLine(row: KeyFigureRow, figures: MarketFigures): string {
  const value = row.value(figures);
  const shown = value === null ? "none" : row.format(value);
  if (!row.sales) return shown;
  const before = row.sales(figures.previous);
  const change = changeText(row.sales(figures.current), before);
  return `${shown} (a year earlier ${before === null ? "none" : row.format(before)}${change ? `, ${change}` : ""})`;
}
