import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { refuse } from "~/shared/access/permissions";
import { accountNameOf } from "~/features/accounts/index.server";
import { getDb } from "~/shared/db/client.server";
import { todayOnIsland } from "~/shared/dates/island-days";
import { failureStatus } from "~/shared/http/failure-status";
import type { Reply } from "~/shared/http/reply";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { leadVisibleTo, type LeadViewer } from "./lead-access.server";
import { leadTasks, leads, type LeadStatus } from "./lead.table";
import { LEAD_STATUS_CHOICES, LEAD_STATUS_LABELS, type LeadActionBody, type LeadStatusChoice } from "./lead-rules";
import { setLeadStatus } from "./update-lead.server";

/** Cards shown per column; the count says how many there are in all. */
export const PIPELINE_CARDS = 25;

export type PipelineCard = {
  id: string;
  name: string | null;
  listingTitle: string;
  createdAt: Date;
  updatedAt: Date;
  agentName: string | null;
  /** A lost lead's reason and note. */
  lostReason: string | null;
  lostNote: string | null;
  openTasks: number;
  overdueTasks: number;
};

export type PipelineColumn = { status: LeadStatus; count: number; cards: PipelineCard[] };

/**
 * The viewer's leads grouped by status, in the pipeline's order (new,
 * contacted, showing booked, won, lost): each column's count and its most
 * recently worked leads, with their open and overdue tasks.
 */
export async function loadPipeline(viewer: LeadViewer, now = new Date()): Promise<Result<{ data: PipelineColumn[] }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  const today = todayOnIsland(now);
  return runService("loadPipeline", { viewerId: viewer.id }, async () => {
    const db = getDb();
    const counts = await db
      .select({ status: leads.status, count: sql<number>`count(*)::int` })
      .from(leads)
      .where(leadVisibleTo(viewer))
      .groupBy(leads.status);
    // Open tasks counted per lead and joined by its id: a correlated subquery here would name an unqualified
    // "id" (Drizzle leaves a one-table select's columns bare), which the subquery reads as the task's own.
    // Overdue is due on an island day before today, the rule of the lead's page and the daily task e-mail.
    const taskCounts = db
      .select({
        leadId: leadTasks.leadId,
        open: sql<number>`count(*)::int`.as("open_tasks"),
        overdue: sql<number>`(count(*) filter (where ${leadTasks.dueOn} < ${today}))::int`.as("overdue_tasks"),
      })
      .from(leadTasks)
      .where(isNull(leadTasks.doneAt))
      .groupBy(leadTasks.leadId)
      .as("task_counts");
    const openTasks = sql<number>`coalesce(${taskCounts.open}, 0)`;
    const overdueTasks = sql<number>`coalesce(${taskCounts.overdue}, 0)`;
    const columns: PipelineColumn[] = [];
    for (const status of LEAD_STATUS_CHOICES) {
      const cards = await db
        .select({
          id: leads.id,
          name: leads.name,
          listingTitle: leads.listingTitle,
          createdAt: leads.createdAt,
          updatedAt: leads.updatedAt,
          agentName: accountNameOf(leads.agentId),
          lostReason: leads.lostReason,
          lostNote: leads.lostNote,
          openTasks,
          overdueTasks,
        })
        .from(leads)
        .leftJoin(taskCounts, eq(taskCounts.leadId, leads.id))
        .where(and(eq(leads.status, status), leadVisibleTo(viewer)))
        .orderBy(desc(leads.updatedAt), desc(leads.id))
        .limit(PIPELINE_CARDS);
      columns.push({ status, count: counts.find((row) => row.status === status)?.count ?? 0, cards });
    }
    return ok({ data: columns });
  });
}

/**
 * The pipeline's "Move to" form, whether sent by its button or by dropping
 * the card on a column: the lead's new status (with a lost lead's reason and
 * note), checked and audited by setLeadStatus. A refusal names the lead, so
 * the board can show it on that card.
 */
export async function handlePipelineMove(viewer: LeadViewer, form: FormData): Promise<Reply<LeadActionBody>> {
  const status = form.get("status");
  const result = await setLeadStatus(viewer, form.get("leadId"), status, undefined, { reason: form.get("lostReason"), note: form.get("lostNote") });
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { leadId: text("leadId"), status: text("status"), lostReason: text("lostReason"), lostNote: text("lostNote") };
  if (!result.success) {
    const field = result.fieldErrors ? Object.keys(result.fieldErrors)[0] : undefined;
    return { status: failureStatus(result), body: { error: result.error, intent: "status", values, ...(field ? { field } : {}) } };
  }
  return { status: 200, body: { done: `Moved to ${LEAD_STATUS_LABELS[status as LeadStatusChoice]}.`, intent: "status" } };
}
