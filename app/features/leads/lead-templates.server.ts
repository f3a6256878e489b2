import { asc, eq } from "drizzle-orm";
import { refuse } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import type { LeadViewer } from "./lead-access.server";
import { leadTemplates } from "./lead.table";
import { LEAD_MESSAGES, type LeadActionBody } from "./lead-rules";
import { BUILT_IN_TEMPLATES, type LeadTemplate } from "./lead-templates";
import { firstIssue, leadTemplateSchema } from "./lead-text-schemas";
import { templateWorkAllowed } from "./lead-work-limit.server";
import type { Actor } from "~/shared/access/permissions";
import { failureStatus } from "~/shared/http/failure-status";
import type { Reply } from "~/shared/http/reply";

/** Every template a lead's page offers: the built-in ones, then the office's by name. */
export async function listLeadTemplates(viewer: Actor): Promise<Result<{ data: LeadTemplate[] }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  return runService("listLeadTemplates", { viewerId: viewer.id }, async () => {
    const rows = await getDb()
      .select({ id: leadTemplates.id, name: leadTemplates.name, subject: leadTemplates.subject, body: leadTemplates.body })
      .from(leadTemplates)
      .orderBy(asc(leadTemplates.name), asc(leadTemplates.id));
    return ok({ data: [...BUILT_IN_TEMPLATES, ...rows.map((row) => ({ ...row, builtIn: false }))] });
  });
}

/** Adds the office's template (no id) or changes one (its id). Administrators only. */
export async function saveLeadTemplate(actor: LeadViewer, id: unknown, input: { name: unknown; subject: unknown; body: unknown }, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:lead-templates");
  if (refused) return refused;
  const parsed = leadTemplateSchema.safeParse(input);
  if (!parsed.success) {
    const { message, field } = firstIssue(parsed.error);
    return fail(message, field ? { [field]: message } : undefined);
  }
  if (id !== undefined && id !== "" && !isUuid(id)) return failWith("not_found", LEAD_MESSAGES.templateNotFound);
  return runService("saveLeadTemplate", { actorId: actor.id }, async () => {
    const limited = await templateWorkAllowed(actor.id, now);
    if (limited) return limited;
    if (isUuid(id)) {
      const [row] = await getDb()
        .update(leadTemplates)
        .set({ ...parsed.data, updatedBy: actor.id, updatedAt: now })
        .where(eq(leadTemplates.id, id))
        .returning({ id: leadTemplates.id });
      return row ? ok({ id: row.id }) : failWith("not_found", LEAD_MESSAGES.templateNotFound);
    }
    const [row] = await getDb()
      .insert(leadTemplates)
      .values({ ...parsed.data, updatedBy: actor.id, createdAt: now, updatedAt: now })
      .returning({ id: leadTemplates.id });
    return ok({ id: row!.id });
  });
}

/** Removes one of the office's templates (the built-in ones stay). Administrators only. */
export async function deleteLeadTemplate(actor: LeadViewer, id: unknown, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:lead-templates");
  if (refused) return refused;
  if (!isUuid(id)) return failWith("not_found", LEAD_MESSAGES.templateNotFound);
  return runService("deleteLeadTemplate", { actorId: actor.id, id }, async () => {
    const limited = await templateWorkAllowed(actor.id, now);
    if (limited) return limited;
    const [row] = await getDb().delete(leadTemplates).where(eq(leadTemplates.id, id)).returning({ id: leadTemplates.id });
    return row ? ok({ id: row.id }) : failWith("not_found", LEAD_MESSAGES.templateNotFound);
  });
}

/** The templates screen's forms (save, delete), told apart by `intent`. */
export async function handleTemplateAction(actor: LeadViewer, form: FormData): Promise<Reply<LeadActionBody>> {
  const intent = form.get("intent");
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const id = field("id");
  const result =
    intent === "save"
      ? await saveLeadTemplate(actor, id, { name: form.get("name"), subject: form.get("subject"), body: form.get("body") })
      : intent === "delete"
        ? await deleteLeadTemplate(actor, id)
        : null;
  if (!result) return { status: 400, body: { error: "Please use one of the page's buttons" } };
  if (result.success) return { status: 200, body: { done: intent === "save" ? "Template saved." : "Template deleted.", intent: String(intent) } };
  return {
    status: failureStatus(result),
    body: {
      error: result.error,
      intent: String(intent),
      ...(result.fieldErrors ? { field: Object.keys(result.fieldErrors)[0] } : {}),
      values: { id, name: field("name"), subject: field("subject"), body: field("body") },
    },
  };
}
