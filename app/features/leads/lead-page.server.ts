import { eq } from "drizzle-orm";
import { can } from "~/shared/access/permissions";
import { findAccount, listAgentRoster } from "~/features/accounts/index.server";
import { isAnotherFirmsListing } from "~/features/listings";
import { listingColumns, selectListings } from "~/features/listings/index.server";
import { getConfig } from "~/shared/config/env.server";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { handleLeadAction } from "./lead-action.server";
import type { LeadViewer } from "./lead-access.server";
import { fillTemplate, firstNameOf, type LeadTemplate } from "./lead-templates";
import { listLeadTemplates } from "./lead-templates.server";
import { getLead, type LeadDetail } from "./read-leads.server";

export type LeadPageData = {
  lead: LeadDetail;
  /** The templates to start a message from (names only matter to the page). */
  templates: Array<Pick<LeadTemplate, "id" | "name" | "builtIn">>;
  /** The message form's starting text: a template filled in for this lead, when one was chosen. */
  draft: { templateId: string; subject: string; body: string } | null;
  /** Administrators: the active agents the lead may be given to. */
  agents: Array<{ id: string; name: string }> | null;
  /** The listing firm when the lead's listing is another firm's (the buyer is ours to answer); null otherwise. */
  anotherFirm: string | null;
};

/** The listing firm of a lead's listing when it is another firm's MLS listing; null for ours, or a listing since removed. */
async function anotherFirmOf(listingId: string | null): Promise<string | null> {
  if (!listingId) return null;
  const [listing] = await selectListings({
    listingKey: listingColumns.listingKey,
    listingSource: listingColumns.listingSource,
    listedByUs: listingColumns.listedByUs,
    listOfficeName: listingColumns.listOfficeName,
  }).where(eq(listingColumns.id, listingId));
  return listing && isAnotherFirmsListing(listing) ? (listing.listOfficeName ?? "another firm") : null;
}

/** The words a template's placeholders stand for, on this lead and for this writer. */
async function templateValues(lead: LeadDetail, viewer: LeadViewer) {
  const writer = await findAccount(viewer.id);
  const [listing] = lead.listingId ? await selectListings({ area: listingColumns.area }).where(eq(listingColumns.id, lead.listingId)) : [];
  return {
    firstName: firstNameOf(lead.name),
    listing: [lead.listingTitle, listing?.area].filter(Boolean).join(", "),
    listingLink: `${getConfig().publicUrl}${lead.listingPath}`,
    agentName: writer?.name ?? "",
    agentPhone: writer?.phone ?? writer?.email ?? "",
  };
}

/**
 * A lead's page for a viewer whose role the route has checked: a lead they
 * may not see (another agent's), or none, is a 404, so nobody learns that
 * it exists. `?template=` starts the message form from that template.
 */
export async function loadLeadPage(viewer: LeadViewer, leadId: string | undefined, request?: Request): Promise<LeadPageData> {
  const result = await getLead(viewer, leadId ?? "");
  if (!result.success) throwFailure(result);
  const lead = result.data;
  const templates = await listLeadTemplates(viewer);
  if (!templates.success) throwFailure(templates);
  const chosen = request ? new URL(request.url).searchParams.get("template") : null;
  const template = chosen ? templates.data.find((candidate) => candidate.id === chosen) : undefined;
  const values = template ? await templateValues(lead, viewer) : null;
  const agents = can(viewer, "assign:leads") ? (await listAgentRoster()).filter((agent) => agent.active).map(({ id, name }) => ({ id, name })) : null;
  return {
    lead,
    templates: templates.data.map(({ id, name, builtIn }) => ({ id, name, builtIn })),
    draft: template && values ? { templateId: template.id, subject: fillTemplate(template.subject, values), body: fillTemplate(template.body, values) } : null,
    agents,
    anotherFirm: await anotherFirmOf(lead.listingId),
  };
}

/** A lead page's form (status, note, message, task, showing, reassignment), each change checked against the viewer; the route sends the reply. */
export async function submitLeadAction(viewer: LeadViewer, leadId: string | undefined, request: Request) {
  return handleLeadAction(viewer, leadId ?? "", await readFormData(request));
}
