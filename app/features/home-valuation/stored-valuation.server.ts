import { eq } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { todayOnIsland } from "~/shared/dates/island-days";
import { readComparableSales } from "./home-valuation.server";
import { lookbackStart, valueHome, type Confidence } from "./valuation-method";
import { valuationRequests } from "./valuation-request.table";
import { CONDITIONS, isHomeType, PROPERTY_TYPES, VIEWS, type PropertyType } from "./valuation-rules";
import { subjectFrom, type ValuationFacts } from "./valuation-schema";
import { confidenceSentence } from "./valuation-sentence";

/** A closed sale in the home's area of the same kind (homes for a home, land for land), with its page. */
export type AreaSale = { id: string; type: PropertyType; beds: number | null; lotAcres: number | null; closeDate: string; closePrice: number; path: string };

/** A stored request valued again: the home, the method's answer today with its sentence, and its area's sales in the look-back. */
export type Revaluation = {
  address: string;
  area: string;
  type: PropertyType;
  valuation: { found: true; estimate: number; low: number; high: number; confidence: Confidence } | { found: false };
  sentence: string;
  /** Newest first. */
  areaSales: AreaSale[];
};

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);
const numberOrUndefined = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/** The facts as the form stored them (decision 0147), read back as the form's parsed facts. */
function storedFacts(row: { address: string; area: string; facts: Record<string, unknown> }): ValuationFacts {
  const { facts } = row;
  return {
    address: row.address,
    // Checked against the island's areas when the form stored it.
    area: row.area as ValuationFacts["area"],
    type: oneOf(PROPERTY_TYPES, facts.type, "single-family"),
    beds: numberOrUndefined(facts.beds),
    baths: numberOrUndefined(facts.baths),
    livingArea: numberOrUndefined(facts.livingArea),
    lotAcres: numberOrUndefined(facts.lotAcres),
    view: oneOf(VIEWS, facts.view, "partial"),
    waterfront: facts.waterfront === true ? "yes" : "no",
    condition: facts.condition === null || facts.condition === undefined ? undefined : oneOf(CONDITIONS, facts.condition, "average"),
  };
}

/**
 * Values a stored request's facts again, as of the island's today, with the
 * same pure method and the database's sales now (decision 0148's monthly
 * update); null when the request is gone.
 */
export async function revalueRequest(leadId: string, now: Date): Promise<Revaluation | null> {
  const [row] = await getDb()
    .select({ address: valuationRequests.address, area: valuationRequests.area, facts: valuationRequests.facts })
    .from(valuationRequests)
    .where(eq(valuationRequests.leadId, leadId));
  if (!row) return null;
  const facts = storedFacts(row);
  const subject = subjectFrom(facts);
  const asOf = todayOnIsland(now);
  const { sales, listings } = await readComparableSales(lookbackStart(asOf));
  const valuation = valueHome(subject, sales, asOf);
  const areaSales = sales
    .filter((sale) => sale.area === subject.area && isHomeType(sale.type) === isHomeType(subject.type) && sale.closeDate <= asOf)
    .sort((a, b) => b.closeDate.localeCompare(a.closeDate) || a.id.localeCompare(b.id))
    .map((sale) => ({ id: sale.id, type: sale.type, beds: sale.beds, lotAcres: sale.lotAcres, closeDate: sale.closeDate, closePrice: sale.closePrice, path: listings.get(sale.id)?.path ?? "/saleshistory" }));
  return {
    address: row.address,
    area: row.area,
    type: subject.type,
    valuation: valuation.found ? { found: true, estimate: valuation.estimate, low: valuation.low, high: valuation.high, confidence: valuation.confidence } : { found: false },
    sentence: confidenceSentence(valuation, row.area),
    areaSales,
  };
}
