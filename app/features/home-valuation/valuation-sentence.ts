import { HIGH_CONFIDENCE, MEDIUM_CONFIDENCE, WITHIN_KM_SAID } from "./valuation-constants";
import type { Valuation } from "./valuation-method";

const WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const word = (count: number) => WORDS[count] ?? String(count);

/** How wide the range is, in words: the same bounds that set the confidence. */
export function rangeWord(halfWidth: number): "narrow" | "moderate" | "wide" {
  if (halfWidth <= HIGH_CONFIDENCE.maxHalfWidth) return "narrow";
  return halfWidth <= MEDIUM_CONFIDENCE.maxHalfWidth ? "moderate" : "wide";
}

/** "within 2 km" when every comparable has a distance from the picked place and none is further than `WITHIN_KM_SAID`. */
function withinKm(valuation: Extract<Valuation, { found: true }>): string | null {
  const distances = valuation.comparables.map((comparable) => comparable.distanceKm);
  if (distances.some((km) => km === null)) return null;
  const furthest = Math.max(1, Math.ceil(Math.max(...(distances as number[]))));
  return furthest <= WITHIN_KM_SAID ? `within ${furthest} km` : null;
}

/**
 * Why the estimate is as sure as it is, in one sentence: how many sales,
 * where, how old, and what that makes of the range. "Based on 3 sales in
 * Coral Bay in the last two years, two of them older than a year: a wide range."
 */
export function confidenceSentence(valuation: Valuation, area: string): string {
  if (!valuation.found) return "No sale of a comparable property on St. John in the last two years: we cannot estimate it from sales.";
  const count = valuation.comparables.length;
  const older = valuation.comparables.filter((comparable) => comparable.monthsAgo > 12).length;
  const where = withinKm(valuation) ?? (valuation.reach === "area" ? `in ${area}` : valuation.reach === "nearby" ? `in and around ${area}` : "across St. John");
  const age =
    count === 1
      ? older === 1 ? "older than a year" : "within the last year"
      : older === 0 ? "all within the last year" : older === count ? "all of them older than a year" : `${word(older)} of them older than a year`;
  return `Based on ${count} ${count === 1 ? "sale" : "sales"} ${where} in the last two years, ${age}: a ${rangeWord(valuation.halfWidth)} range.`;
}
