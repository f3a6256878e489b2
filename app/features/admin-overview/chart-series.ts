import { formatMonthDay } from "~/shared/dates/format-dates";

/**
 * The overview's charts take named series of weekly counts. No server code
 * here: the chart component and the services share these types and helpers.
 */
export type SeriesPoint = { /** The week's first day (Monday on the island's calendar), YYYY-MM-DD. */ date: string; count: number };
export type ChartSeries = { name: string; points: SeriesPoint[] };

export const OVERVIEW_WEEKS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;
/** St. John keeps UTC−4 all year (no daylight saving): the island's midnight is 04:00 UTC. */
const ISLAND_OFFSET_MS = 4 * 60 * 60 * 1000;

/**
 * The island's Monday of the week that holds `date`, as a calendar day
 * (midnight UTC of that day, so `toISOString().slice(0, 10)` names it).
 */
export function weekStart(date: Date): Date {
  const island = new Date(date.getTime() - ISLAND_OFFSET_MS);
  const day = new Date(Date.UTC(island.getUTCFullYear(), island.getUTCMonth(), island.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The first days (YYYY-MM-DD, island Mondays) of the last `count` weeks, oldest first, the current week last. */
export function lastWeeks(now: Date, count = OVERVIEW_WEEKS): string[] {
  const current = weekStart(now).getTime();
  return Array.from({ length: count }, (_, index) => new Date(current - (count - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10));
}

/** The instant an island day (YYYY-MM-DD) begins. */
export function islandMidnight(day: string): Date {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + ISLAND_OFFSET_MS);
}

/** One series per name, with a point (zero when absent) for every week. */
export function toSeries(weeks: readonly string[], names: readonly string[], counts: ReadonlyArray<{ name: string; date: string; count: number }>): ChartSeries[] {
  return names.map((name) => ({
    name,
    points: weeks.map((date) => ({
      date,
      count: counts.filter((row) => row.name === name && row.date === date).reduce((sum, row) => sum + row.count, 0),
    })),
  }));
}

/** "Mar 2" for 2026-03-02, from the site's one date formatter. */
export function shortDate(date: string): string {
  return formatMonthDay(date);
}

/** A round axis maximum at or above `value` (1, 2, 5 × 10ⁿ), never below 4 so small counts keep whole-number ticks. */
export function niceMax(value: number): number {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= value) return step * magnitude;
  }
  return 10 * magnitude;
}
