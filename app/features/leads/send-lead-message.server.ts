import { and, eq } from "drizzle-orm";
import { refuse } from "~/shared/access/permissions";
import { findAccount } from "~/features/accounts/index.server";
import { enqueueMail } from "~/features/mail/index.server";
import { site } from "~/shared/config/site";
import { getDb } from "~/shared/db/client.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { leadVisibleTo, lockVisibleLead, type LeadViewer } from "./lead-access.server";
import { leadEvents, leadMessages, leads } from "./lead.table";
import { queueLeadCrmEvent } from "./lead-crm-event.server";
import { LEAD_MESSAGES } from "./lead-rules";
import { firstIssue, leadMessageSchema } from "./lead-text-schemas";
import { leadMessageAllowed } from "./lead-work-limit.server";
import { firstResponse } from "./update-lead.server";

type Sender = { name: string; email: string; phone: string | null };

/** The sender's sign-off under their words: name, brokerage and how to reach them. */
function signature(sender: Sender): string {
  return ["--", sender.name, site.name, sender.phone, sender.email].filter(Boolean).join("\n");
}

/** An agent's message to a buyer: their words, then their sign-off, from their name, answered to their address. */
export function leadMessageMail(sender: Sender, subject: string, body: string) {
  return { fromName: sender.name, replyTo: sender.email, subject, text: `${body}\n\n${signature(sender)}` };
}

/**
 * E-mails the buyer from a lead's page: queued in the outbox from the
 * sender's name at the brokerage's sending address, Reply-To the sender, so
 * the buyer's answer reaches the agent's own inbox; kept on the lead's
 * timeline. It counts as a response, and a new lead becomes "contacted".
 * Counted per sender and per buyer's address; a lead without contact
 * details (removed at the buyer's request) cannot be written to.
 */
export async function sendLeadMessage(viewer: LeadViewer, leadId: unknown, input: { subject: unknown; body: unknown }, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  const parsed = leadMessageSchema.safeParse(input);
  if (!parsed.success) {
    const { message, field } = firstIssue(parsed.error);
    return fail(message, field ? { [field]: message } : undefined);
  }
  if (!isUuid(leadId)) return failWith("not_found", LEAD_MESSAGES.notFound);
  return runService("sendLeadMessage", { leadId, viewerId: viewer.id }, async () => {
    const [target] = await getDb()
      .select({ email: leads.email })
      .from(leads)
      .where(and(eq(leads.id, leadId), leadVisibleTo(viewer)));
    if (!target) return failWith("not_found", LEAD_MESSAGES.notFound);
    if (!target.email) return failWith("conflict", LEAD_MESSAGES.noAddress);
    const limited = await leadMessageAllowed(viewer.id, target.email, now);
    if (limited) return limited;
    return getDb().transaction(async (tx) => {
      const lead = await lockVisibleLead(tx, viewer, leadId);
      if (!lead) return failWith("not_found", LEAD_MESSAGES.notFound);
      if (!lead.email) return failWith("conflict", LEAD_MESSAGES.noAddress);
      const sender = await findAccount(viewer.id, tx);
      if (!sender) return failWith("not_found", LEAD_MESSAGES.notFound);
      const mail = await enqueueMail(tx, { to: lead.email, ...leadMessageMail(sender, parsed.data.subject, parsed.data.body) });
      const [message] = await tx
        .insert(leadMessages)
        .values({ leadId, senderId: viewer.id, toEmail: lead.email, subject: parsed.data.subject, body: parsed.data.body, mailId: mail.id, createdAt: now })
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
