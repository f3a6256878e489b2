import { and, eq } from "drizzle-orm";
import { refuse } from "~/shared/access/permissions";
import { findAccount } from "~/features/accounts/index.server";
import { enqueueMail, type MailDraft } from "~/features/mail/index.server";
import { site } from "~/shared/config/site";
import { getDb } from "~/shared/db/client.server";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { leadVisibleTo, lockVisibleLead, type LeadViewer } from "./lead-access.server";
import { leadEvents, leadMessages, leads } from "./lead.table";
import { queueLeadCrmEvent } from "./lead-crm-event.server";
import { LEAD_MESSAGES } from "./lead-rules";
import { leadMessageAllowed } from "./lead-work-limit.server";
import { firstResponse } from "./update-lead.server";

/** Who writes: the signed-in agent or administrator, as their account names them. */
export type LeadMailSender = { name: string; email: string; phone: string | null };

/** The sender's sign-off under their words: name, brokerage and how to reach them. */
export function leadMailSignature(sender: LeadMailSender): string {
  return ["--", sender.name, site.name, sender.phone, sender.email].filter(Boolean).join("\n");
}

/** What a lead's mail is: the message (its recipient and From name are the lead's and the sender's) and its line on the timeline. */
export type LeadMailPiece = {
  mail: Omit<MailDraft, "to" | "fromName" | "replyTo">;
  /** The timeline's subject and text (the message's words, without the files it carries). */
  subject: string;
  body: string;
};

/**
 * Sends the lead's person an e-mail from the viewer: the viewer must see the
 * lead (another agent's, or none, is "not found"); counted per sender and
 * per recipient's address; queued in the outbox from the sender's name,
 * Reply-To the sender; kept on the lead's timeline. It counts as a response,
 * and a new lead becomes "contacted". `compose` draws the message once the
 * lead and sender are known, outside the transaction's lock only in name.
 */
export async function queueLeadMail(
  viewer: LeadViewer,
  leadId: unknown,
  compose: (sender: LeadMailSender, lead: { id: string; name: string | null }) => Promise<Result<{ data: LeadMailPiece }>>,
  now = new Date(),
): Promise<Result<{ id: string }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  if (!isUuid(leadId)) return failWith("not_found", LEAD_MESSAGES.notFound);
  return runService("queueLeadMail", { leadId, viewerId: viewer.id }, async () => {
    const [target] = await getDb()
      .select({ email: leads.email, name: leads.name })
      .from(leads)
      .where(and(eq(leads.id, leadId), leadVisibleTo(viewer)));
    if (!target) return failWith("not_found", LEAD_MESSAGES.notFound);
    if (!target.email) return failWith("conflict", LEAD_MESSAGES.noAddress);
    const limited = await leadMessageAllowed(viewer.id, target.email, now);
    if (limited) return limited;
    const sender = await findAccount(viewer.id);
    if (!sender) return failWith("not_found", LEAD_MESSAGES.notFound);
    const composed = await compose(sender, { id: leadId, name: target.name });
    if (!composed.success) return composed;
    const piece = composed.data;
    return getDb().transaction(async (tx) => {
      const lead = await lockVisibleLead(tx, viewer, leadId);
      if (!lead) return failWith("not_found", LEAD_MESSAGES.notFound);
      if (!lead.email) return failWith("conflict", LEAD_MESSAGES.noAddress);
      const mail = await enqueueMail(tx, { ...piece.mail, to: lead.email, fromName: sender.name, replyTo: sender.email });
      const [message] = await tx
        .insert(leadMessages)
        .values({ leadId, senderId: viewer.id, toEmail: lead.email, subject: piece.subject, body: piece.body, mailId: mail.id, createdAt: now })
        .returning({ id: leadMessages.id });
      const contacted = lead.status === "new";
      await tx
        .update(leads)
        .set({ updatedAt: now, firstResponseAt: firstResponse(now), ...(contacted ? { status: "contacted" as const } : {}) })
        .where(eq(leads.id, leadId));
      if (contacted) {
        await tx.insert(leadEvents).values({ leadId, actorId: viewer.id, kind: "status", detail: "contacted", createdAt: now });
        await queueLeadCrmEvent(tx, leadId, { kind: "status", from: "new", to: "contacted", by: viewer.email }, now);
      }
      return ok({ id: message!.id });
    });
  });
}

/** The lead, when the viewer may see it: its source and its person's name and address; null otherwise (the page's 404). */
export async function findVisibleLead(viewer: LeadViewer, leadId: unknown): Promise<{ id: string; source: string; name: string | null; email: string | null } | null> {
  if (refuse(viewer, "handle:leads") || !isUuid(leadId)) return null;
  const [lead] = await getDb()
    .select({ id: leads.id, source: leads.source, name: leads.name, email: leads.email })
    .from(leads)
    .where(and(eq(leads.id, leadId), leadVisibleTo(viewer)));
  return lead ?? null;
}
