import { eq } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { todayOnIsland } from "~/shared/dates/island-days";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { findVisibleLead, type LeadViewer } from "~/features/leads/index.server";
import { readComparableSales } from "./home-valuation.server";
import { lookbackStart, tierOf, valueAgainst, valueHome, type Sale, type Subject, type Valuation } from "./valuation-method";
import { valuationView, type ListingShown, type ValuationView } from "./valuation-report";
import { CONDITIONS, VIEWS, type Condition, type IslandArea, type PropertyType, type View } from "./valuation-rules";
import { valuationRequests } from "./valuation-request.table";

export type ValuationRequestRow = typeof valuationRequests.$inferSelect;

/** The most sales an agent may add to a valuation: a CMA weighs a handful, and the page lists every one. */
export const MAX_ADDED_COMPARABLES = 12;

export const LEAD_VALUATION_MESSAGES = {
  notFound: "That lead does not exist, or it is not yours",
  notValuation: "This lead asked for no valuation",
} as const;

const isView = (value: unknown): value is View => (VIEWS as readonly unknown[]).includes(value);
const isCondition = (value: unknown): value is Condition => (CONDITIONS as readonly unknown[]).includes(value);

/** The stored facts as the method's subject, with the agent's view and condition where set. */
export function subjectOf(row: ValuationRequestRow): Subject {
  const facts = row.facts;
  const land = facts.type === "land";
  const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);
  return {
    area: row.area as IslandArea,
    type: facts.type as PropertyType,
    beds: land ? 0 : number(facts.beds),
    baths: land ? 0 : number(facts.baths),
    livingArea: land ? 0 : number(facts.livingArea),
    lotAcres: number(facts.lotAcres),
    view: isView(row.agentView) ? row.agentView : isView(facts.view) ? facts.view : "partial",
    waterfront: facts.waterfront === true,
    condition: isCondition(row.agentCondition) ? row.agentCondition : isCondition(facts.condition) ? facts.condition : "average",
  };
}

/** A sale the agent may add: sold in the look-back, comparable with the subject, not already used. */
export type AddableSale = { id: string; label: string };

export type LeadValuation = {
  leadId: string;
  address: string;
  area: string;
  subject: Subject;
  /** The owner's own answers, shown beside the agent's. */
  ownerView: View | null;
  ownerCondition: Condition | null;
  agentView: View | null;
  agentCondition: Condition | null;
  /** The island day the comparables are weighed at. */
  asOf: string;
  /** Whether the agent changed the method's choice (comparables, view or condition). */
  adjusted: boolean;
  adjustedAt: Date | null;
  /** What the owner was shown when asking, for comparison. */
  requested: { estimate: number | null; low: number | null; high: number | null; at: Date };
  valuation: Valuation;
  view: ValuationView;
  /** The method's comparables the agent took out, to put back. */
  excluded: Array<{ id: string; title: string; path: string; area: string; closeDate: string; closePrice: number }>;
  addable: AddableSale[];
  monthlyUpdates: boolean;
};

/** The chosen set: the method's own choice for the subject, less what the agent took out, with what they added. */
export function chosenSales(row: Pick<ValuationRequestRow, "excludedIds" | "addedIds">, automatic: Valuation, sales: readonly Sale[]): Sale[] {
  const excluded = new Set(row.excludedIds);
  const ids = new Set([...automatic.comparables.map((comparable) => comparable.sale.id).filter((id) => !excluded.has(id)), ...row.addedIds]);
  return sales.filter((sale) => ids.has(sale.id));
}

/** Values a stored request again from today's sales, over the agent's chosen set. */
export function valueRequest(row: ValuationRequestRow, sales: readonly Sale[], asOf: string): { subject: Subject; automatic: Valuation; valuation: Valuation } {
  const subject = subjectOf(row);
  const automatic = valueHome(subject, sales, asOf);
  return { subject, automatic, valuation: valueAgainst(subject, chosenSales(row, automatic, sales), asOf) };
}

