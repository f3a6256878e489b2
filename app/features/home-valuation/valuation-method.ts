import { daysBetween, isIsoDay } from "~/shared/dates/island-days";
import { distanceKm, type LatLng } from "./geo-distance";
import * as C from "./valuation-constants";
import { AREA_NEIGHBORS, isHomeType, type Condition, type IslandArea, type PropertyType, type View } from "./valuation-rules";

/**
 * The valuation method (decision 0147): comparable sales, adjusted toward the
 * subject, weighted by similarity and recency. Pure and deterministic: the
 * same facts, sales and day give the same answer, in the browser or the
 * benchmark as on the server.
 */

/** The property being valued. Land ignores beds, baths, living area and condition. */
export type Subject = {
  area: IslandArea;
  type: PropertyType;
  beds: number;
  baths: number;
  livingArea: number;
  lotAcres: number;
  view: View;
  waterfront: boolean;
  condition: Condition;
  /** Where the home is, when the owner picked it on the map: each comparable's distance is then known. */
  location?: LatLng | null;
};

/** A closed sale, as the method reads it; `closeDate` is an island day (YYYY-MM-DD). */
export type Sale = {
  id: string;
  area: string;
  type: PropertyType;
  beds: number | null;
  baths: number | null;
  livingArea: number | null;
  lotAcres: number | null;
  view: View;
  waterfront: boolean;
  closePrice: number;
  closeDate: string;
  /** The listing's coordinates, when it has them. */
  location?: LatLng | null;
};

/** One adjustment of a comparable's price: what differs, and the factor applied. */
export type Adjustment = { what: "size" | "bedrooms" | "bathrooms" | "lot" | "view" | "waterfront" | "condition"; factor: number };

export type Comparable = {
  sale: Sale;
  /** 0 same area and type; 1 neighboring area or similar type; 2 the island, or neighbors and similar type; 3 the island and similar type. */
  tier: number;
  adjustments: Adjustment[];
  /** The sale's price adjusted toward the subject, whole dollars. */
  adjustedPrice: number;
  /** Its share of the estimate (the weights sum to 1). */
  weight: number;
  monthsAgo: number;
  /** Kilometers from the subject; null unless both have coordinates. */
  distanceKm: number | null;
};

export type Confidence = "high" | "medium" | "low";

export type Valuation =
  | { found: true; estimate: number; low: number; high: number; halfWidth: number; confidence: Confidence; comparables: Comparable[]; reach: "area" | "nearby" | "island" }
  | { found: false; comparables: [] };

const DAYS_PER_MONTH = 365.25 / 12;

/** The first day of the look-back: the same calendar day `LOOKBACK_MONTHS` earlier (Feb 29 becomes Feb 28). */
export function lookbackStart(asOf: string): string {
  const year = Number(asOf.slice(0, 4)) - C.LOOKBACK_MONTHS / 12;
  const day: string = `${String(year).padStart(4, "0")}${asOf.slice(4)}`;
  return isIsoDay(day) ? day : `${String(year).padStart(4, "0")}${asOf.slice(4, 8)}28`;
}

/** How far out a sale is from the subject: its tier, or null when it is not comparable at all. */
export function tierOf(subject: Pick<Subject, "area" | "type">, sale: Pick<Sale, "area" | "type">): number | null {
  const subjectHome = isHomeType(subject.type);
  if (subjectHome !== isHomeType(sale.type)) return null;
  const sameType = sale.type === subject.type || !subjectHome;
  const sameArea = sale.area === subject.area;
  const nearby = (AREA_NEIGHBORS[subject.area] as readonly string[]).includes(sale.area);
  if (sameArea && sameType) return 0;
  if ((nearby && sameType) || (sameArea && !sameType)) return 1;
  if (sameType || nearby) return 2;
  return 3;
}

/** The sales usable against the subject as of `asOf`: in the look-back, comparable, with the size the method needs. */
function candidates(subject: Subject, sales: readonly Sale[], asOf: string) {
  const start = lookbackStart(asOf);
  const home = isHomeType(subject.type);
  return sales.flatMap((sale) => {
    if (sale.closeDate < start || sale.closeDate > asOf || !(sale.closePrice > 0)) return [];
    if (home ? !(sale.livingArea && sale.livingArea > 0) : !(sale.lotAcres && sale.lotAcres > 0)) return [];
    const tier = tierOf(subject, sale);
    return tier === null ? [] : [{ sale, tier }];
  });
}

