import { and, count, gte, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb, type Database } from "~/shared/db/client.server";
import { toSeries, type ChartSeries } from "./chart-series";

export type WeeklyCountOptions = {
  /** The table to count rows of. */
  table: PgTable;
  /** The row's moment (a timestamptz column): which week it falls in (Monday, UTC). */
  at: PgColumn;
  /** The weeks to report (lastWeeks()); rows before the first are not read. */
  weeks: readonly string[];
  /** Split into one series per value of this column (e.g. kind); absent: one series named `name`. */
  splitBy?: PgColumn;
  /** The series' names: with `splitBy`, the column values to report, in order; without, one name. */
  names: readonly string[];
  /** Only rows matching this. */
  where?: SQL;
  db?: Database;
};

/**
 * Rows per week, counted in the database (GROUP BY the week and the split
 * column), as chart series with a zero for every empty week. Any feature's
 * table can be charted with one call, e.g. booking requests by `createdAt`.
 */
export async function countByWeek(options: WeeklyCountOptions): Promise<ChartSeries[]> {
  const { table, at, weeks, splitBy, names, where } = options;
  const first = weeks[0];
  if (!first) return toSeries([], names, []);
  const week = sql<string>`to_char(date_trunc('week', ${at} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const db = options.db ?? getDb();
  const since = and(gte(at, new Date(`${first}T00:00:00Z`)), where);
  if (!splitBy) {
    const rows = await db.select({ date: week, count: count() }).from(table).where(since).groupBy(week);
    return toSeries(weeks, names.slice(0, 1), rows.map((row) => ({ ...row, name: names[0] ?? "" })));
  }
  const name = sql<string>`${splitBy}::text`;
  const rows = await db.select({ date: week, name, count: count() }).from(table).where(since).groupBy(week, name);
  return toSeries(weeks, names, rows);
}
