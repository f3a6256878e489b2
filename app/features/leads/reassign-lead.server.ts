import { eq } from "drizzle-orm";
import { refuse } from "~/shared/access/permissions";
import { findAccount, listAgentRoster } from "~/features/accounts/index.server";
import { recordAudit } from "~/features/audit/index.server";
import { getDb } from "~/shared/db/client.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import type { LeadViewer } from "./lead-access.server";
import { giveLeadTo } from "./give-lead.server";
import { leads } from "./lead.table";
import { LEAD_MESSAGES } from "./lead-rules";

/**
 * An administrator gives a lead to another active agent: the timeline and
 * the audit log say so, and the new agent is e-mailed. The lead is then the
 * administrator's choice: no hand-off moves it on.
 */
export async function reassignLead(actor: LeadViewer, leadId: unknown, agentId: unknown, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "assign:leads");
  if (refused) return refused;
  if (!isUuid(leadId)) return failWith("not_found", LEAD_MESSAGES.notFound);
  if (!isUuid(agentId)) return fail(LEAD_MESSAGES.agentInvalid, { agentId: LEAD_MESSAGES.agentInvalid });
  return runService("reassignLead", { leadId, agentId, actorId: actor.id }, () =>
    getDb().transaction(async (tx) => {
      const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
      if (!lead) return failWith("not_found", LEAD_MESSAGES.notFound);
      const agent = (await listAgentRoster(tx)).find((candidate) => candidate.id === agentId && candidate.active);
      if (!agent) return fail(LEAD_MESSAGES.agentInvalid, { agentId: LEAD_MESSAGES.agentInvalid });
      if (lead.agentId === agent.id) return fail(LEAD_MESSAGES.sameAgent, { agentId: LEAD_MESSAGES.sameAgent });
      const by = await findAccount(actor.id, tx);
      await giveLeadTo(tx, lead, agent, { kind: "reassigned", actor: { id: actor.id, name: by?.name ?? actor.email } }, now);
      await recordAudit(
        {
          actor: { id: actor.id, email: actor.email },
          action: "lead.reassign",
          subject: { type: "lead", id: lead.id },
          before: { agentId: lead.agentId, agentEmail: lead.agentEmail },
          after: { agentId: agent.id, agentEmail: agent.email },
        },
        tx,
      );
      return ok({ id: lead.id });
    }),
  );
}
