import { formatNumber, formatPrice } from "~/features/listings";
import { formatLongDate } from "~/shared/dates/format-dates";
import { ESTIMATE_MOVE_THRESHOLD } from "./seller-mail-rules";

/**
 * What is new for a valued home since its owner was last told (decision
 * 0148): the estimate moved by ESTIMATE_MOVE_THRESHOLD or more (or could be
 * made for the first time), or a sale of the same kind closed in its area.
 * Pure: the job hands in what it read and the method answered.
 */

/** What the owner was last told: at the request, then in each update e-mail. */
export type Told = { estimate: number | null; on: string; saleIds: readonly string[] };

/** The method's answer today. */
export type EstimateNow = { found: true; estimate: number; low: number; high: number; confidence: "high" | "medium" | "low" } | { found: false };

/** A closed sale in the home's area of the same kind (a home for a home, land for land), with its page. */
export type AreaSale = {
  id: string;
  type: string;
  beds: number | null;
  lotAcres: number | null;
  closeDate: string;
  closePrice: number;
  path: string;
};

export type EstimateChange = { kind: "moved"; from: number; to: number; percent: number; up: boolean } | { kind: "first"; to: number };

export type ValuationNews = { estimate: EstimateChange | null; sales: AreaSale[] };

/** How the estimate changed since `told`, or null when it moved less than the threshold (or cannot be made now). */
export function estimateChange(told: number | null, now: EstimateNow): EstimateChange | null {
  if (!now.found) return null;
  if (told === null || told <= 0) return { kind: "first", to: now.estimate };
  const share = (now.estimate - told) / told;
  if (Math.abs(share) < ESTIMATE_MOVE_THRESHOLD) return null;
  return { kind: "moved", from: told, to: now.estimate, percent: Math.round(Math.abs(share) * 100), up: share > 0 };
}

/** The sales the owner has not been told of: closed on or after the day they were last told, and not named then; oldest first. */
export function newSales(told: Told, sales: readonly AreaSale[]): AreaSale[] {
  const known = new Set(told.saleIds);
  return sales
    .filter((sale) => sale.closeDate >= told.on && !known.has(sale.id))
    .sort((a, b) => a.closeDate.localeCompare(b.closeDate) || a.id.localeCompare(b.id));
}

export function valuationNews(told: Told, now: EstimateNow, sales: readonly AreaSale[]): ValuationNews {
  return { estimate: estimateChange(told.estimate, now), sales: newSales(told, sales) };
}

export const hasNews = (news: ValuationNews) => news.estimate !== null || news.sales.length > 0;

/**
 * What the owner is told once an update goes: today's estimate (or the last
 * one, when none can be made now), today, and the sales already closed today
 * (all of them known now), so tomorrow's closings are news next month.
 */
export function toldAfter(told: Told, now: EstimateNow, sales: readonly AreaSale[], today: string): Told {
  return { estimate: now.found ? now.estimate : told.estimate, on: today, saleIds: sales.filter((sale) => sale.closeDate >= today).map((sale) => sale.id).sort() };
}

/** "A" or "An" before a number as it is read aloud: "an 8-bedroom", "an 11-acre", "an 18-acre", "a 3-bedroom". */
function article(next: string): "A" | "An" {
  return /^(8|11(?!\d)|18(?!\d))/.test(next) ? "An" : "A";
}

const HOME_WORDS: Record<string, string> = { villa: "villa", "single-family": "home", condo: "condo", cottage: "cottage", "multi-family": "multi-family home" };

/** "A 3-bedroom home sold in Coral Bay on October 12, 2026, for $1,100,000." */
export function saleSentence(sale: AreaSale, area: string): string {
  let what: string;
  if (sale.type === "land") what = sale.lotAcres ? `${formatNumber(sale.lotAcres)}-acre lot` : "lot";
  else {
    const word = HOME_WORDS[sale.type] ?? "home";
    what = sale.beds !== null && sale.beds > 0 ? `${sale.beds}-bedroom ${word}` : word;
  }
  return `${article(what)} ${what} sold in ${area} on ${formatLongDate(sale.closeDate)}, for ${formatPrice(sale.closePrice)}.`;
}

/** "Your estimate rose 4% to $1,250,000." and the range; "held" wording when only sales are new. */
export function estimateSentence(change: EstimateChange | null, now: EstimateNow, told: number | null): string {
  if (!now.found) return "We cannot estimate your home this month: no comparable sale closed on St. John in the last two years.";
  const range = `The range is ${formatPrice(now.low)} to ${formatPrice(now.high)}, with ${now.confidence} confidence.`;
  if (change?.kind === "first") return `We can now estimate your home: ${formatPrice(change.to)}, from sales that have closed since you asked. ${range}`;
  if (change?.kind === "moved") return `Your estimate ${change.up ? "rose" : "fell"} ${change.percent}% to ${formatPrice(change.to)}, from ${formatPrice(change.from)} when we last wrote. ${range}`;
  const within = told !== null && told !== now.estimate ? `, within ${Math.round(ESTIMATE_MOVE_THRESHOLD * 100)}% of the ${formatPrice(told)} we last told you` : told === now.estimate ? ", the same as we last told you" : "";
  return `Your estimate is ${formatPrice(now.estimate)}${within}. ${range}`;
}

/** The subject line: the biggest news first, in words. */
export function newsHeadline(news: ValuationNews, area: string): string {
  const { estimate, sales } = news;
  if (estimate?.kind === "moved") return `Your home's estimate ${estimate.up ? "rose" : "fell"} ${estimate.percent}% to ${formatPrice(estimate.to)}`;
  if (estimate?.kind === "first") return `Your home can now be estimated: ${formatPrice(estimate.to)}`;
  if (sales.length === 1) return saleSentence(sales[0]!, area).replace(/ on .*$/, "");
  return `${sales.length} sales closed in ${area}`;
}
