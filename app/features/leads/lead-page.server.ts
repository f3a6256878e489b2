import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { handleLeadAction } from "./lead-action.server";
import type { LeadViewer } from "./lead-access.server";
import { getLead } from "./read-leads.server";

/**
 * A lead's page for a viewer whose role the route has checked: a lead they
 * may not see (another agent's), or none, is a 404, so nobody learns that
 * it exists.
 */
export async function loadLeadPage(viewer: LeadViewer, leadId: string | undefined) {
  const result = await getLead(viewer, leadId ?? "");
  if (!result.success) throwFailure(result);
  return { lead: result.data };
}

/** A lead page's form (status, note, showing), each change checked against the viewer; the route sends the reply. */
export async function submitLeadAction(viewer: LeadViewer, leadId: string | undefined, request: Request) {
  return handleLeadAction(viewer, leadId ?? "", await readFormData(request));
}
