import { sql } from "drizzle-orm";
import type { Storage } from "~/features/media/index.server";
import type { Database } from "~/shared/db/client.server";
import { agentProfiles } from "./agent.table";
import { emailKey } from "./agent-rules";
import { DEMO_AGENTS, demoPortraitAlt } from "./demo-agents";
import { makePortrait } from "./demo-portraits.server";

/**
 * Adds the six demo agents with generated portraits. Idempotent: an agent
 * whose e-mail is already stored is left as it is. Returns how many were added.
 */
export async function seedDemoAgents(db: Database, options: { storage?: Storage } = {}): Promise<number> {
  const existing = await db.select({ key: sql<string>`lower(${agentProfiles.email})` }).from(agentProfiles);
  const stored = new Set(existing.map((row) => row.key));
  let added = 0;
  for (const [index, agent] of DEMO_AGENTS.entries()) {
    if (stored.has(emailKey(agent.email))) continue;
    const photo = await makePortrait(agent.portrait, demoPortraitAlt(agent), options);
    const { portrait: _portrait, ...fields } = agent;
    await db
      .insert(agentProfiles)
      .values({ ...fields, photo, status: "active", sortOrder: index })
      .onConflictDoNothing();
    added++;
  }
  return added;
}
