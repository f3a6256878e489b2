import { refuse } from "~/shared/access/permissions";
import { and, asc, count, desc, eq, sql, type SQLWrapper } from "drizzle-orm";
import { accountNameOf } from "~/features/accounts/index.server";
import { getDb } from "~/shared/db/client.server";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { leadVisibleTo, type LeadViewer } from "./lead-access.server";
import { leadEvents, leadMessages, leadTasks, leads, showings, type LeadKind, type LeadRouting, type LeadStatus, type ShowingStatus } from "./lead.table";
import { LEAD_MESSAGES, LEAD_STATUS_CHOICES } from "./lead-rules";
import { loadTablePage, matchesText, orderByColumn } from "~/shared/tables/table-page.server";
import { readTableQuery, type TablePage, type TableQuery } from "~/shared/tables/table-query";
import { LEADS_TABLE, type LeadSort } from "./leads-table";

/** Who has the lead, as the table names them: the agent's account name, else the address it was mailed to. */
const agentShown = sql<string | null>`coalesce(${accountNameOf(leads.agentId)}, ${leads.agentEmail})`;

/** The whitelisted sorts; the newest enquiry, then the id, break ties so pages never overlap. */
const SORT_COLUMNS: Record<LeadSort, SQLWrapper> = {
  received: leads.createdAt,
  listing: sql`lower(${leads.listingTitle})`,
  name: sql`lower(${leads.name})`,
  status: leads.status,
  showing: showings.startsAt,
  agent: sql`lower(${agentShown})`,
};

export type LeadListRow = {
  id: string;
  listingTitle: string;
  name: string | null;
  status: LeadStatus;
  createdAt: Date;
  /** The agent's name, else the address the lead was mailed to; null for the office's. */
  agentShown: string | null;
  showingStatus: ShowingStatus | null;
  showingStartsAt: Date | null;
};

/**
 * One page of the leads the viewer may see (leadVisibleTo: an agent's own,
 * every lead for an administrator), optionally of one status (an unknown
 * status filters nothing), searched by the buyer's name, e-mail or phone,
 * the listing or the agent, sorted by a whitelisted column and paged in SQL.
 */
export async function listLeads(
  viewer: LeadViewer,
  filter: { status?: string | null } = {},
  query: TableQuery<LeadSort> = readTableQuery(new URLSearchParams(), LEADS_TABLE),
): Promise<Result<{ data: TablePage<LeadListRow, LeadSort> }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  const status = LEAD_STATUS_CHOICES.find((choice) => choice === filter.status);
  const where = and(
    leadVisibleTo(viewer),
    status ? eq(leads.status, status) : undefined,
    matchesText(query.q, [leads.name, leads.email, leads.phone, leads.listingTitle, leads.agentEmail, accountNameOf(leads.agentId)]),
  );
  return runService("listLeads", { viewerId: viewer.id, query }, async () => {
    const page = await loadTablePage(
      query,
      async () => (await getDb().select({ total: count() }).from(leads).leftJoin(showings, eq(showings.leadId, leads.id)).where(where))[0]?.total ?? 0,
      (limit, offset) =>
        getDb()
          .select({
            id: leads.id,
            listingTitle: leads.listingTitle,
            name: leads.name,
            status: leads.status,
            createdAt: leads.createdAt,
            agentShown,
            showingStatus: showings.status,
            showingStartsAt: showings.startsAt,
          })
          .from(leads)
          .leftJoin(showings, eq(showings.leadId, leads.id))
          .where(where)
          .orderBy(...orderByColumn(SORT_COLUMNS, query.sort, query.dir, desc(leads.createdAt), desc(leads.id)))
          .limit(limit)
          .offset(offset),
    );
    return ok({ data: page });
  });
}

/** One entry of a lead's timeline: an event, or an e-mail to the buyer (kind "message", with its subject). */
export type TimelineEntry = { id: string; kind: string; detail: string | null; subject?: string; createdAt: Date; actorName: string | null };

export type LeadTask = { id: string; title: string; dueOn: string; doneAt: Date | null; doneByName: string | null };

