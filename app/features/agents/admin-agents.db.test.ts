import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetStorageForTests } from "~/features/media/storage.server";
import { resetConfigForTests } from "~/shared/config/env.server";
import { AGENT_MESSAGES } from "./agent-rules";
import { handleAgentAdminAction } from "./admin-agents.server";
import { getAgent, listAgents } from "./agents.server";

const actor = { id: "00000000-0000-4000-8000-00000000ad01", email: "admin@demo.test", role: "admin" as const, status: "active" as const };
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "agent-admin-"));
  vi.stubEnv("STORAGE_LOCATION", folder);
  resetConfigForTests();
  resetStorageForTests();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  resetConfigForTests();
  resetStorageForTests();
  await rm(folder, { recursive: true, force: true });
});

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const fields = { intent: "save", name: "Lena Brooks", title: "Sales Agent", email: "lena@example.test", languages: "English, Danish", status: "active" };

async function portrait(): Promise<File> {
  const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#3a8fb7" } }).png().toBuffer();
  return new File([new Uint8Array(png)], "lena.png", { type: "image/png" });
}

/** Adds Lena with a portrait through the form, as the page does; each test starts from an empty table. */
async function addLena() {
  const result = await handleAgentAdminAction(form({ ...fields, photo: await portrait(), photoAlt: "Lena smiling on a dock" }), actor);
  if (!("body" in result) || result.body.intent !== "save" || !("done" in result.body)) throw new Error(JSON.stringify(result));
  return { result, id: result.body.id };
}

describe("the admin agents section's form handling", () => {
  it("adds an agent with an uploaded portrait and its description", async () => {
    const { result } = await addLena();
    expect(result).toMatchObject({ status: 200, body: { intent: "save", done: "Added Lena Brooks." } });
    const [agent] = ((await listAgents()) as { data: Array<{ photo: unknown; languages: string[] }> }).data;
    expect(agent).toMatchObject({ languages: ["English", "Danish"], photo: { alt: "Lena smiling on a dock", width: 600, height: 600 } });
  });

  it("refuses a file that is not an image, with the message on the photo field, and stores nothing", async () => {
    await addLena();
    const fake = new File([new TextEncoder().encode("not an image")], "x.jpg", { type: "image/jpeg" });
    const result = await handleAgentAdminAction(form({ ...fields, email: "other@example.test", photo: fake }), actor);
    expect(result).toMatchObject({ status: 400, body: { intent: "save", fieldErrors: { photo: expect.stringContaining("not an image") } } });
    expect(((await listAgents()) as { data: unknown[] }).data).toHaveLength(1);
  });

  it("refuses a portrait over the limit before reading it", async () => {
    const big = new File([new Uint8Array(951 * 1024)], "big.jpg", { type: "image/jpeg" });
    const result = await handleAgentAdminAction(form({ ...fields, email: "big@example.test", photo: big }), actor);
    expect(result).toMatchObject({ status: 400, body: { fieldErrors: { photo: AGENT_MESSAGES.photoTooLarge } } });
  });

  it("edits an agent, keeping the portrait unless asked to remove it", async () => {
    const { id } = await addLena();
    await handleAgentAdminAction(form({ ...fields, id, title: "Broker" }), actor);
    expect(await getAgent(id)).toMatchObject({ data: { title: "Broker", photo: { alt: "Lena smiling on a dock" } } });
    await handleAgentAdminAction(form({ ...fields, id, removePhoto: "on" }), actor);
    expect(await getAgent(id)).toMatchObject({ data: { photo: null } });
  });

  it("answers a duplicate e-mail with the e-mail field's message and a bulk file's rows one by one", async () => {
    await addLena();
    const duplicate = await handleAgentAdminAction(form({ ...fields, email: "LENA@example.test" }), actor);
    expect(duplicate).toMatchObject({ status: 400, body: { fieldErrors: { email: AGENT_MESSAGES.emailTaken } } });

    const csv = new File(["name,email\nNew One,new@example.test\nLena Twin,lena@example.test\n"], "agents.csv", { type: "text/csv" });
    const bulk = await handleAgentAdminAction(form({ intent: "bulk", file: csv }), actor);
    expect(bulk).toMatchObject({
      status: 200,
      body: { intent: "bulk", fileName: "agents.csv", summary: { added: 1, failed: 1, results: [{ success: true }, { success: false, line: 3, error: AGENT_MESSAGES.emailTaken }] } },
    });
    const unknown = new File(["x"], "agents.txt", { type: "text/plain" });
    expect(await handleAgentAdminAction(form({ intent: "bulk", file: unknown }), actor)).toMatchObject({ status: 400, body: { formError: expect.stringContaining("Choose CSV or JSON") } });
  });

  it("answers an unknown agent with 404 and a delete with a redirect", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await handleAgentAdminAction(form({ intent: "status", id: missing, status: "inactive" }), actor)).toMatchObject({ status: 404 });
    expect(await handleAgentAdminAction(form({ intent: "confirm-delete", id: missing }), actor)).toMatchObject({ status: 404 });
    const { id } = await addLena();
    expect(await handleAgentAdminAction(form({ intent: "confirm-delete", id }), actor)).toMatchObject({ status: 200, body: { intent: "confirm-delete", name: "Lena Brooks" } });
    expect(await handleAgentAdminAction(form({ intent: "delete", id }), actor)).toEqual({ status: 303, redirect: "deleted" });
    expect(await getAgent(id)).toMatchObject({ success: false });
  });
});
