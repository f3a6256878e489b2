import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { listAgentRoster, type RosterAgent } from "~/features/accounts/index.server";
import { enqueueMail } from "~/features/mail/index.server";
import { getConfig } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { formatShortDate, formatWeekdayDate } from "~/shared/dates/format-dates";
import { todayOnIsland } from "~/shared/dates/island-days";
import { leadVisibleTo } from "./lead-access.server";
import { leadTaskDigests, leadTasks, leads } from "./lead.table";
import { agentLeadPath } from "./lead-paths";

type DigestTask = { title: string; dueOn: string; leadId: string; listingTitle: string; buyerName: string | null };

/** The island's hour of the day (0–23) at `now`. */
function islandHour(now: Date): number {
  return Number(new Intl.DateTimeFormat("en-US", { timeZone: "America/St_Thomas", hour: "numeric", hourCycle: "h23" }).format(now));
}

export function digestMail(agent: RosterAgent, tasks: DigestTask[], today: string) {
  const overdue = tasks.filter((task) => task.dueOn < today);
  const dueToday = tasks.filter((task) => task.dueOn === today);
  const { publicUrl } = getConfig();
  const line = (task: DigestTask) =>
    `- ${task.title}: ${task.listingTitle}${task.buyerName ? `, ${task.buyerName}` : ""}${task.dueOn < today ? ` (due ${formatShortDate(task.dueOn)})` : ""}\n  ${publicUrl}${agentLeadPath(task.leadId)}`;
  const counts = [dueToday.length > 0 ? `${dueToday.length} due today` : null, overdue.length > 0 ? `${overdue.length} overdue` : null].filter(Boolean).join(", ");
  return {
    subject: `Your lead tasks for ${formatWeekdayDate(today)}: ${counts}`,
    text: [
      `Good morning, ${agent.name}.`,
      ...(dueToday.length > 0 ? ["", "Due today:", ...dueToday.map(line)] : []),
      ...(overdue.length > 0 ? ["", "Overdue:", ...overdue.map(line)] : []),
      "",
      "Mark a task done on its lead's page.",
    ].join("\n"),
  };
}

/**
 * Each active agent's daily e-mail of lead tasks due today or overdue, once
 * the island's clock has passed `hour`: one per agent and island day, made
 * sure of by the digest row's primary key, inserted in the same transaction
 * that queues the mail, so whichever process gets there first sends it and
 * the others find the row. An agent with nothing due gets nothing (and may
 * still get one later that day if a task comes due). Answers how many were sent.
 */
export async function sendTaskDigests(options: { hour: number; now?: Date }): Promise<number> {
  const now = options.now ?? new Date();
  if (islandHour(now) < options.hour) return 0;
  const today = todayOnIsland(now);
  const agents = (await listAgentRoster()).filter((agent) => agent.active);
  let sent = 0;
  for (const agent of agents) {
    const viewer = { id: agent.id, email: agent.email, emailVerified: agent.emailVerified, role: "agent" as const, status: "active" as const };
    const [already] = await getDb()
      .select({ day: leadTaskDigests.day })
      .from(leadTaskDigests)
      .where(and(eq(leadTaskDigests.agentId, agent.id), eq(leadTaskDigests.day, today)));
    if (already) continue;
    const tasks = await getDb()
      .select({ title: leadTasks.title, dueOn: leadTasks.dueOn, leadId: leads.id, listingTitle: leads.listingTitle, buyerName: leads.name })
      .from(leadTasks)
      .innerJoin(leads, eq(leads.id, leadTasks.leadId))
      .where(and(isNull(leadTasks.doneAt), lte(leadTasks.dueOn, today), leadVisibleTo(viewer)))
      .orderBy(asc(leadTasks.dueOn), asc(leadTasks.createdAt))
      .limit(50);
    if (tasks.length === 0) continue;
    const queued = await getDb().transaction(async (tx) => {
      const [claimed] = await tx
        .insert(leadTaskDigests)
        .values({ agentId: agent.id, day: today, sentAt: now })
        .onConflictDoNothing()
        .returning({ day: leadTaskDigests.day });
      if (!claimed) return false;
      await enqueueMail(tx, { to: agent.email, ...digestMail(agent, tasks, today) });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
