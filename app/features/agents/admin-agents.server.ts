import { refuse, type AuditedActor } from "~/shared/access/permissions";
import type { AuditActor } from "~/features/audit/index.server";
import type { DescribedImage } from "~/features/media";
import { processImage } from "~/features/media/index.server";
import { formFailure, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import { AGENT_LIMITS, AGENT_MESSAGES } from "./agent-rules";
import { agentSchema, photoAltSchema } from "./agent-schema";
import { guessBulkFormat } from "./agent-bulk-file";
import { addAgent, deleteAgent, getAgent, moveAgent, setAgentStatus, updateAgent } from "./agents.server";
import { bulkAddAgents, type BulkAddSummary } from "./bulk-add-agents.server";
import { failureStatus } from "~/shared/http/failure-status";
import type { Reply } from "~/shared/http/reply";
import type { Result } from "~/shared/lib/result";

/**
 * The admin agents section's form handling, from a submitted
 * form to the reply the page shows. The route checks the administrator first
 * and passes them in as the audit actor.
 */
export type AgentAdminReply =
  | { intent: "save"; done: string; id: string }
  | ({ intent: "save"; id: string | null } & FormFailure)
  | { intent: "bulk"; summary: BulkAddSummary; fileName: string }
  | { intent: "bulk"; formError: string }
  | { intent: "confirm-delete"; id: string; name: string }
  | { intent: "row"; done?: string; formError?: string };

export type AgentAdminResult = Reply<AgentAdminReply> | { status: 303; redirect: "deleted" };

const isFile = (value: FormDataEntryValue | null): value is File => typeof value === "object" && value !== null && "arrayBuffer" in value;

/** The uploaded portrait, processed: undefined for no upload, null for "remove", or a message for the photo field. */
async function readPortrait(form: FormData, name: string): Promise<{ photo: DescribedImage | null | undefined } | { error: string }> {
  if (form.get("removePhoto") === "on") return { photo: null };
  const file = form.get("photo");
  if (!isFile(file) || file.size === 0) return { photo: undefined };
  if (file.size > AGENT_LIMITS.photoBytesMax) return { error: AGENT_MESSAGES.photoTooLarge };
  const alt = photoAltSchema.safeParse(form.get("photoAlt"));
  if (!alt.success) return { error: AGENT_MESSAGES.photoAltTooLong };
  const processed = await processImage(Buffer.from(await file.arrayBuffer()));
  if (!processed.success) return { error: processed.error };
  return { photo: { alt: alt.data || `Portrait of ${name}`, ...processed.data } };
}

async function save(form: FormData, actor: AuditActor): Promise<AgentAdminResult> {
  const rawId = form.get("id");
  const id = typeof rawId === "string" && rawId ? rawId : null;
  const parsed = parseForm(form, agentSchema);
  if (!parsed.success) return { status: 400, body: { intent: "save", id, ...formFailure(parsed) } };
  const portrait = await readPortrait(form, parsed.data.name);
  if ("error" in portrait) {
    return { status: 400, body: { intent: "save", id, fieldErrors: { photo: portrait.error }, values: parsed.values, formError: portrait.error } };
  }
  const options = { actor, ...(portrait.photo !== undefined ? { photo: portrait.photo } : {}) };
  const result = id ? await updateAgent(id, parsed.data, options) : await addAgent(parsed.data, options);
  if (!result.success) {
    return { status: failureStatus(result), body: { intent: "save", id, fieldErrors: result.fieldErrors ?? {}, values: parsed.values, formError: result.error } };
  }
  return { status: 200, body: { intent: "save", id: result.id, done: id ? `Saved ${parsed.data.name}.` : `Added ${parsed.data.name}.` } };
}

async function bulk(form: FormData, actor: AuditActor): Promise<AgentAdminResult> {
  const file = form.get("file");
  if (!isFile(file) || file.size === 0) return { status: 400, body: { intent: "bulk", formError: "Choose a CSV or JSON file to import" } };
  if (file.size > AGENT_LIMITS.bulkBytesMax) return { status: 400, body: { intent: "bulk", formError: AGENT_MESSAGES.bulkTooLarge } };
  const chosen = form.get("format");
  const format = chosen === "csv" || chosen === "json" ? chosen : guessBulkFormat(file.name, file.type);
  if (!format) return { status: 400, body: { intent: "bulk", formError: `${AGENT_MESSAGES.bulkFormat}: the file name does not end in .csv or .json` } };
  const result = await bulkAddAgents(await file.text(), format, { actor });
  if (!result.success) return { status: failureStatus(result), body: { intent: "bulk", formError: result.error } };
  return { status: 200, body: { intent: "bulk", summary: result.data, fileName: file.name } };
}

/** The agents screen's posts, for those who manage agents' profiles. */
export async function handleAgentAdminAction(form: FormData, actor: AuditedActor): Promise<AgentAdminResult> {
  const refused = refuse(actor, "manage:agents");
  if (refused) return { status: failureStatus(refused), body: { intent: "row", formError: refused.error } };
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const rowReply = (result: Result, done: string): AgentAdminResult =>
    result.success
      ? { status: 200, body: { intent: "row", done } }
      : { status: failureStatus(result), body: { intent: "row", formError: result.error } };

  switch (intent) {
    case "save":
      return save(form, actor);
    case "bulk":
      return bulk(form, actor);
    case "status": {
      const status = String(form.get("status") ?? "");
      return rowReply(await setAgentStatus(id, status, { actor }), status === "active" ? "The agent is shown on the team page again." : "The agent is hidden from the public site.");
    }
    case "move": {
      const direction = form.get("direction") === "up" ? "up" : "down";
      return rowReply(await moveAgent(id, direction, { actor }), `Moved ${direction}.`);
    }
    case "confirm-delete": {
      const agent = await getAgent(id);
      if (!agent.success) return rowReply(agent, "");
      return { status: 200, body: { intent: "confirm-delete", id, name: agent.data.name } };
    }
    case "delete": {
      const result = await deleteAgent(id, { actor });
      if (!result.success) return rowReply(result, "");
      return { status: 303, redirect: "deleted" };
    }
    default:
      return { status: 400, body: { intent: "row", formError: "Unknown request" } };
  }
}
