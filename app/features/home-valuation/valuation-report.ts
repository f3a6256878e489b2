import type { Adjustment, Comparable, Confidence, Valuation } from "./valuation-method";
import { confidenceSentence } from "./valuation-sentence";

/** A comparable as the page shows it: the listing's card facts, its price adjusted, and each adjustment in words. */
export type ComparableView = {
  id: string;
  title: string;
  path: string;
  area: string;
  closeDate: string;
  closePrice: number;
  adjustedPrice: number;
  /** Its share of the estimate, in whole percent. */
  weightPercent: number;
  adjustments: Array<{ label: string; percent: number }>;
  photo: { alt: string; width: number; height: number; variants: Array<{ width: number; height: number; format: "webp" | "jpeg"; key: string }> } | null;
};

export type ValuationView =
  | { found: true; estimate: number; low: number; high: number; confidence: Confidence; sentence: string; comparables: ComparableView[]; total: number }
  | { found: false; sentence: string; comparables: []; total: 0 };

export type ListingShown = Pick<ComparableView, "title" | "path" | "photo">;

/** Comparables shown before the owner asks for the full report. */
export const FIRST_COMPARABLES = 3;

const ADJUSTMENT_LABELS: Record<Adjustment["what"], string> = {
  size: "Size",
  bedrooms: "Bedrooms",
  bathrooms: "Bathrooms",
  lot: "Lot",
  view: "View",
  waterfront: "Water frontage",
  condition: "Condition",
};

function viewOf(comparable: Comparable, shown: ListingShown): ComparableView {
  return {
    id: comparable.sale.id,
    ...shown,
    area: comparable.sale.area,
    closeDate: comparable.sale.closeDate,
    closePrice: comparable.sale.closePrice,
    adjustedPrice: comparable.adjustedPrice,
    weightPercent: Math.round(comparable.weight * 100),
    adjustments: comparable.adjustments.map((adjustment) => ({ label: ADJUSTMENT_LABELS[adjustment.what], percent: Math.round((adjustment.factor - 1) * 1000) / 10 })),
  };
}

/** The valuation as the page draws it: all comparables for the full report, else the first few. */
export function valuationView(valuation: Valuation, area: string, listings: ReadonlyMap<string, ListingShown>, full: boolean): ValuationView {
  const sentence = confidenceSentence(valuation, area);
  if (!valuation.found) return { found: false, sentence, comparables: [], total: 0 };
  const shown = full ? valuation.comparables : valuation.comparables.slice(0, FIRST_COMPARABLES);
  return {
    found: true,
    estimate: valuation.estimate,
    low: valuation.low,
    high: valuation.high,
    confidence: valuation.confidence,
    sentence,
    total: valuation.comparables.length,
    comparables: shown.map((comparable) => viewOf(comparable, listings.get(comparable.sale.id) ?? { title: "A St. John sale", path: "/saleshistory", photo: null })),
  };
}
