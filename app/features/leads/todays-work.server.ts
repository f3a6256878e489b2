import { and, asc, desc, eq, gte, isNull, lt, lte, sql } from "drizzle-orm";
import { refuse } from "~/shared/access/permissions";
import { preparedQueryByShape, UNNAMED } from "~/shared/db/prepared-query.server";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";
import { instantFromIslandTime } from "~/shared/dates/island-times";
import { readFormData } from "~/shared/forms/parse-form";
import { failureReply, type Reply } from "~/shared/http/reply";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { leadViewerEmail, leadVisibilityCondition, leadVisibilityOf, type LeadViewer, type LeadVisibility } from "./lead-access.server";
import { leadTasks, leads, showings } from "./lead.table";
import { setLeadTaskDone } from "./lead-tasks.server";

/** A group of today's work: the first few items and how many there are in all. */
export type WorkGroup<T> = { items: T[]; total: number };

export type NewLeadItem = { id: string; name: string | null; listingTitle: string; createdAt: Date };
export type DueTaskItem = { id: string; leadId: string; title: string; dueOn: string; overdue: boolean; buyerName: string | null; listingTitle: string };
export type ShowingTodayItem = { id: string; leadId: string; startsAt: Date; buyerName: string | null; listingTitle: string };

export type TodaysLeadWork = {
  /** The island day the work is for, "YYYY-MM-DD". */
  today: string;
  newLeads: WorkGroup<NewLeadItem>;
  tasks: WorkGroup<DueTaskItem>;
  showings: WorkGroup<ShowingTodayItem>;
};

/** How many items each group lists; the rest are counted and reached from the leads' pages. */
export const TODAY_GROUP_LIMIT = 8;

/** The first rows of a query that also counted all its rows (`total`, a window count taken before the limit). */
function grouped<T extends { total: number }>(rows: T[]): WorkGroup<Omit<T, "total">> {
  return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? 0 };
}

const totalCount = sql<number>`(count(*) over ())::int`;

/**
 * The three groups' statements for one kind of viewer (every lead, or their own), built once: the dashboard asks
 * for them on every view, and building their SQL cost more than running them.
 */
const todaysStatements = preparedQueryByShape((db, { visibility }: { visibility: LeadVisibility }) => {
  const visible = leadVisibilityCondition(visibility, sql.placeholder("viewerId"), sql.placeholder("viewerEmail"));
  return {
    newLeads: db
      .select({ id: leads.id, name: leads.name, listingTitle: leads.listingTitle, createdAt: leads.createdAt, total: totalCount })
      .from(leads)
      .where(and(eq(leads.status, "new"), isNull(leads.anonymizedAt), visible))
      .orderBy(desc(leads.createdAt), asc(leads.id))
      .limit(TODAY_GROUP_LIMIT)
      .prepare(UNNAMED),
    tasks: db
      .select({
        id: leadTasks.id,
        leadId: leads.id,
        title: leadTasks.title,
        dueOn: leadTasks.dueOn,
        buyerName: leads.name,
        listingTitle: leads.listingTitle,
        total: totalCount,
      })
      .from(leadTasks)
      .innerJoin(leads, eq(leads.id, leadTasks.leadId))
      .where(and(isNull(leadTasks.doneAt), lte(leadTasks.dueOn, sql.placeholder("today")), visible))
      .orderBy(asc(leadTasks.dueOn), asc(leadTasks.createdAt), asc(leadTasks.id))
      .limit(TODAY_GROUP_LIMIT)
      .prepare(UNNAMED),
    showings: db
      .select({ id: showings.id, leadId: leads.id, startsAt: showings.startsAt, buyerName: leads.name, listingTitle: leads.listingTitle, total: totalCount })
      .from(showings)
      .innerJoin(leads, eq(leads.id, showings.leadId))
      .where(and(eq(showings.status, "confirmed"), gte(showings.startsAt, sql.placeholder("dayStart")), lt(showings.startsAt, sql.placeholder("dayEnd")), visible))
      .orderBy(asc(showings.startsAt), asc(showings.id))
      .limit(TODAY_GROUP_LIMIT)
      .prepare(UNNAMED),
  };
});

/**
 * What the viewer has to do today on the island (America/St_Thomas), on the
 * leads they may see (leadVisibleTo: an agent's own, every lead for an
 * administrator): leads still new (never answered), the newest first; open
 * tasks due today or before, the oldest first; and confirmed showings that
 * start between the island's midnight and the next, the earliest first.
 */
export async function listTodaysLeadWork(viewer: LeadViewer, now = new Date()): Promise<Result<{ data: TodaysLeadWork }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  const today = todayOnIsland(now);
  const dayStart = instantFromIslandTime(`${today}T00:00`)!;
  const dayEnd = instantFromIslandTime(`${addDays(today, 1)}T00:00`)!;
  return runService("listTodaysLeadWork", { viewerId: viewer.id }, async () => {
    const statements = todaysStatements({ visibility: leadVisibilityOf(viewer) });
    const values = { viewerId: viewer.id, viewerEmail: leadViewerEmail(viewer), today, dayStart, dayEnd };
    const [newLeads, tasks, todaysShowings] = await Promise.all([statements.newLeads.execute(values), statements.tasks.execute(values), statements.showings.execute(values)]);
    const dueTasks = grouped(tasks);
    return ok({
      data: {
        today,
        newLeads: grouped(newLeads),
        tasks: { ...dueTasks, items: dueTasks.items.map((task) => ({ ...task, overdue: task.dueOn < today })) },
        // A confirmed showing always has its time (the filter above); the type does not know it.
        showings: grouped(todaysShowings.map((showing) => ({ ...showing, startsAt: showing.startsAt! }))),
      },
    });
  });
}

/** Today's lead work for the dashboard; empty groups when it cannot be read (the failure is logged), so the page still shows. */
export async function loadTodaysLeadWork(viewer: LeadViewer, now = new Date()): Promise<TodaysLeadWork & { failed: boolean }> {
  const result = await listTodaysLeadWork(viewer, now);
  if (result.success) return { ...result.data, failed: false };
  const none = { items: [], total: 0 };
  return { today: todayOnIsland(now), newLeads: none, tasks: none, showings: none, failed: true };
}

/**
 * The landing view's "Mark done" form: one task of one of the viewer's leads
 * marked done (setLeadTaskDone checks the lead is theirs and writes the
 * timeline). Any other intent is refused as input that broke a rule.
 */
export async function completeTodayTask(viewer: LeadViewer, request: Request): Promise<Reply<{ done: string } | { error: string }>> {
  const form = await readFormData(request);
  const result = form.get("intent") === "task_done" ? await setLeadTaskDone(viewer, form.get("leadId"), form.get("taskId"), true) : fail("Nothing to do: choose a task to mark done.");
  if (result.success) return { status: 200, body: { done: "Task marked done." } };
  return failureReply(result, { error: result.code === "unexpected" ? "The task could not be marked done just now; please try again in a few minutes." : result.error });
}
