import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/features/audit/audit.table";
import { createTestListing } from "~/features/listings/listing-factory";
import { getDb } from "~/shared/db/client.server";
import { agentProfiles } from "./agent.table";
import { AGENT_MESSAGES } from "./agent-rules";
import { agentFields } from "./agent-factory";
import { listAgentActiveListings } from "./agent-listings.server";
import { addAgent, deleteAgent, getAgent, getPublicAgent, listAgents, moveAgent, setAgentStatus, updateAgent } from "./agents.server";

const actor = { id: null, email: "admin@demo.test" };

async function add(overrides: Parameters<typeof agentFields>[0] = {}) {
  const result = await addAgent(agentFields(overrides));
  if (!result.success) throw new Error(result.error);
  return result.id;
}

describe("addAgent", () => {
  it("stores a profile with lists split, status active and the next place in the order", async () => {
    const first = await add({ name: "Ana" });
    const result = await addAgent(agentFields({ name: "  Bo   Lee ", languages: "English, french,English", specialities: ["Land", "Villas"] }), { actor });
    expect(result).toMatchObject({ success: true });
    const [row] = await getDb().select().from(agentProfiles).where(eq(agentProfiles.id, (result as { id: string }).id));
    expect(row).toMatchObject({ name: "Bo Lee", languages: ["English", "french"], specialities: ["Land", "Villas"], status: "active", sortOrder: 1 });
    const [firstRow] = await getDb().select().from(agentProfiles).where(eq(agentProfiles.id, first));
    expect(firstRow!.sortOrder).toBe(0);
    const audit = await getDb().select().from(auditLog);
    expect(audit).toMatchObject([{ action: "agent.add", actorEmail: "admin@demo.test", subjectId: row!.id }]);
  });

  it("refuses bad fields with a message per field and stores nothing", async () => {
    const result = await addAgent({ name: "", email: "not-an-email", phone: "call me", status: "retired" });
    expect(result).toMatchObject({
      success: false,
      fieldErrors: { name: AGENT_MESSAGES.name, email: AGENT_MESSAGES.emailInvalid, phone: AGENT_MESSAGES.phoneInvalid, status: AGENT_MESSAGES.status },
    });
    expect(await getDb().select().from(agentProfiles)).toHaveLength(0);
  });

  it("refuses an e-mail another agent has, in any case", async () => {
    await add({ email: "dana@example.test" });
    const result = await addAgent(agentFields({ email: "DANA@Example.test" }));
    expect(result).toEqual({ success: false, error: AGENT_MESSAGES.emailTaken, fieldErrors: { email: AGENT_MESSAGES.emailTaken } });
    expect(await getDb().select().from(agentProfiles)).toHaveLength(1);
  });
});

describe("listAgents", () => {
  it("filters by status and sorts by name, newest or the team order", async () => {
    const carla = await add({ name: "carla", sortOrder: 1 });
    const abel = await add({ name: "Abel", status: "inactive", sortOrder: 2 });
    const bea = await add({ name: "Bea", sortOrder: 0 });
    // Creation times that differ from both the name and the team order: Carla newest, then Abel, then Bea.
    const created = async (id: string, at: string) => getDb().update(agentProfiles).set({ createdAt: new Date(at) }).where(eq(agentProfiles.id, id));
    await created(bea, "2025-01-01T00:00:00Z");
    await created(abel, "2025-02-01T00:00:00Z");
    await created(carla, "2025-03-01T00:00:00Z");

    const names = async (options: Parameters<typeof listAgents>[0]) => {
      const result = await listAgents(options);
      if (!result.success) throw new Error(result.error);
      return result.data.map((agent) => agent.name);
    };
    expect(await names({ sort: "name" })).toEqual(["Abel", "Bea", "carla"]);
    expect(await names({ sort: "newest" })).toEqual(["carla", "Abel", "Bea"]);
    expect(await names({})).toEqual(["Bea", "carla", "Abel"]);
    expect(await names({ status: "active", sort: "name" })).toEqual(["Bea", "carla"]);
    expect(await names({ status: "active", sort: "newest" })).toEqual(["carla", "Bea"]);
    expect(await names({ status: "inactive" })).toEqual(["Abel"]);
  });

  it("refuses an unknown status or sort", async () => {
    expect(await listAgents({ status: "retired" })).toEqual({ success: false, error: AGENT_MESSAGES.status });
    expect(await listAgents({ sort: "age" })).toEqual({ success: false, error: AGENT_MESSAGES.sort });
  });
});

