import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { accountNameOf, listAgentRoster } from "~/features/accounts/index.server";
import { getDb } from "~/shared/db/client.server";
import { giveLeadTo } from "./give-lead.server";
import { leadEvents, leads } from "./lead.table";
import { nextAgentInRotation } from "./lead-rotation.server";

const BATCH = 50;

/**
 * A new lead the office's rotation dealt out that is still unanswered after
 * `minutes` (no status change, note, message or showing since its agent got
 * it) goes to the next agent in the rotation, and the timeline says so. It
 * moves on at most once per other active agent, then stays. Each lead is
 * re-checked under its row lock, so of several processes only one hands it
 * on. Answers how many leads were handed on.
 */
export async function handOffUnansweredLeads(options: { minutes: number; now?: Date }): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - options.minutes * 60_000);
  const activeAgents = (await listAgentRoster()).filter((agent) => agent.active).length;
  if (activeAgents < 2) return 0;
  const handOffs = sql<number>`(select count(*) from ${leadEvents} where ${leadEvents.leadId} = ${leads.id} and ${leadEvents.kind} = 'handed_off')`;
  const waiting = and(
    eq(leads.status, "new"),
    isNull(leads.firstResponseAt),
    inArray(leads.routing, ["rotation", "handoff"]),
    lte(leads.assignedAt, cutoff),
    sql`${handOffs} < ${activeAgents - 1}`,
  );
  const due = await getDb().select({ id: leads.id }).from(leads).where(waiting).orderBy(asc(leads.assignedAt)).limit(BATCH);
  let handed = 0;
  for (const { id } of due) {
    const moved = await getDb().transaction(async (tx) => {
      const [lead] = await tx
        .select()
        .from(leads)
        .where(and(eq(leads.id, id), waiting))
        .for("update", { skipLocked: true });
      if (!lead) return false;
      const next = await nextAgentInRotation(tx, { exclude: [lead.agentId] });
      if (!next) return false;
      const [previous] = await tx.select({ name: accountNameOf(leads.agentId) }).from(leads).where(eq(leads.id, id));
      await giveLeadTo(tx, lead, next, { kind: "handed_off", previousName: previous?.name ?? "The agent", minutes: options.minutes }, now);
      return true;
    });
    if (moved) handed += 1;
  }
  return handed;
}