function describeSale(sale: Sale, shown: ListingShown | undefined): string {
  const price = `$${sale.closePrice.toLocaleString("en-US")}`;
  return `${shown?.title ?? "A St. John sale"} (${sale.area}), sold ${sale.closeDate} for ${price}`;
}

/** The valuation of a stored request as the lead page and the owner's copy show it. */
export async function buildLeadValuation(row: ValuationRequestRow, now: Date): Promise<LeadValuation> {
  const asOf = todayOnIsland(now);
  const { sales, listings } = await readComparableSales(lookbackStart(asOf));
  const { subject, automatic, valuation } = valueRequest(row, sales, asOf);
  const used = new Set(valuation.comparables.map((comparable) => comparable.sale.id));
  const byId = new Map(sales.map((sale) => [sale.id, sale]));
  const excluded = row.excludedIds.flatMap((id) => {
    const sale = byId.get(id);
    if (!sale || used.has(id) || !automatic.comparables.some((comparable) => comparable.sale.id === id)) return [];
    const shown = listings.get(id);
    return [{ id, title: shown?.title ?? "A St. John sale", path: shown?.path ?? "/saleshistory", area: sale.area, closeDate: sale.closeDate, closePrice: sale.closePrice }];
  });
  const addable = sales
    .filter((sale) => !used.has(sale.id) && tierOf(subject, sale) !== null && sale.closeDate <= asOf)
    .sort((a, b) => (a.closeDate < b.closeDate ? 1 : a.closeDate > b.closeDate ? -1 : 0))
    .map((sale) => ({ id: sale.id, label: describeSale(sale, listings.get(sale.id)) }));
  const facts = row.facts;
  return {
    leadId: row.leadId,
    address: row.address,
    area: row.area,
    subject,
    ownerView: isView(facts.view) ? facts.view : null,
    ownerCondition: isCondition(facts.condition) ? facts.condition : null,
    agentView: isView(row.agentView) ? row.agentView : null,
    agentCondition: isCondition(row.agentCondition) ? row.agentCondition : null,
    asOf,
    adjusted: row.excludedIds.length > 0 || row.addedIds.length > 0 || row.agentView !== null || row.agentCondition !== null,
    adjustedAt: row.adjustedAt,
    requested: { estimate: row.estimate, low: row.low, high: row.high, at: row.createdAt },
    valuation,
    view: valuationView(valuation, row.area, listings, true),
    excluded,
    addable,
    monthlyUpdates: row.monthlyUpdates,
  };
}

/** The lead's stored valuation request, when the viewer may see the lead: null when the lead is theirs but asked for no valuation. */
export async function readVisibleValuationRequest(viewer: LeadViewer, leadId: unknown): Promise<Result<{ data: ValuationRequestRow | null }>> {
  const lead = await findVisibleLead(viewer, leadId);
  if (!lead) return failWith("not_found", LEAD_VALUATION_MESSAGES.notFound);
  if (lead.source !== "valuation") return ok({ data: null });
  const [row] = await getDb().select().from(valuationRequests).where(eq(valuationRequests.leadId, lead.id));
  return ok({ data: row ?? null });
}

/**
 * A lead's valuation for its page: the stored facts valued again today over
 * the agent's chosen comparables. Another agent's lead, or none, is "not
 * found", as the page is; a lead that asked for no valuation has none (null).
 */
export async function loadLeadValuation(viewer: LeadViewer, leadId: unknown, now = new Date()): Promise<Result<{ data: LeadValuation | null }>> {
  return runService("loadLeadValuation", { leadId, viewerId: viewer.id }, async (): Promise<Result<{ data: LeadValuation | null }>> => {
    const request = await readVisibleValuationRequest(viewer, leadId);
    if (!request.success) return request;
    return ok({ data: request.data ? await buildLeadValuation(request.data, now) : null });
  });
}
