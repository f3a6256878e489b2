/**
 * Calendar days as "YYYY-MM-DD" strings (the database's date text), and the
 * conversions iCalendar needs. Rentals are on St. John: America/St_Thomas
 * (UTC−4 all year).
 */
export const PROPERTY_TIME_ZONE = "America/St_Thomas";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day in "YYYY-MM-DD" form. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The calendar day of an instant in a time zone. */
export function dayInZone(instant: Date, timeZone = PROPERTY_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** Today on the island. */
export function todayOnIsland(now = new Date()): string {
  return dayInZone(now);
}

/** "2026-03-01" -> "20260301". */
export function compactDay(day: string): string {
  return day.replace(/-/g, "");
}

/** An instant as an iCalendar UTC DATE-TIME, e.g. "20261122T153000Z". */
export function utcStamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** Whether a time-zone name is known to this runtime. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant of a wall-clock time in a time zone (two passes of the offset
 * at that moment, which settles across daylight-saving changes).
 */
export function zonedTimeToInstant(
  wall: { year: number; month: number; day: number; hour: number; minute: number; second: number },
  timeZone: string,
): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  let guess = asUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    guess = asUtc - offsetMillis(new Date(guess), timeZone);
  }
  return new Date(guess);
}

function offsetMillis(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wallAsUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}
