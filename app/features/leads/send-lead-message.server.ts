import { refuse } from "~/shared/access/permissions";
import { fail, ok, type Result } from "~/shared/lib/result";
import type { LeadViewer } from "./lead-access.server";
import { firstIssue, leadMessageSchema } from "./lead-text-schemas";
import { leadMailSignature, queueLeadMail, type LeadMailSender } from "./queue-lead-mail.server";

/** An agent's message to a buyer: their words, then their sign-off, from their name, answered to their address. */
export function leadMessageMail(sender: LeadMailSender, subject: string, body: string) {
  return { fromName: sender.name, replyTo: sender.email, subject, text: `${body}\n\n${leadMailSignature(sender)}` };
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
  const { subject, body } = parsed.data;
  return queueLeadMail(
    viewer,
    leadId,
    async (sender) => {
      const { text } = leadMessageMail(sender, subject, body);
      return ok({ data: { mail: { subject, text }, subject, body } });
    },
    now,
  );
}
