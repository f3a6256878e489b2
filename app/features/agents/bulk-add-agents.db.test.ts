import { describe, expect, it } from "vitest";
import { auditLog } from "~/features/audit/audit.table";
import { getDb } from "~/shared/db/client.server";
import { agentProfiles } from "./agent.table";
import { AGENT_MESSAGES } from "./agent-rules";
import { addAgent } from "./agents.server";
import { agentFields } from "./agent-factory";
import { bulkAddAgents } from "./bulk-add-agents.server";

const actor = { id: null, email: "admin@demo.test" };

async function emails() {
  return (await getDb().select({ email: agentProfiles.email }).from(agentProfiles)).map((row) => row.email).sort();
}

describe("bulkAddAgents", () => {
  it("adds the good rows of a CSV and reports the bad one alone, with its line", async () => {
    const csv = [
      "Name,Title,Email,Phone,Languages,Specialities,Bio",
      'Ana Smith,Sales Agent,ana@example.test,(340) 555-0101,"English, Spanish",Villas,"First paragraph.',
      "",
      'Second paragraph."',
      "Bad Row,Agent,not-an-email,,,,",
      "Cy Jones,Broker,cy@example.test,,English,Land,",
    ].join("\n");
    const result = await bulkAddAgents(csv, "csv", { actor });
    expect(result).toMatchObject({ success: true, data: { added: 2, failed: 1 } });
    if (!result.success) return;
    expect(result.data.results).toMatchObject([
      { row: 1, line: 2, name: "Ana Smith", email: "ana@example.test", success: true, id: expect.any(String) },
      { row: 2, line: 5, name: "Bad Row", success: false, error: AGENT_MESSAGES.emailInvalid, field: "email" },
      { row: 3, line: 6, name: "Cy Jones", success: true },
    ]);
    expect(await emails()).toEqual(["ana@example.test", "cy@example.test"]);
    const [ana] = await getDb().select().from(agentProfiles).orderBy(agentProfiles.sortOrder);
    expect(ana).toMatchObject({ languages: ["English", "Spanish"], bio: "First paragraph.\n\nSecond paragraph." });
    expect((await getDb().select().from(auditLog)).map((entry) => entry.action)).toEqual(["agent.add", "agent.add"]);
  });

  it("refuses a duplicate e-mail within the file and one already stored, row by row", async () => {
    await addAgent(agentFields({ email: "stored@example.test" }));
    const json = JSON.stringify(
      [
        { name: "First", email: "dup@example.test" },
        { name: "Second", email: "DUP@example.test" },
        { name: "Third", email: "Stored@example.test" },
        { name: "Fourth", email: "fourth@example.test", languages: ["English"] },
      ],
      null,
      2,
    );
    const result = await bulkAddAgents(json, "json");
    expect(result).toMatchObject({ success: true, data: { added: 2, failed: 2 } });
    if (!result.success) return;
    const [first, second, third, fourth] = result.data.results;
    expect(first).toMatchObject({ success: true, line: 2 });
    expect(second).toMatchObject({ success: false, line: 6, error: "This e-mail address is already used by the agent on line 2 of this file" });
    expect(third).toMatchObject({ success: false, error: AGENT_MESSAGES.emailTaken, field: "email" });
    expect(fourth).toMatchObject({ success: true });
    expect(await emails()).toEqual(["dup@example.test", "fourth@example.test", "stored@example.test"]);
  });

  it("lets a later row use an e-mail whose earlier row was refused", async () => {
    const csv = "name,email,status\nBroken,again@example.test,retired\nFixed,again@example.test,active\n";
    const result = await bulkAddAgents(csv, "csv");
    expect(result).toMatchObject({
      success: true,
      data: { added: 1, results: [{ success: false, error: AGENT_MESSAGES.status, field: "status" }, { success: true, name: "Fixed" }] },
    });
  });

  it("fails a file it cannot read as a whole, storing nothing", async () => {
    expect(await bulkAddAgents("{not json", "json")).toEqual({ success: false, error: AGENT_MESSAGES.bulkJson });
    expect(await bulkAddAgents("title,phone\nx,y", "csv")).toEqual({ success: false, error: AGENT_MESSAGES.bulkCsvHeader });
    expect(await bulkAddAgents("name,email\n", "csv")).toEqual({ success: false, error: AGENT_MESSAGES.bulkEmpty });
    expect(await bulkAddAgents("[]", "xml")).toEqual({ success: false, error: AGENT_MESSAGES.bulkFormat });
    expect(await emails()).toEqual([]);
  });

  it("reports a non-object JSON entry and an unclosed CSV quote by row", async () => {
    const json = await bulkAddAgents('{"agents": [\n  "just a name",\n  {"name": "Ok", "email": "ok@example.test"}\n]}', "json");
    expect(json).toMatchObject({ success: true, data: { results: [{ success: false, error: AGENT_MESSAGES.bulkJsonRow }, { success: true, line: 3 }] } });
    const csv = await bulkAddAgents('name,email,bio\nGood,good@example.test,fine\nOpen,open@example.test,"never closed\n', "csv");
    expect(csv).toMatchObject({ success: true, data: { added: 1, results: [{ success: true }, { success: false, line: 3, error: expect.stringContaining("never closed") }] } });
  });
});