export type LeadDetail = {
  id: string;
  listingId: string | null;
  listingTitle: string;
  listingPath: string;
  agentId: string | null;
  agentName: string | null;
  agentEmail: string | null;
  routing: LeadRouting;
  /** What brought it: a listing's inquiry, or an owner's home valuation. */
  source: LeadKind;
  assignedAt: Date;
  name: string | null;
  email: string | null;
  phone: string | null;
  message: string;
  status: LeadStatus;
  /** A lost lead's reason and note. */
  lostReason: string | null;
  lostNote: string | null;
  createdAt: Date;
  firstResponseAt: Date | null;
  anonymized: boolean;
  /** Everything that happened, oldest first. */
  events: TimelineEntry[];
  tasks: LeadTask[];
  showing: { id: string; status: ShowingStatus; preferredTimes: Date[]; startsAt: Date | null; sequence: number } | null;
};

/** The arrival comes first among entries written in the same instant; otherwise by time. */
const timelineOrder = (a: TimelineEntry, b: TimelineEntry) =>
  a.createdAt.getTime() - b.createdAt.getTime() || Number(b.kind === "received") - Number(a.kind === "received");

/** One lead with its timeline, tasks and showing, when the viewer may see it; otherwise not found. */
export async function getLead(viewer: LeadViewer, id: unknown): Promise<Result<{ data: LeadDetail }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  if (!isUuid(id)) return failWith("not_found", LEAD_MESSAGES.notFound);
  return runService("getLead", { id, viewerId: viewer.id }, async () => {
    const db = getDb();
    const [lead] = await db
      .select({ lead: leads, agentName: accountNameOf(leads.agentId) })
      .from(leads)
      .where(and(eq(leads.id, id), leadVisibleTo(viewer)));
    if (!lead) return failWith("not_found", LEAD_MESSAGES.notFound);
    const events = await db
      .select({ id: leadEvents.id, kind: leadEvents.kind, detail: leadEvents.detail, createdAt: leadEvents.createdAt, actorName: accountNameOf(leadEvents.actorId) })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, id))
      .orderBy(asc(leadEvents.createdAt), asc(sql`case when ${leadEvents.kind} = 'received' then 0 else 1 end`), asc(leadEvents.id));
    const messages = await db
      .select({ id: leadMessages.id, subject: leadMessages.subject, detail: leadMessages.body, createdAt: leadMessages.createdAt, actorName: accountNameOf(leadMessages.senderId) })
      .from(leadMessages)
      .where(eq(leadMessages.leadId, id))
      .orderBy(asc(leadMessages.createdAt));
    const tasks = await db
      .select({ id: leadTasks.id, title: leadTasks.title, dueOn: leadTasks.dueOn, doneAt: leadTasks.doneAt, doneByName: accountNameOf(leadTasks.doneBy) })
      .from(leadTasks)
      .where(eq(leadTasks.leadId, id))
      .orderBy(sql`${leadTasks.doneAt} is not null`, asc(leadTasks.dueOn), asc(leadTasks.createdAt));
    const [showing] = await db
      .select({ id: showings.id, status: showings.status, preferredTimes: showings.preferredTimes, startsAt: showings.startsAt, sequence: showings.sequence })
      .from(showings)
      .where(eq(showings.leadId, id))
      .orderBy(desc(showings.createdAt))
      .limit(1);
    const row = lead.lead;
    return ok({
      data: {
        id: row.id,
        listingId: row.listingId,
        listingTitle: row.listingTitle,
        listingPath: row.listingPath,
        agentId: row.agentId,
        agentName: lead.agentName,
        agentEmail: row.agentEmail,
        routing: row.routing,
        source: row.source,
        assignedAt: row.assignedAt,
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        status: row.status,
        lostReason: row.lostReason,
        lostNote: row.lostNote,
        createdAt: row.createdAt,
        firstResponseAt: row.firstResponseAt,
        anonymized: row.anonymizedAt !== null,
        events: [...events, ...messages.map((message) => ({ ...message, kind: "message" }))].sort(timelineOrder),
        tasks,
        showing: showing ?? null,
      },
    });
  });
}
