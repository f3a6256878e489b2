import { and, count, desc, gte, sql } from "drizzle-orm";
import { accountNameOf } from "~/features/accounts/index.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { leadEvents, leads } from "./lead.table";

/** How the office's leads went over a window: counted in the database for the overview. */
export type LeadActivity = {
  /** Leads that arrived in the window. */
  total: number;
  /** Per agent (their name, or the address the lead went to; "Office" for neither), most first. */
  byAgent: Array<{ key: string; count: number }>;
  /** Showings buyers asked for, and showings agents confirmed, in the window. */
  showingsRequested: number;
  showingsBooked: number;
  /** Enquiries per listing page, most first (the top `limit`). */
  byListing: Array<{ path: string; title: string; count: number }>;
};

export async function leadActivity(since: Date, options: { limit?: number; db?: Database } = {}): Promise<LeadActivity> {
  const db = options.db ?? getDb();
  const agent = sql<string>`coalesce(${accountNameOf(leads.agentId)}, ${leads.agentEmail}, 'Office')`;
  const [byAgent, [events], byListing] = await Promise.all([
    db.select({ key: agent, count: count() }).from(leads).where(gte(leads.createdAt, since)).groupBy(agent).orderBy(desc(count()), agent),
    db
      .select({
        requested: sql<number>`count(*) filter (where ${leadEvents.kind} = 'showing_requested')::int`,
        booked: sql<number>`count(*) filter (where ${leadEvents.kind} = 'showing_confirmed')::int`,
      })
      .from(leadEvents)
      .where(and(gte(leadEvents.createdAt, since), sql`${leadEvents.kind} in ('showing_requested', 'showing_confirmed')`)),
    db
      .select({ path: leads.listingPath, title: sql<string>`max(${leads.listingTitle})`, count: count() })
      .from(leads)
      .where(gte(leads.createdAt, since))
      .groupBy(leads.listingPath)
      .orderBy(desc(count()), leads.listingPath)
      .limit(options.limit ?? 10),
  ]);
  return {
    total: byAgent.reduce((sum, row) => sum + row.count, 0),
    byAgent,
    showingsRequested: Number(events?.requested ?? 0),
    showingsBooked: Number(events?.booked ?? 0),
    byListing,
  };
}
