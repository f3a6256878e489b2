import { formatIslandWeekdayTime } from "./format-dates";

/**
 * Times of day on St. John as a `datetime-local` input writes them
 * ("YYYY-MM-DDTHH:MM"). The island keeps UTC−4 all year (no daylight saving),
 * so a local time is the instant four hours later in UTC. Pure, for the
 * browser and the server.
 */
const ISLAND_OFFSET_MS = 4 * 60 * 60 * 1000;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant of an island wall-clock time, or null when the text is not a real "YYYY-MM-DDTHH:MM". */
export function instantFromIslandTime(value: string): Date | null {
  const match = LOCAL_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (hour > 23 || minute > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc + ISLAND_OFFSET_MS);
}

/** An instant as the island's "YYYY-MM-DDTHH:MM", for a `datetime-local` input's value. */
export function islandTimeOf(instant: Date): string {
  return new Date(instant.getTime() - ISLAND_OFFSET_MS).toISOString().slice(0, 16);
}

/** "Sat, Mar 14, 2026, 10:30 AM AST" on the island's clock. */
export function formatIslandTime(instant: Date): string {
  return formatIslandWeekdayTime(instant);
}
