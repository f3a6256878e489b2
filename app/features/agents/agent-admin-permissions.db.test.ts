import { describe, expect, it } from "vitest";
import { getAdminOverview } from "~/features/admin-overview/get-admin-overview.server";
import { forbidden } from "~/shared/access/permissions";
import { handleAgentAdminAction } from "./admin-agents.server";
import { listAgents } from "./agents.server";

describe("the agents screen refuses anyone who does not manage agents", () => {
  it("an agent cannot add a profile (403, nothing saved), nor read the administrator's overview", async () => {
    const agent = { id: "00000000-0000-4000-8000-0000000000a7", email: "agent@example.test", role: "agent" as const, status: "active" as const };
    const before = await listAgents();
    const form = new FormData();
    form.set("intent", "save");
    form.set("name", "Mallory Intruder");
    form.set("email", "mallory@example.test");
    expect(await handleAgentAdminAction(form, agent)).toEqual({ status: 403, body: { intent: "row", formError: "You are not allowed to do this" } });
    expect(await listAgents()).toEqual(before);
    expect(await getAdminOverview(agent)).toEqual(forbidden());
  });
});
