/*
 * The conversions iCalendar needs between its day and date-time forms and
 * the island's "YYYY-MM-DD" days (app/shared/dates/island-days.ts).
 */

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

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of an instant in a time zone (formatters are kept: making one is slow). */
export function wallClockParts(instant: Date, timeZone: string) {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    wallClocks.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

function offsetMillis(instant: Date, timeZone: string): number {
  const wall = wallClockParts(instant, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}
