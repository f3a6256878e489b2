import { gte, sql } from "drizzle-orm";
import type { Database } from "~/shared/db/client.server";
import { leads } from "./lead.table";

/** The window the overview's response time looks back over. */
export const RESPONSE_WINDOW_DAYS = 90;

export type FirstResponseStats = {
  /** Median of first response minus arrival, in seconds; null when no lead in the window has been answered. */
  medianSeconds: number | null;
  /** Leads in the window that have had a first response. */
  answered: number;
  /** Leads that arrived in the window. */
  total: number;
};

/**
 * How quickly leads are answered: the median time from arrival to the first
 * response (a status change away from "new", a note or a confirmed showing)
 * over the leads that arrived in the last `days` (90 by default), computed in the database.
 * Leads not answered yet are counted but have no time.
 */
export async function firstResponseStats(db: Database, now = new Date(), days = RESPONSE_WINDOW_DAYS): Promise<FirstResponseStats> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({
      medianSeconds: sql<number | string | null>`percentile_cont(0.5) within group (order by extract(epoch from ${leads.firstResponseAt} - ${leads.createdAt}))`,
      answered: sql<number>`count(${leads.firstResponseAt})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(leads)
    .where(gte(leads.createdAt, since));
  const median = row?.medianSeconds;
  return { medianSeconds: median === null || median === undefined ? null : Number(median), answered: Number(row?.answered ?? 0), total: Number(row?.total ?? 0) };
}
