import { formatNumber } from "~/features/listings";
import { centsOfDollars, formatCents } from "~/shared/lib/money";
import { metaDescription } from "~/shared/seo/meta-description";
import { FEW_SALES, hasFewSales, type MarketFigures, type MarketReport } from "./market-report";

/**
 * A report's numbers as the sentences a visitor reads first ("Median sale
 * price in Coral Bay rose 8% on last year, to $900,000, on 14 sales."). Pure:
 * every figure comes from the report.
 */

export const ISLAND_NAME = "St. John";

/** Whole dollars as the site writes money. */
export const dollars = (value: number) => formatCents(centsOfDollars(value)!);

const count = (value: number, one: string, many: string) => `${formatNumber(value)} ${value === 1 ? one : many}`;
const sales = (value: number) => count(value, "sale", "sales");

/** The change from `previous` to `current` in whole percent; null when there is nothing to compare with. */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** "rose 8%", "fell 3%", "held level". */
export function changeWords(change: number): string {
  if (change > 0) return `rose ${change}%`;
  if (change < 0) return `fell ${-change}%`;
  return "held level";
}

export const placeName = (figures: Pick<MarketFigures, "area">) => figures.area?.name ?? ISLAND_NAME;
/** "in Coral Bay", "on St. John". */
export const inPlace = (figures: Pick<MarketFigures, "area">) => (figures.area ? `in ${figures.area.name}` : `on ${ISLAND_NAME}`);

export function priceSentence(figures: MarketFigures): string {
  const { current, previous } = figures;
  if (current.sales === 0 || current.medianPrice === null) return `No sales closed ${inPlace(figures)} in the last 12 months.`;
  const change = percentChange(current.medianPrice, previous.medianPrice);
  const price = dollars(current.medianPrice);
  if (change === null) return `Median sale price ${inPlace(figures)} was ${price} over the last 12 months, on ${sales(current.sales)}; there were no sales the year before to compare.`;
  const to = change === 0 ? `at ${price}` : `to ${price}`;
  return `Median sale price ${inPlace(figures)} ${changeWords(change)} on last year, ${to}, on ${sales(current.sales)}.`;
}

export function salesSentence(figures: MarketFigures): string | null {
  const { current, previous } = figures;
  if (current.sales === 0 && previous.sales === 0) return null;
  const trend =
    current.sales > previous.sales ? `up from ${formatNumber(previous.sales)}` : current.sales < previous.sales ? `down from ${formatNumber(previous.sales)}` : "the same as";
  return `${sales(current.sales)} closed ${inPlace(figures)} in the last 12 months, ${trend} the year before.`.replace(/^./, (first) => first.toUpperCase());
}

export function inventorySentence(figures: MarketFigures): string {
  const listings = count(figures.active, "listing", "listings");
  if (figures.monthsOfInventory === null) return `${listings} for sale ${inPlace(figures)} now, and no sales in the last 12 months to measure their pace by.`.replace(/^./, (first) => first.toUpperCase());
  const pace = formatNumber(Math.round((figures.current.sales / 12) * 10) / 10);
  return `With ${listings} for sale and ${pace} sales a month, ${placeName(figures)} has ${figures.monthsOfInventory.toFixed(1)} months of inventory.`;
}

export function daysOnMarketSentence(figures: MarketFigures): string | null {
  const { current, previous } = figures;
  if (current.medianDaysOnMarket === null) return null;
  const before = previous.medianDaysOnMarket === null ? "" : `, against ${formatNumber(previous.medianDaysOnMarket)} the year before`;
  return `Sales ${inPlace(figures)} took a median of ${count(current.medianDaysOnMarket, "day", "days")} from listing to closing${before}.`;
}

/** Why an area's medians stand beside the island's, or null when the area has sales enough. */
export function fewSalesSentence(figures: MarketFigures): string | null {
  if (!hasFewSales(figures)) return null;
  const name = placeName(figures);
  const sold = figures.current.sales === 0 ? `No sales closed in ${name}` : `Only ${sales(figures.current.sales)} closed in ${name}`;
  return `${sold} in the last 12 months, fewer than the ${FEW_SALES} a median needs to say much, so ${ISLAND_NAME}'s figures are shown beside ${name}'s.`;
}

/** The report's summary, most telling first; the island's price and pace too when the area's sales are few. */
export function reportSentences(report: MarketReport): string[] {
  const own = [fewSalesSentence(report), priceSentence(report), salesSentence(report), daysOnMarketSentence(report), inventorySentence(report)];
  const island = report.island ? [priceSentence(report.island), inventorySentence(report.island)] : [];
  return [...own, ...island].filter((sentence): sentence is string => sentence !== null);
}

/** The page's meta description: a real figure, within the length search engines show. */
export function reportDescription(report: MarketReport): string {
  const price = report.current.medianPrice === null ? "no sales in the last 12 months" : `median sale price ${dollars(report.current.medianPrice)} on ${sales(report.current.sales)} in the last 12 months`;
  const inventory = report.monthsOfInventory === null ? "" : `, ${report.monthsOfInventory.toFixed(1)} months of inventory`;
  const text = `${placeName(report)} real estate market report: ${price}, ${count(report.active, "listing", "listings")} for sale${inventory}.`;
  return metaDescription(text, text);
}