describe("updateAgent", () => {
  it("replaces the fields, keeps the order and the portrait unless given, and audits before and after", async () => {
    const id = await add({ name: "Dana", sortOrder: 3 });
    const result = await updateAgent(id, agentFields({ name: "Dana Sprauve", title: "Broker", email: "dana@example.test", languages: "" }), { actor });
    expect(result).toEqual({ success: true, id });
    const stored = await getAgent(id);
    if (!stored.success) throw new Error(stored.error);
    const data = stored.data;
    expect(data).toMatchObject({ name: "Dana Sprauve", title: "Broker", email: "dana@example.test", languages: [], sortOrder: 3, photo: null });
    expect(data.updatedAt.getTime()).toBeGreaterThanOrEqual(data.createdAt.getTime());
    const [entry] = await getDb().select().from(auditLog);
    expect(entry).toMatchObject({ action: "agent.update", before: expect.objectContaining({ name: "Dana" }), after: expect.objectContaining({ name: "Dana Sprauve" }) });
  });

  it("refuses another agent's e-mail and an unknown id, changing nothing", async () => {
    await add({ email: "taken@example.test" });
    const id = await add({ email: "mine@example.test" });
    expect(await updateAgent(id, agentFields({ email: "Taken@example.test" }))).toMatchObject({ success: false, error: AGENT_MESSAGES.emailTaken });
    expect(await updateAgent("00000000-0000-4000-8000-000000000000", agentFields())).toEqual({ success: false, error: AGENT_MESSAGES.notFound, code: "not_found" });
    expect(await updateAgent("not-a-uuid", agentFields())).toEqual({ success: false, error: AGENT_MESSAGES.notFound, code: "not_found" });
    expect(await getAgent(id)).toMatchObject({ success: true, data: { email: "mine@example.test" } });
  });
});

describe("status, order and delete", () => {
  it("hides an inactive agent from the public profile", async () => {
    const id = await add();
    expect(await getPublicAgent(id)).toMatchObject({ success: true });
    expect(await setAgentStatus(id, "inactive", { actor })).toEqual({ success: true, id });
    expect(await getPublicAgent(id)).toEqual({ success: false, error: AGENT_MESSAGES.notFound, code: "not_found" });
    expect(await setAgentStatus(id, "gone")).toMatchObject({ success: false, error: AGENT_MESSAGES.status });
  });

  it("moves an agent up and down the team order", async () => {
    const a = await add({ name: "A", sortOrder: 0 });
    const b = await add({ name: "B", sortOrder: 0 });
    const c = await add({ name: "C", sortOrder: 0 });
    const order = async () => ((await listAgents()) as { data: Array<{ id: string }> }).data.map((agent) => agent.id);
    expect(await order()).toEqual([a, b, c]);
    await moveAgent(c, "up", { actor });
    expect(await order()).toEqual([a, c, b]);
    await moveAgent(a, "down");
    expect(await order()).toEqual([c, a, b]);
    await moveAgent(c, "up");
    expect(await order()).toEqual([c, a, b]);
  });

  it("deletes a profile once; a second delete is not found", async () => {
    const id = await add();
    expect(await deleteAgent(id, { actor })).toEqual({ success: true, id });
    expect(await deleteAgent(id)).toEqual({ success: false, error: AGENT_MESSAGES.notFound, code: "not_found" });
    expect(await getDb().select().from(agentProfiles)).toHaveLength(0);
    expect((await getDb().select().from(auditLog)).map((entry) => entry.action)).toEqual(["agent.delete"]);
  });
});

describe("listAgentActiveListings", () => {
  it("lists the agent's approved listings on the market, by e-mail in any case", async () => {
    const own = await createTestListing({ title: "Own villa", listAgentEmail: "Dana@Example.test", listAgentName: "Dana" });
    await createTestListing({ title: "Pending", reviewStatus: "pending", listAgentEmail: "dana@example.test", listAgentName: "Dana" });
    await createTestListing({ title: "Withdrawn", standardStatus: "Withdrawn", listAgentEmail: "dana@example.test", listAgentName: "Dana" });
    await createTestListing({ title: "Someone else's", listAgentEmail: "other@example.test", listAgentName: "Other" });
    const result = await listAgentActiveListings("dana@example.test");
    expect(result).toMatchObject({ success: true, data: [{ id: own.id, title: "Own villa" }] });
  });
});
