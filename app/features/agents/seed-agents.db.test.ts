import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage, type Storage } from "~/features/media/storage.server";
import { getDb } from "~/shared/db/client.server";
import { agentProfiles } from "./agent.table";
import { portraitSvg } from "./demo-portraits.server";
import { DEMO_AGENTS } from "./demo-agents";
import { seedDemoAgents } from "./seed-agents.server";

let folder: string;
let storage: Storage;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "agent-seed-"));
  storage = createDiskStorage(folder);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("seedDemoAgents", () => {
  it("adds six active agents with stored, described portraits, once", async () => {
    expect(await seedDemoAgents(getDb(), { storage })).toBe(6);
    expect(await seedDemoAgents(getDb(), { storage })).toBe(0);
    const rows = await getDb().select().from(agentProfiles).orderBy(agentProfiles.sortOrder);
    expect(rows.map((row) => row.name)).toEqual(DEMO_AGENTS.map((agent) => agent.name));
    expect(rows.map((row) => row.email)).toEqual(expect.arrayContaining(["agent@demo.test", "agent2@demo.test"]));
    for (const row of rows) {
      expect(row.status).toBe("active");
      expect(row.photo?.alt).toBe(`Illustrated portrait of ${row.name}`);
      for (const variant of row.photo!.variants) expect(await storage.exists(variant.key)).toBe(true);
    }
  });

  it("draws the same portrait every time, different for each agent", () => {
    const drawings = DEMO_AGENTS.map((agent) => portraitSvg(agent.portrait));
    expect(new Set(drawings).size).toBe(DEMO_AGENTS.length);
    expect(portraitSvg(DEMO_AGENTS[0]!.portrait)).toBe(drawings[0]);
  });
});
