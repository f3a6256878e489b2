import { eq } from "drizzle-orm";
import { listAgentRoster, type RosterAgent } from "~/features/accounts/index.server";
import type { Database } from "~/shared/db/client.server";
import { leadRotation } from "./lead.table";

/**
 * The next active agent in the office's rotation, in the caller's
 * transaction, and the rotation moved on to them. The rotation's one row is
 * locked until the transaction ends, so leads arriving at once in several
 * processes are dealt out in turn: each to the agent after the last one's.
 * An agent in `exclude` (the lead's current agent, on a hand-off) is passed
 * over; null when no other agent is active (the lead stays where it is).
 */
export async function nextAgentInRotation(tx: Database, options: { exclude?: readonly (string | null)[] } = {}): Promise<RosterAgent | null> {
  await tx.insert(leadRotation).values({ id: 1 }).onConflictDoNothing();
  const [rotation] = await tx.select({ lastAgentId: leadRotation.lastAgentId }).from(leadRotation).where(eq(leadRotation.id, 1)).for("update");
  const roster = await listAgentRoster(tx);
  // The last agent keeps their place in the order even when they have since been disabled.
  const last = rotation?.lastAgentId ? roster.findIndex((agent) => agent.id === rotation.lastAgentId) : -1;
  const excluded = new Set(options.exclude ?? []);
  for (let step = 1; step <= roster.length; step += 1) {
    const agent = roster[(last + step) % roster.length]!;
    if (!agent.active || excluded.has(agent.id)) continue;
    await tx.update(leadRotation).set({ lastAgentId: agent.id, updatedAt: new Date() }).where(eq(leadRotation.id, 1));
    return agent;
  }
  return null;
}
