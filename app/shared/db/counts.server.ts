import { and, count, desc, gte, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb, type Database } from "./client.server";

/**
 * Counting rows in the database for the dashboards' figures and charts. A
 * feature counts its own tables with these and hands out only the counts.
 */

export type CountRow = { key: string; count: number };

/** Rows per value of a column; `keys` (when given) are always listed, in order, zero if absent. */
export async function countBy(table: PgTable, column: PgColumn, keys?: readonly string[]): Promise<CountRow[]> {
  const key = sql<string>`${column}::text`;
  const rows = await getDb().select({ key, count: count() }).from(table).groupBy(key).orderBy(desc(count()), key);
  if (!keys) return rows;
  return [...keys.map((value) => ({ key: value, count: rows.find((row) => row.key === value)?.count ?? 0 })), ...rows.filter((row) => !keys.includes(row.key))];
}

/** Rows of one series (`name`, "" when not split) in one week (`date`: its Monday on the island's calendar, YYYY-MM-DD). */
export type WeeklyCount = { date: string; name: string; count: number };

export type CountPerWeekOptions = {
  /** The table to count rows of. */
  table: PgTable;
  /** The row's moment (a timestamptz column): which week it falls in (from Monday, on the island's clock). */
  at: PgColumn;
  /** Rows before this moment are not read. */
  since: Date;
  /** Split into one count per value of this column (e.g. status). */
  splitBy?: PgColumn;
  /** Only rows matching this. */
  where?: SQL;
  db?: Database;
};

/** Rows per week (and per value of `splitBy`), counted in the database; weeks without rows are absent. */
export async function countPerWeek(options: CountPerWeekOptions): Promise<WeeklyCount[]> {
  const { table, at, splitBy, where } = options;
  // Weeks as the office lives them: Monday to Sunday on St. John's clock (UTC−4 all year, no daylight saving), not UTC's.
  const week = sql<string>`to_char(date_trunc('week', (${at} at time zone 'UTC') - interval '4 hours'), 'YYYY-MM-DD')`;
  const db = options.db ?? getDb();
  const since = and(gte(at, options.since), where);
  if (!splitBy) {
    const rows = await db.select({ date: week, count: count() }).from(table).where(since).groupBy(week);
    return rows.map((row) => ({ ...row, name: "" }));
  }
  const name = sql<string>`${splitBy}::text`;
  return db.select({ date: week, name, count: count() }).from(table).where(since).groupBy(week, name);
}
