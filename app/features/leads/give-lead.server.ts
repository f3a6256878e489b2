import { eq } from "drizzle-orm";
import type { RosterAgent } from "~/features/accounts/index.server";
import { enqueueMail } from "~/features/mail/index.server";
import { getConfig } from "~/shared/config/env.server";
import type { Database } from "~/shared/db/client.server";
import { leadEvents, leads, type LeadRow } from "./lead.table";
import { leadAssignedMail } from "./lead-mail";
import { agentLeadPath } from "./lead-paths";

type Giving = { kind: "reassigned"; actor: { id: string; name: string } } | { kind: "handed_off"; previousName: string; minutes: number };

/**
 * Gives a locked lead to `agent` in the caller's transaction: the lead's
 * agent, routing and assignment time change, the timeline says who has it
 * now and why, and the new agent is told by e-mail.
 */
export async function giveLeadTo(tx: Database, lead: LeadRow, agent: RosterAgent, giving: Giving, now: Date) {
  await tx
    .update(leads)
    .set({ agentId: agent.id, agentEmail: agent.email, routing: giving.kind === "reassigned" ? "admin" : "handoff", assignedAt: now, updatedAt: now })
    .where(eq(leads.id, lead.id));
  const detail =
    giving.kind === "reassigned" ? `To ${agent.name}` : `To ${agent.name}: ${giving.previousName} had not answered in ${giving.minutes} minutes`;
  await tx.insert(leadEvents).values({ leadId: lead.id, actorId: giving.kind === "reassigned" ? giving.actor.id : null, kind: giving.kind, detail, createdAt: now });
  const config = getConfig();
  await enqueueMail(tx, {
    to: agent.email,
    ...leadAssignedMail(
      {
        listingTitle: lead.listingTitle,
        buyerName: lead.name ?? "Contact details removed",
        receivedAt: lead.createdAt,
        leadUrl: `${config.publicUrl}${agentLeadPath(lead.id)}`,
        by: giving.kind === "reassigned" ? giving.actor.name : giving.previousName,
      },
      giving.kind === "reassigned" ? "admin" : "handoff",
    ),
  });
}
