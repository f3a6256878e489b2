import { data } from "react-router";
import { readFormData } from "~/shared/forms/parse-form";
import { failureStatus } from "~/shared/http/failure-status";
import { sendReply } from "~/shared/http/reply";
import { serverError } from "~/shared/lib/http-errors";
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
  if (!result.success) {
    if (result.code === "unexpected") serverError();
    throw data(null, { status: failureStatus(result) });
  }
  return { lead: result.data };
}

/** A lead page's form (status, note, showing), each change checked against the viewer. */
export async function submitLeadAction(viewer: LeadViewer, leadId: string | undefined, request: Request) {
  return sendReply(await handleLeadAction(viewer, leadId ?? "", await readFormData(request)));
}
