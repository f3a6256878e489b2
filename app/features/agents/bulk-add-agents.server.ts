import type { AuditActor } from "~/features/audit/index.server";
import { getDb } from "~/shared/db/client.server";
import { issuesToErrors } from "~/shared/forms/parse-form";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { readBulkFile } from "./agent-bulk-file";
import { AGENT_MESSAGES as MESSAGES, emailKey } from "./agent-rules";
import { agentSchema } from "./agent-schema";
import { insertAgent, storedEmails } from "./agents.server";

/** One agent of a bulk file: added with its id, or refused with the reason (and the field it concerns). */
export type BulkAgentResult = {
  row: number;
  line: number;
  /** What the row calls the agent, as far as it could be read. */
  name: string;
  email: string;
} & ({ success: true; id: string } | { success: false; error: string; field?: string });

export type BulkAddSummary = { results: BulkAgentResult[]; added: number; failed: number };

const text = (value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim().slice(0, 120) : "");

/**
 * Adds every agent of a CSV or JSON file, answering a result per agent.
 * Each row stands alone: a row with a bad field, an e-mail used
 * earlier in the same file or by a stored agent fails with its line and a
 * message, stores nothing, and the other rows go on. A file that cannot be
 * read at all (wrong format, no header, broken JSON) fails as a whole.
 */
export async function bulkAddAgents(
  fileText: string,
  format: string,
  options: { actor?: AuditActor } = {},
): Promise<Result<{ data: BulkAddSummary }>> {
  if (typeof fileText !== "string") return fail(MESSAGES.bulkEmpty);
  const file = readBulkFile(fileText, format);
  if (!file.success) return fail(file.error);

  return runService("bulkAddAgents", { format, rows: file.rows.length }, async () => {
    const db = getDb();
    const emails = file.rows.map((row) => row.input.email).filter((email): email is string => typeof email === "string" && email.trim() !== "");
    const stored = await storedEmails(emails, db);
    const firstLine = new Map<string, number>();
    const results: BulkAgentResult[] = [];

    for (const { row, line, input } of file.rows) {
      const base = { row, line, name: text(input.name), email: text(input.email) };
      if (typeof input.__error === "string") {
        results.push({ ...base, success: false, error: input.__error });
        continue;
      }
      const parsed = agentSchema.safeParse(input);
      if (!parsed.success) {
        const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
        const [field, message] = Object.entries(fieldErrors)[0] ?? [];
        results.push({ ...base, success: false, error: message ?? formError, ...(field ? { field } : {}) });
        continue;
      }
      const key = emailKey(parsed.data.email);
      const earlier = firstLine.get(key);
      if (earlier !== undefined) {
        results.push({ ...base, success: false, error: MESSAGES.bulkDuplicateInFile(earlier), field: "email" });
        continue;
      }
      firstLine.set(key, line);
      if (stored.has(key)) {
        results.push({ ...base, success: false, error: MESSAGES.emailTaken, field: "email" });
        continue;
      }
      const added = await insertAgent(parsed.data, { actor: options.actor }, db);
      if (added.success) results.push({ ...base, success: true, id: added.id });
      else results.push({ ...base, success: false, error: added.error, field: "email" });
    }

    const added = results.filter((result) => result.success).length;
    return ok({ data: { results, added, failed: results.length - added } });
  });
}
