import { lookbackStart, valueHome, type Sale, type Subject } from "./valuation-method";
import { isHomeType, isIslandArea } from "./valuation-rules";

/**
 * Leave-one-out hold-out (`npm run bench:valuation`): each sale valued from
 * the others as of its close date, by the method and by a plain baseline
 * (the area's median price per square foot, per acre for land, times the
 * sale's size; the island's median where the area has none).
 */
export type HoldOutScore = { valued: number; medianError: number; within10: number };
export type HoldOutReport = {
  sales: number;
  /** How many of them have coordinates (valued with distance in `methodWithDistance`). */
  located: number;
  method: HoldOutScore;
  /** The same method with each located sale's place as the subject's (decision 0150), in the same run. */
  methodWithDistance: HoldOutScore;
  baseline: HoldOutScore;
  bothValued: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The sale as a subject: its own facts, its condition unknown (average). */
export function subjectOf(sale: Sale): Subject | null {
  if (!isIslandArea(sale.area)) return null;
  const home = isHomeType(sale.type);
  if (home ? !sale.livingArea : !sale.lotAcres) return null;
  return {
    area: sale.area,
    type: sale.type,
    beds: sale.beds ?? 0,
    baths: sale.baths ?? 1,
    livingArea: sale.livingArea ?? 0,
    lotAcres: sale.lotAcres ?? 0,
    view: sale.view,
    waterfront: sale.waterfront,
    condition: "average",
  };
}

/** The baseline: median $/sq ft (or $/acre) of the area's earlier sales of the same kind, else the island's. */
export function baselineValue(subject: Subject, others: readonly Sale[], asOf: string): number | null {
  const home = isHomeType(subject.type);
  const start = lookbackStart(asOf);
  const pool = others.filter((sale) => isHomeType(sale.type) === home && sale.closeDate >= start && sale.closeDate <= asOf && (home ? sale.livingArea : sale.lotAcres));
  const rate = (sale: Sale) => sale.closePrice / (home ? sale.livingArea! : sale.lotAcres!);
  const inArea = pool.filter((sale) => sale.area === subject.area);
  const rates = (inArea.length > 0 ? inArea : pool).map(rate);
  if (rates.length === 0) return null;
  return median(rates) * (home ? subject.livingArea : subject.lotAcres);
}

function score(errors: number[]): HoldOutScore {
  return { valued: errors.length, medianError: median(errors), within10: errors.length ? errors.filter((error) => error <= 0.1).length / errors.length : NaN };
}

export function holdOut(sales: readonly Sale[]): HoldOutReport {
  const methodErrors: number[] = [];
  const distanceErrors: number[] = [];
  let located = 0;
  const baselineErrors: number[] = [];
  let bothValued = 0;
  let counted = 0;
  for (const sale of sales) {
    const subject = subjectOf(sale);
    if (!subject) continue;
    counted += 1;
    const others = sales.filter((other) => other.id !== sale.id);
    const valuation = valueHome(subject, others, sale.closeDate);
    if (sale.location) located += 1;
    const near = sale.location ? valueHome({ ...subject, location: sale.location }, others, sale.closeDate, { weighByDistance: true }) : valuation;
    if (near.found) distanceErrors.push(Math.abs(near.estimate - sale.closePrice) / sale.closePrice);
    const baseline = baselineValue(subject, others, sale.closeDate);
    if (valuation.found) methodErrors.push(Math.abs(valuation.estimate - sale.closePrice) / sale.closePrice);
    if (baseline !== null) baselineErrors.push(Math.abs(baseline - sale.closePrice) / sale.closePrice);
    if (valuation.found && baseline !== null) bothValued += 1;
  }
  return { sales: counted, located, method: score(methodErrors), methodWithDistance: score(distanceErrors), baseline: score(baselineErrors), bothValued };
}
