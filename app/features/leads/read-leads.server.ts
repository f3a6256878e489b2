import { refuse } from "~/features/accounts";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { accountNameOf } from "~/features/accounts/index.server";
import { getDb } from "~/shared/db/client.server";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { leadVisibleTo, type LeadViewer } from "./lead-access.server";
import { leadEvents, leads, showings, type LeadStatus, type ShowingStatus } from "./lead.table";
import { LEAD_MESSAGES, LEAD_STATUS_CHOICES } from "./lead-rules";

const LIST_LIMIT = 200;

export type LeadListRow = {
  id: string;
  listingTitle: string;
  name: string | null;
  status: LeadStatus;
  createdAt: Date;
  agentEmail: string | null;
  showingStatus: ShowingStatus | null;
  showingStartsAt: Date | null;
};

/** The leads the viewer may see, newest first, optionally of one status (an unknown status filters nothing). */
export async function listLeads(viewer: LeadViewer, filter: { status?: string | null } = {}): Promise<Result<{ data: LeadListRow[] }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  const status = LEAD_STATUS_CHOICES.find((choice) => choice === filter.status);
  return runService("listLeads", { viewerId: viewer.id }, async () => {
    const rows = await getDb()
      .select({
        id: leads.id,
        listingTitle: leads.listingTitle,
        name: leads.name,
        status: leads.status,
        createdAt: leads.createdAt,
        agentEmail: leads.agentEmail,
        showingStatus: showings.status,
        showingStartsAt: showings.startsAt,
      })
      .from(leads)
      .leftJoin(showings, eq(showings.leadId, leads.id))
      .where(and(leadVisibleTo(viewer), status ? eq(leads.status, status) : undefined))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(LIST_LIMIT);
    return ok({ data: rows });
  });
}

export type LeadDetail = {
  id: string;
  listingTitle: string;
  listingPath: string;
  agentEmail: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  message: string;
  status: LeadStatus;
  createdAt: Date;
  firstResponseAt: Date | null;
  anonymized: boolean;
  events: Array<{ id: string; kind: string; detail: string | null; createdAt: Date; actorName: string | null }>;
  showing: { id: string; status: ShowingStatus; preferredTimes: Date[]; startsAt: Date | null; sequence: number } | null;
};

/** One lead with its timeline and showing, when the viewer may see it; otherwise not found. */
export async function getLead(viewer: LeadViewer, id: unknown): Promise<Result<{ data: LeadDetail }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  if (!isUuid(id)) return failWith("not_found", LEAD_MESSAGES.notFound);
  return runService("getLead", { id, viewerId: viewer.id }, async () => {
    const db = getDb();
    const [lead] = await db
      .select()
      .from(leads)
      .where(and(eq(leads.id, id), leadVisibleTo(viewer)));
    if (!lead) return failWith("not_found", LEAD_MESSAGES.notFound);
    const events = await db
      .select({ id: leadEvents.id, kind: leadEvents.kind, detail: leadEvents.detail, createdAt: leadEvents.createdAt, actorName: accountNameOf(leadEvents.actorId) })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, id))
      // The arrival comes first among entries written in the same instant.
      .orderBy(asc(leadEvents.createdAt), asc(sql`case when ${leadEvents.kind} = 'received' then 0 else 1 end`), asc(leadEvents.id));
    const [showing] = await db
      .select({ id: showings.id, status: showings.status, preferredTimes: showings.preferredTimes, startsAt: showings.startsAt, sequence: showings.sequence })
      .from(showings)
      .where(eq(showings.leadId, id))
      .orderBy(desc(showings.createdAt))
      .limit(1);
    return ok({
      data: {
        id: lead.id,
        listingTitle: lead.listingTitle,
        listingPath: lead.listingPath,
        agentEmail: lead.agentEmail,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        message: lead.message,
        status: lead.status,
        createdAt: lead.createdAt,
        firstResponseAt: lead.firstResponseAt,
        anonymized: lead.anonymizedAt !== null,
        events,
        showing: showing ?? null,
      },
    });
  });
}