/** The factors that bring a sale's price to the subject's facts. */
export function adjustmentsFor(subject: Subject, sale: Sale): Adjustment[] {
  const adjustments: Adjustment[] = [];
  const add = (what: Adjustment["what"], factor: number) => {
    if (factor !== 1) adjustments.push({ what, factor });
  };
  if (isHomeType(subject.type)) {
    add("size", (subject.livingArea / sale.livingArea!) ** C.SIZE_ELASTICITY);
    if (sale.beds !== null) add("bedrooms", 1 + C.BEDROOM_SHARE * (subject.beds - sale.beds));
    if (sale.baths !== null) add("bathrooms", 1 + C.BATHROOM_SHARE * (subject.baths - sale.baths));
    // A condo's lot is the building's: it says nothing of the unit's price.
    if (subject.type !== "condo" && sale.type !== "condo" && sale.lotAcres !== null) {
      add("lot", (Math.max(subject.lotAcres, C.LOT_FLOOR_ACRES) / Math.max(sale.lotAcres, C.LOT_FLOOR_ACRES)) ** C.LOT_ELASTICITY);
    }
    add("condition", C.CONDITION_FACTOR[subject.condition] / C.CONDITION_FACTOR.average);
  } else {
    add("size", (subject.lotAcres / sale.lotAcres!) ** C.ACRE_ELASTICITY);
  }
  add("view", C.VIEW_FACTOR[subject.view] / C.VIEW_FACTOR[sale.view]);
  if (subject.waterfront !== sale.waterfront) add("waterfront", subject.waterfront ? C.WATERFRONT_FACTOR : 1 / C.WATERFRONT_FACTOR);
  return adjustments;
}

function sizeRatio(subject: Subject, sale: Sale): number {
  return isHomeType(subject.type) ? subject.livingArea / sale.livingArea! : subject.lotAcres / sale.lotAcres!;
}

