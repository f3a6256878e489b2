import { composeMail } from "~/features/mail";
import { formatPrice } from "~/features/listings";
import { findVisibleLead, queueLeadMail, type LeadMailSender, type LeadViewer } from "~/features/leads/index.server";
import { getConfig } from "~/shared/config/env.server";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { findAccount } from "~/features/accounts/index.server";
import { buildLeadValuation, LEAD_VALUATION_MESSAGES, readVisibleValuationRequest } from "./lead-valuation.server";
import { valuationFileName, valuationMail, type ValuationCopy } from "./valuation-mail";
import { valuationPdf } from "./valuation-pdf.server";

export const SEND_VALUATION_MESSAGES = {
  noEstimate: "There is no estimate to send: no comparable sale is chosen",
} as const;

/** The owner's copy of a lead's valuation as it stands (the agent's chosen comparables, valued today), signed by `agent`. */
async function copyFor(viewer: LeadViewer, leadId: unknown, agent: LeadMailSender, ownerName: string | null, now: Date): Promise<Result<{ data: ValuationCopy }>> {
  const request = await readVisibleValuationRequest(viewer, leadId);
  if (!request.success) return request;
  if (!request.data) return failWith("not_found", LEAD_VALUATION_MESSAGES.notValuation);
  const built = await buildLeadValuation(request.data, now);
  const view = built.view;
  if (!view.found) return failWith("conflict", SEND_VALUATION_MESSAGES.noEstimate);
  return ok({
    data: {
      address: built.address,
      area: built.area,
      asOf: built.asOf,
      estimate: view.estimate,
      low: view.low,
      high: view.high,
      confidence: view.confidence,
      sentence: view.sentence,
      comparables: view.comparables,
      ownerName,
      agent: { name: agent.name, email: agent.email, phone: agent.phone },
    },
  });
}

/**
 * E-mails the owner the valuation as the agent chose it: the site's mail
 * layout with the estimate, range, the comparables and the method, signed by
 * the agent, with the same valuation as a PDF attached. Queued in the
 * outbox and kept on the lead's timeline like any message from the lead's
 * page, under the same per-sender and per-address limits; another agent's
 * lead is "not found".
 */
export async function sendLeadValuation(viewer: LeadViewer, leadId: unknown, now = new Date()): Promise<Result<{ id: string }>> {
  return queueLeadMail(
    viewer,
    leadId,
    async (sender, lead) => {
      const copy = await copyFor(viewer, lead.id, sender, lead.name, now);
      if (!copy.success) return copy;
      const mail = valuationMail(copy.data, getConfig().publicUrl);
      const pdf = await valuationPdf(copy.data, now);
      return ok({
        data: {
          mail: { ...mail, attachments: [{ filename: valuationFileName(copy.data), contentType: "application/pdf", contentBase64: Buffer.from(pdf).toString("base64") }] },
          subject: mail.subject,
          body: `The valuation was sent with its PDF: estimate ${formatPrice(copy.data.estimate)} (${formatPrice(copy.data.low)} to ${formatPrice(copy.data.high)}), ${copy.data.comparables.length} comparable ${copy.data.comparables.length === 1 ? "sale" : "sales"}.`,
        },
      });
    },
    now,
  );
}

export type ValuationFile = { body: Uint8Array | string; contentType: string; fileName: string };

/**
 * The valuation the owner would receive, for the agent to read first: the
 * PDF, or the e-mail's HTML as the outbox would draw it. Only for a viewer
 * who may see the lead (else "not found").
 */
export async function leadValuationFile(viewer: LeadViewer, leadId: unknown, format: "pdf" | "html", now = new Date()): Promise<Result<{ data: ValuationFile }>> {
  return runService("leadValuationFile", { leadId, viewerId: viewer.id }, async (): Promise<Result<{ data: ValuationFile }>> => {
    const lead = await findVisibleLead(viewer, leadId);
    if (!lead) return failWith("not_found", LEAD_VALUATION_MESSAGES.notFound);
    const account = await findAccount(viewer.id);
    if (!account) return failWith("not_found", LEAD_VALUATION_MESSAGES.notFound);
    const copy = await copyFor(viewer, lead.id, account, lead.name, now);
    if (!copy.success) return copy;
    if (format === "pdf") return ok({ data: { body: await valuationPdf(copy.data, now), contentType: "application/pdf", fileName: valuationFileName(copy.data) } });
    const { publicUrl, brokerage } = getConfig();
    const { html } = composeMail(valuationMail(copy.data, publicUrl), { publicUrl, brokerage });
    return ok({ data: { body: html, contentType: "text/html; charset=utf-8", fileName: valuationFileName(copy.data).replace(/\.pdf$/, ".html") } });
  });
}
