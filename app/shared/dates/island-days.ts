/**
 * Calendar days as "YYYY-MM-DD" strings (the database's date text) on St.
 * John, whose clock is America/St_Thomas (UTC−4 all year): "today" and "the
 * past" are the island's. Pure functions, for the browser and the server.
 */
import { keptText } from "../lib/kept-text";

export const ISLAND_TIME_ZONE = "America/St_Thomas";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function toUtc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(toUtc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from one day to another (negative when reversed). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** One formatter per time zone: making an Intl.DateTimeFormat costs far more than using one, and pages ask for many days. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The island's clock is UTC−4 all year: Atlantic Standard Time, with no daylight saving. */
const ISLAND_UTC_OFFSET_MS = -4 * 3_600_000;

/** Island days' texts by day number (days since 1970-01-01 on the island's clock). */
const islandDayTexts = new Map<number, string>();

/** The calendar day of an instant in a time zone. */
export function dayInZone(instant: Date, timeZone = ISLAND_TIME_ZONE): string {
  if (timeZone === ISLAND_TIME_ZONE) {
    // A fixed offset needs no time-zone database, and a page asks for a hundred island days, mostly the same few.
    const dayNumber = Math.floor((instant.getTime() + ISLAND_UTC_OFFSET_MS) / DAY_MS);
    return keptText(islandDayTexts, dayNumber, () => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10));
  }
  const parts = dayFormat(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** Milliseconds from `now` to the island's next midnight. */
export function msUntilIslandMidnight(now = new Date()): number {
  const sinceMidnight = (((now.getTime() + ISLAND_UTC_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return DAY_MS - sinceMidnight;
}

/** Today on the island. */
export function todayOnIsland(now = new Date()): string {
  return dayInZone(now);
}