/** The distance factor of a comparable's weight: 1 without a subject location, else halved every `DISTANCE_HALF_LIFE_KM`. */
export function distanceFactor(km: number | null, located: boolean): number {
  if (!located) return 1;
  return 0.5 ** (Math.min(km ?? C.UNLOCATED_SALE_KM, C.DISTANCE_CAP_KM) / C.DISTANCE_HALF_LIFE_KM);
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * Values the subject from the sales as of the island day `asOf`. Comparables
 * are taken tier by tier (same area and type first) until there are at least
 * `MIN_COMPARABLES`; of those, the `MAX_COMPARABLES` with the largest weight.
 * The estimate is the weighted geometric mean of their adjusted prices, so it
 * always lies within them (to the rounding); the range widens with fewer comparables, their
 * dispersion and how far out they had to be found.
 */
export function valueHome(subject: Subject, sales: readonly Sale[], asOf: string, options: ValuationOptions = {}): Valuation {
  const pool = candidates(subject, sales, asOf);
  let reachTier = 0;
  while (reachTier < 3 && pool.filter((entry) => entry.tier <= reachTier).length < C.MIN_COMPARABLES) reachTier += 1;
  return estimateFrom(subject, weigh(subject, pool.filter((entry) => entry.tier <= reachTier), asOf, options).slice(0, C.MAX_COMPARABLES));
}

/**
 * Values the subject against exactly the given sales, as an agent chose
 * them: every one still usable (in the look-back, comparable, with a size) is
 * used, whatever its tier, with no cap; the weights, estimate and range are
 * those of `valueHome`, which gives the same answer over its own choice.
 */
export function valueAgainst(subject: Subject, chosen: readonly Sale[], asOf: string): Valuation {
  const unique = [...new Map(chosen.map((sale) => [sale.id, sale])).values()];
  return estimateFrom(subject, weigh(subject, candidates(subject, unique, asOf), asOf));
}

type Weighed = { sale: Sale; tier: number; adjustments: Adjustment[]; exact: number; raw: number; monthsAgo: number; km: number | null };

/**
 * Weighing comparables by their distance from the home is a candidate the
 * benchmark measures beside the method, not the method: on the sales the site
 * has, it made the typical error worse (decision 0150). The site shows each
 * comparable's distance either way.
 */
export type ValuationOptions = { weighByDistance?: boolean };

/** Each sale's adjustments and raw weight, heaviest first. */
function weigh(subject: Subject, pool: ReadonlyArray<{ sale: Sale; tier: number }>, asOf: string, options: ValuationOptions = {}): Weighed[] {
  return pool
    .map(({ sale, tier }) => {
      const adjustments = adjustmentsFor(subject, sale);
      const factor = adjustments.reduce((product, adjustment) => product * adjustment.factor, 1);
      const monthsAgo = daysBetween(sale.closeDate, asOf) / DAYS_PER_MONTH;
      const km = subject.location && sale.location ? distanceKm(subject.location, sale.location) : null;
      const raw =
        distanceFactor(km, options.weighByDistance === true && Boolean(subject.location)) *
        C.TIER_WEIGHT[tier]! *
        0.5 ** (monthsAgo / C.RECENCY_HALF_LIFE_MONTHS) *
        Math.exp(-C.SIZE_DISTANCE_WEIGHT * Math.abs(Math.log(sizeRatio(subject, sale)))) *
        Math.exp(-C.ADJUSTMENT_DISTANCE_WEIGHT * Math.abs(Math.log(factor)));
      return { sale, tier, adjustments, exact: sale.closePrice * factor, raw, monthsAgo, km };
    })
    // Heaviest first; ties by the sale's id so that the order never depends on the input's.
    .sort((a, b) => b.raw - a.raw || (a.sale.id < b.sale.id ? -1 : a.sale.id > b.sale.id ? 1 : 0));
}

/** The estimate, range and confidence from weighed comparables. */
function estimateFrom(subject: Subject, weighed: readonly Weighed[]): Valuation {
  if (weighed.length === 0) return { found: false, comparables: [] };

  const total = weighed.reduce((sum, entry) => sum + entry.raw, 0);
  const logs = weighed.map((entry) => Math.log(entry.exact));
  const weights = weighed.map((entry) => entry.raw / total);
  const meanLog = logs.reduce((sum, value, index) => sum + weights[index]! * value, 0);
  const dispersion = Math.sqrt(logs.reduce((sum, value, index) => sum + weights[index]! * (value - meanLog) ** 2, 0));
  const widenedShare = weighed.reduce((sum, entry, index) => sum + (entry.tier > 0 ? weights[index]! : 0), 0);
  const count = weighed.length;
  const halfWidth = Math.min(
    C.RANGE_MAX,
    C.RANGE_FLOOR + C.RANGE_SPARSITY / Math.sqrt(count) + C.RANGE_DISPERSION * dispersion + C.RANGE_WIDENED * widenedShare,
  );

  // Rounded for display: within the adjusted prices to that rounding.
  const estimate = roundTo(Math.exp(meanLog), C.ROUND_TO_DOLLARS);
  const low = roundTo(estimate * Math.exp(-halfWidth), C.ROUND_TO_DOLLARS);
  const high = roundTo(estimate * Math.exp(halfWidth), C.ROUND_TO_DOLLARS);

  const maxTier = Math.max(...weighed.map((entry) => entry.tier));
  const anyOutsideNeighbors = weighed.some((entry) => entry.sale.area !== subject.area && !(AREA_NEIGHBORS[subject.area] as readonly string[]).includes(entry.sale.area));
  const reach = maxTier === 0 ? "area" : anyOutsideNeighbors ? "island" : "nearby";
  const confidence: Confidence =
    count >= C.HIGH_CONFIDENCE.minComparables && halfWidth <= C.HIGH_CONFIDENCE.maxHalfWidth
      ? "high"
      : count >= C.MEDIUM_CONFIDENCE.minComparables && halfWidth <= C.MEDIUM_CONFIDENCE.maxHalfWidth
        ? "medium"
        : "low";

  const comparables: Comparable[] = weighed.map((entry, index) => ({
    sale: entry.sale,
    tier: entry.tier,
    adjustments: entry.adjustments,
    adjustedPrice: Math.round(entry.exact),
    weight: weights[index]!,
    monthsAgo: entry.monthsAgo,
    distanceKm: entry.km,
  }));
  return { found: true, estimate, low: Math.min(low, estimate), high: Math.max(high, estimate), halfWidth, confidence, comparables, reach };
}
