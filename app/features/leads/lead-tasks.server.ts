import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import { refuse } from "~/shared/access/permissions";
import { accountNameOf } from "~/features/accounts/index.server";
import { getDb } from "~/shared/db/client.server";
import { formatShortDate } from "~/shared/dates/format-dates";
import { addDays, isIsoDay, todayOnIsland } from "~/shared/dates/island-days";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { leadVisibleTo, lockVisibleLead, type LeadViewer } from "./lead-access.server";
import { leadEvents, leadTasks, leads } from "./lead.table";
import { LEAD_MESSAGES, TASK_DAYS_AHEAD } from "./lead-rules";
import { taskTitleSchema } from "./lead-text-schemas";
import { leadWorkAllowed } from "./lead-work-limit.server";

/** A due day as the form sends it: an island day from today to two years ahead; today is allowed, yesterday is not. */
function readDueDay(value: unknown, now: Date): string | { error: string } {
  if (!isIsoDay(value)) return { error: LEAD_MESSAGES.taskDueInvalid };
  const today = todayOnIsland(now);
  if (value < today) return { error: LEAD_MESSAGES.taskDuePast };
  if (value > addDays(today, TASK_DAYS_AHEAD)) return { error: LEAD_MESSAGES.taskDueTooFar };
  return value;
}

/** Adds a task to a lead (follow up, send disclosures), due on an island day; written to the timeline. */
export async function addLeadTask(viewer: LeadViewer, leadId: unknown, input: { title: unknown; dueOn: unknown }, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  const title = taskTitleSchema.safeParse(input.title);
  if (!title.success) {
    const message = title.error.issues[0]?.message ?? LEAD_MESSAGES.taskTitleEmpty;
    return fail(message, { title: message });
  }
  const due = readDueDay(input.dueOn, now);
  if (typeof due !== "string") return fail(due.error, { dueOn: due.error });
  if (!isUuid(leadId)) return failWith("not_found", LEAD_MESSAGES.notFound);
  return runService("addLeadTask", { leadId, viewerId: viewer.id }, async () => {
    const limited = await leadWorkAllowed(viewer.id, now);
    if (limited) return limited;
    return getDb().transaction(async (tx) => {
      const lead = await lockVisibleLead(tx, viewer, leadId);
      if (!lead) return failWith("not_found", LEAD_MESSAGES.notFound);
      const [task] = await tx
        .insert(leadTasks)
        .values({ leadId, title: title.data, dueOn: due, createdBy: viewer.id, createdAt: now })
        .returning({ id: leadTasks.id });
      await tx.update(leads).set({ updatedAt: now }).where(eq(leads.id, leadId));
      await tx.insert(leadEvents).values({ leadId, actorId: viewer.id, kind: "task_added", detail: `${title.data} (due ${formatShortDate(due)})`, createdAt: now });
      return ok({ id: task!.id });
    });
  });
}

/** Marks a lead's task done, or not done again; written to the timeline. */
export async function setLeadTaskDone(viewer: LeadViewer, leadId: unknown, taskId: unknown, done: boolean, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  if (!isUuid(leadId)) return failWith("not_found", LEAD_MESSAGES.notFound);
  if (!isUuid(taskId)) return failWith("not_found", LEAD_MESSAGES.taskNotFound);
  return runService("setLeadTaskDone", { leadId, taskId, viewerId: viewer.id }, async () => {
    const limited = await leadWorkAllowed(viewer.id, now);
    if (limited) return limited;
    return getDb().transaction(async (tx) => {
      const lead = await lockVisibleLead(tx, viewer, leadId);
      if (!lead) return failWith("not_found", LEAD_MESSAGES.notFound);
      const [task] = await tx
        .select()
        .from(leadTasks)
        .where(and(eq(leadTasks.id, taskId), eq(leadTasks.leadId, leadId)))
        .for("update");
      if (!task) return failWith("not_found", LEAD_MESSAGES.taskNotFound);
      if (done && task.doneAt) return failWith("conflict", LEAD_MESSAGES.taskAlreadyDone);
      if (!done && !task.doneAt) return failWith("conflict", LEAD_MESSAGES.taskNotDone);
      await tx
        .update(leadTasks)
        .set(done ? { doneAt: now, doneBy: viewer.id } : { doneAt: null, doneBy: null })
        .where(eq(leadTasks.id, taskId));
      await tx.update(leads).set({ updatedAt: now }).where(eq(leads.id, leadId));
      await tx.insert(leadEvents).values({ leadId, actorId: viewer.id, kind: done ? "task_done" : "task_reopened", detail: task.title, createdAt: now });
      return ok({ id: taskId });
    });
  });
}

export type OverdueTask = { id: string; title: string; dueOn: string; leadId: string; listingTitle: string; buyerName: string | null; agentName: string | null };

const OVERDUE_LIMIT = 10;

/**
 * The viewer's overdue tasks (due before today on the island, not done), the
 * oldest first, at most ten, with how many there are in all: an agent's on
 * their own leads, an administrator's on every lead.
 */
export async function listOverdueTasks(viewer: LeadViewer, now = new Date()): Promise<Result<{ data: { tasks: OverdueTask[]; total: number } }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  const today = todayOnIsland(now);
  return runService("listOverdueTasks", { viewerId: viewer.id }, async () => {
    const overdue = and(isNull(leadTasks.doneAt), lt(leadTasks.dueOn, today), leadVisibleTo(viewer));
    // The first few, and how many there are in all (counted before the limit), in one query.
    const rows = await getDb()
      .select({
        id: leadTasks.id,
        title: leadTasks.title,
        dueOn: leadTasks.dueOn,
        leadId: leads.id,
        listingTitle: leads.listingTitle,
        buyerName: leads.name,
        agentName: accountNameOf(leads.agentId),
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(leadTasks)
      .innerJoin(leads, eq(leads.id, leadTasks.leadId))
      .where(overdue)
      .orderBy(asc(leadTasks.dueOn), asc(leadTasks.createdAt))
      .limit(OVERDUE_LIMIT);
    const tasks = rows.map(({ total: _total, ...task }) => task);
    return ok({ data: { tasks, total: rows[0]?.total ?? 0 } });
  });
}

/** The overview's overdue tasks for the viewer; none when they cannot be read (the failure is logged), so the overview still shows. */
export async function loadOverdueTasks(viewer: LeadViewer, now = new Date()): Promise<{ tasks: OverdueTask[]; total: number }> {
  const result = await listOverdueTasks(viewer, now);
  return result.success ? result.data : { tasks: [], total: 0 };
}
