import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/shared/db/client.server";
import { countPerWeek, type WeeklyCount } from "~/shared/db/counts.server";
import { islandMidnight, toSeries, type ChartSeries } from "./chart-series";

export type WeeklyCountOptions = {
  /** The table to count rows of. */
  table: PgTable;
  /** The row's moment (a timestamptz column): which island week it falls in (from Monday). */
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
 * Chart series over `weeks` from weekly counts that a feature answers
 * (`counts(since)`, since the first week's island Monday), with a zero for every
 * empty week: e.g. booking requests per week by status.
 */
export async function seriesByWeek(
  weeks: readonly string[],
  names: readonly string[],
  counts: (since: Date) => Promise<WeeklyCount[]>,
): Promise<ChartSeries[]> {
  const first = weeks[0];
  if (!first) return toSeries([], names, []);
  return toSeries(weeks, names, await counts(islandMidnight(first)));
}

/**
 * Rows of a table per week, counted in the database (GROUP BY the week and
 * the split column), as chart series with a zero for every empty week.
 */
export async function countByWeek(options: WeeklyCountOptions): Promise<ChartSeries[]> {
  const { weeks, splitBy, names } = options;
  if (splitBy) return seriesByWeek(weeks, names, (since) => countPerWeek({ ...options, since }));
  if (!weeks[0]) return toSeries([], names, []);
  const name = names[0] ?? "";
  return seriesByWeek(weeks, names.slice(0, 1), async (since) => (await countPerWeek({ ...options, since })).map((row) => ({ ...row, name })));
}
