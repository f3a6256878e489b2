import { eq } from "drizzle-orm";
import { recordAudit } from "~/features/audit/index.server";
import type { LeadViewer } from "~/features/leads/index.server";
import { refuse } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { todayOnIsland } from "~/shared/dates/island-days";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { readComparableSales } from "./home-valuation.server";
import { LEAD_VALUATION_MESSAGES, MAX_ADDED_COMPARABLES, readVisibleValuationRequest, valueRequest, type ValuationRequestRow } from "./lead-valuation.server";
import { lookbackStart, tierOf } from "./valuation-method";
import { CONDITIONS, VIEWS } from "./valuation-rules";
import { valuationRequests } from "./valuation-request.table";

/** The lead page's comparables form: which shown comparables stay checked, one sale to add, and the subject's view and condition. */
export type ValuationAdjustment = { shown: unknown[]; used: unknown[]; add: unknown; view: unknown; condition: unknown } | { reset: true };

export const ADJUST_MESSAGES = {
  listing: "Please choose a sold listing from the list",
  notComparable: "That listing is not a sale of the last two years that can be compared with this property",
  tooMany: `Add at most ${MAX_ADDED_COMPARABLES} sales`,
  view: "Please choose a view from the list",
  condition: "Please choose a condition from the list",
  none: "Keep at least one comparable sale: without one there is no estimate",
} as const;

/** Ids as a form sends them: uuids only (a sale is a listing), at most as many as the page could show. */
function idsOf(values: unknown[]): string[] | null {
  if (values.length > 200) return null;
  const ids = values.filter((value): value is string => typeof value === "string");
  return ids.length === values.length && ids.every(isUuid) ? [...new Set(ids)] : null;
}

type Choice = Pick<ValuationRequestRow, "excludedIds" | "addedIds" | "agentView" | "agentCondition">;

/** The new choice from the form and the stored one, or the reason it cannot be. */
function nextChoice(row: ValuationRequestRow, input: Exclude<ValuationAdjustment, { reset: true }>): Result<{ data: Choice }> {
  const shown = idsOf(input.shown);
  const used = idsOf(input.used);
  if (!shown || !used) return fail(ADJUST_MESSAGES.listing);
  const add = typeof input.add === "string" && input.add !== "" ? input.add : null;
  if (add !== null && !isUuid(add)) return fail(ADJUST_MESSAGES.listing, { add: ADJUST_MESSAGES.listing });
  const view = input.view === "" || input.view === undefined || input.view === null ? null : input.view;
  if (view !== null && !(VIEWS as readonly unknown[]).includes(view)) return fail(ADJUST_MESSAGES.view, { view: ADJUST_MESSAGES.view });
  const condition = input.condition === "" || input.condition === undefined || input.condition === null ? null : input.condition;
  if (condition !== null && !(CONDITIONS as readonly unknown[]).includes(condition)) return fail(ADJUST_MESSAGES.condition, { condition: ADJUST_MESSAGES.condition });

  const kept = new Set(used);
  const unchecked = shown.filter((id) => !kept.has(id));
  const excluded = new Set([...row.excludedIds.filter((id) => !kept.has(id)), ...unchecked]);
  const added = new Set([...row.addedIds.filter((id) => !unchecked.includes(id))]);
  if (add) {
    added.add(add);
    excluded.delete(add);
  }
  if (added.size > MAX_ADDED_COMPARABLES) return fail(ADJUST_MESSAGES.tooMany, { add: ADJUST_MESSAGES.tooMany });
  return ok({ data: { excludedIds: [...excluded].sort(), addedIds: [...added].sort(), agentView: view as string | null, agentCondition: condition as string | null } });
}

/**
 * Saves an agent's choice of a valuation's comparables: sales taken out of
 * the method's choice, sales added (sold in the last two years, comparable
 * with the property), and the subject's view and condition where the
 * owner's answer looked wrong; or `reset` back to the method's own. The
 * viewer must see the lead (else "not found", as the page); a choice that
 * leaves no comparable, or names a sale that cannot be one, changes nothing.
 * Audited, as a lead's status is.
 */
export async function adjustLeadValuation(viewer: LeadViewer, leadId: unknown, input: ValuationAdjustment, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  return runService("adjustLeadValuation", { leadId, viewerId: viewer.id }, async (): Promise<Result<{ id: string }>> => {
    const request = await readVisibleValuationRequest(viewer, leadId);
    if (!request.success) return request;
    const row = request.data;
    if (!row) return failWith("not_found", LEAD_VALUATION_MESSAGES.notValuation);
    const next = "reset" in input ? ok({ data: { excludedIds: [], addedIds: [], agentView: null, agentCondition: null } as Choice }) : nextChoice(row, input);
    if (!next.success) return next;
    const choice = next.data;

    const asOf = todayOnIsland(now);
    const { sales } = await readComparableSales(lookbackStart(asOf));
    const candidate = { ...row, ...choice };
    const { subject, valuation } = valueRequest(candidate, sales, asOf);
    const known = new Map(sales.map((sale) => [sale.id, sale]));
    const newlyAdded = choice.addedIds.filter((id) => !row.addedIds.includes(id));
    if (newlyAdded.some((id) => !known.has(id) || tierOf(subject, known.get(id)!) === null)) return fail(ADJUST_MESSAGES.notComparable, { add: ADJUST_MESSAGES.notComparable });
    if (!valuation.found) return fail(ADJUST_MESSAGES.none);

    return getDb().transaction(async (tx) => {
      await tx
        .update(valuationRequests)
        .set({ ...choice, adjustedAt: "reset" in input ? null : now })
        .where(eq(valuationRequests.leadId, row.leadId));
      const described = (value: Choice) => ({ excluded: value.excludedIds, added: value.addedIds, view: value.agentView, condition: value.agentCondition });
      await recordAudit(
        {
          actor: { id: viewer.id, email: viewer.email },
          action: "lead.valuation",
          subject: { type: "lead", id: row.leadId },
          before: described(row),
          after: { ...described(choice), estimate: valuation.estimate },
        },
        tx,
      );
      return ok({ id: row.leadId });
    });
  });
}
