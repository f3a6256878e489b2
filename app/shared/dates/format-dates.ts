import { keptText } from "../lib/kept-text";
import { ISLAND_TIME_ZONE, dayInZone, isIsoDay } from "./island-days";

/**
 * Every date and time people read on the site, written one way: US style, on
 * the island's clock (America/St_Thomas). A calendar day stored as
 * "YYYY-MM-DD" (a close date, a stay) is that day wherever it is read; an
 * instant (a Date, or ISO text with a time) is first turned into its island
 * day and time, so a moment late in the evening on St. John never reads as
 * the next day. Pure, so the server's markup and the browser's agree.
 */

/** St. John keeps Atlantic Standard Time all year (no daylight saving), so its clock is always named AST. */
export const ISLAND_ZONE_NAME = "AST";

export type DateValue = Date | string;

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

// Calendar days are formatted at UTC midnight in UTC, so no zone can shift them.
const longDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });
const shortDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
const weekdayDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric", year: "numeric" });
const monthDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
const monthYear = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" });
const shortMonth = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short" });
const clock = new Intl.DateTimeFormat("en-US", { timeZone: ISLAND_TIME_ZONE, hour: "numeric", minute: "2-digit" });
// A wall-clock time ("16:00") has no zone: it is read at UTC, so no zone can shift it.
const wallClock = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", hour: "numeric", minute: "2-digit" });
const weekdayOnly = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short" });
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function instantOf(value: DateValue): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The island calendar day ("YYYY-MM-DD") of a value: a day text as it is, an
 * instant on the island's clock; null when it is neither.
 */
export function islandDayOf(value: DateValue | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string" && DAY_TEXT.test(value)) return isIsoDay(value) ? value : null;
  const instant = instantOf(value);
  return instant ? dayInZone(instant, ISLAND_TIME_ZONE) : null;
}

// A table repeats a handful of days (and an activity list a few dozen moments) on every view: each text is kept.
const formattedDays = new Map<Intl.DateTimeFormat, Map<string, string>>();

function formatDayWith(format: Intl.DateTimeFormat, value: DateValue | null | undefined): string {
  const day = islandDayOf(value);
  if (!day) return "";
  let texts = formattedDays.get(format);
  if (!texts) formattedDays.set(format, (texts = new Map()));
  return keptText(texts, day, () => format.format(new Date(`${day}T00:00:00Z`)));
}

/** "March 8, 2024"; empty for no date. */
export function formatLongDate(value: DateValue | null | undefined): string {
  return formatDayWith(longDay, value);
}

/** "Mar 8, 2024"; empty for no date. */
export function formatShortDate(value: DateValue | null | undefined): string {
  return formatDayWith(shortDay, value);
}

/** "Sat, Mar 8, 2024", for stays and showings where the weekday matters. */
export function formatWeekdayDate(value: DateValue | null | undefined): string {
  return formatDayWith(weekdayDay, value);
}

/** "Sat": the weekday alone, for a card's short badge. */
export function formatWeekday(value: DateValue | null | undefined): string {
  return formatDayWith(weekdayOnly, value);
}

/** "Mar 8", where the year goes without saying (a chart's week). */
export function formatMonthDay(value: DateValue | null | undefined): string {
  return formatDayWith(monthDay, value);
}

/** "March 2024", a calendar's month title. */
export function formatMonthYear(value: DateValue | null | undefined): string {
  return formatDayWith(monthYear, value);
}

/** "Mar": the month alone, where its year goes without saying (a chart's axis). */
export function formatShortMonth(value: DateValue | null | undefined): string {
  return formatDayWith(shortMonth, value);
}

/** "11:37 PM AST" on the island's clock. */
export function formatIslandClock(value: DateValue | null | undefined): string {
  const instant = value === null || value === undefined ? null : instantOf(value);
  return instant ? `${clockText(instant)} ${ISLAND_ZONE_NAME}` : "";
}

const MINUTE_MS = 60_000;
const formattedMinutes = new Map<number, string>();

/** "4:05 PM" on the island's clock: the same text as `clock.format`, formatted once per minute. */
function clockText(instant: Date): string {
  return keptText(formattedMinutes, Math.floor(instant.getTime() / MINUTE_MS), () => clock.format(instant));
}

/** "4:00 PM" from a wall-clock time "16:00" (a rental's check-in), in the clock style of every other time; empty for anything else. */
export function formatClockTime(time: string | null | undefined): string {
  const match = WALL_TIME.exec(time ?? "");
  return match ? wallClock.format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])))) : "";
}

/**
 * "1:00–3:00 PM", "11:30 AM–1:00 PM": a span on the island's clock (an open
 * house), the half of the day said once when both ends share it; no zone
 * named, so a caller adds it where the line needs one.
 */
export function formatIslandClockRange(start: DateValue | null | undefined, end: DateValue | null | undefined): string {
  const from = start === null || start === undefined ? null : instantOf(start);
  const to = end === null || end === undefined ? null : instantOf(end);
  if (!from || !to) return "";
  const [first, last] = [clock.format(from), clock.format(to)];
  const half = /\s([AP]M)$/;
  return half.exec(first)?.[1] === half.exec(last)?.[1] ? `${first.replace(half, "")}–${last}` : `${first}–${last}`;
}

/** "Mar 8, 2024, 11:37 PM AST": a moment, with the island's zone named. */
export function formatIslandDateTime(value: DateValue | null | undefined): string {
  const instant = value === null || value === undefined ? null : instantOf(value);
  return instant ? `${formatShortDate(instant)}, ${formatIslandClock(instant)}` : "";
}

/** "Sat, Mar 8, 2024, 11:37 AM AST": an appointment, with its weekday. */
export function formatIslandWeekdayTime(value: DateValue | null | undefined): string {
  const instant = value === null || value === undefined ? null : instantOf(value);
  return instant ? `${formatWeekdayDate(instant)}, ${formatIslandClock(instant)}` : "";
}

/** The year on the island now (the footer's copyright). */
export function islandYear(now: Date = new Date()): number {
  return Number(dayInZone(now, ISLAND_TIME_ZONE).slice(0, 4));
}
