import type { LeadViewer } from "~/features/leads/index.server";
import { failureStatus, throwFailure } from "~/shared/http/failure-status";
import type { Reply } from "~/shared/http/reply";
import { adjustLeadValuation } from "./adjust-lead-valuation.server";
import { loadLeadValuation, type LeadValuation } from "./lead-valuation.server";
import { sendLeadValuation } from "./send-lead-valuation.server";

/** The lead page's valuation forms, told apart from the page's own by their `intent`. */
export const VALUATION_INTENTS = ["valuation_adjust", "valuation_reset", "valuation_send"] as const;
type Intent = (typeof VALUATION_INTENTS)[number];

export function isValuationIntent(intent: unknown): intent is Intent {
  return (VALUATION_INTENTS as readonly unknown[]).includes(intent);
}

const DONE: Record<Intent, string> = {
  valuation_adjust: "Comparables saved: the estimate is recomputed over your choice.",
  valuation_reset: "Back to the method's own comparables.",
  valuation_send: "Valuation queued: it goes to the owner from your name with its PDF, and their reply comes to your inbox.",
};

export type ValuationActionBody = { done: string; intent: string } | { error: string; intent: string; field?: string };

/** A valuation form's submission, checked in its service against the viewer; the route sends the reply. */
export async function handleValuationAction(viewer: LeadViewer, leadId: string | undefined, form: FormData): Promise<Reply<ValuationActionBody>> {
  const intent = form.get("intent");
  if (!isValuationIntent(intent)) return { status: 400, body: { error: "Please use one of the page's buttons", intent: String(intent ?? "") } };
  const id = leadId ?? "";
  const result =
    intent === "valuation_send"
      ? await sendLeadValuation(viewer, id)
      : await adjustLeadValuation(
          viewer,
          id,
          intent === "valuation_reset" ? { reset: true } : { shown: form.getAll("shown"), used: form.getAll("use"), add: form.get("add") ?? "", view: form.get("view") ?? "", condition: form.get("condition") ?? "" },
        );
  if (result.success) return { status: 200, body: { done: DONE[intent], intent } };
  const field = result.fieldErrors ? Object.keys(result.fieldErrors)[0] : undefined;
  return { status: failureStatus(result), body: { error: result.error, intent, ...(field ? { field } : {}) } };
}

/** The valuation section for a lead page's loader: null for a lead without one; a lead the viewer may not see is the page's 404. */
export async function loadLeadValuationSection(viewer: LeadViewer, leadId: string | undefined): Promise<LeadValuation | null> {
  const result = await loadLeadValuation(viewer, leadId ?? "");
  if (!result.success) throwFailure(result);
  return result.data;
}
