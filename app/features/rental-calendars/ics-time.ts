import ICAL from "ical.js";
import { isKnownTimeZone, wallClockParts, zonedTimeToInstant } from "./calendar-dates";
import type { ContentLine } from "./ics-text";
import { ISLAND_TIME_ZONE, isIsoDay } from "~/shared/dates/island-days";

/**
 * Date and time values of an iCalendar feed, read the way ical.js reads
 * them: a DATE is a whole day; a DATE-TIME is UTC (…Z), in the zone its
 * TZID names (the feed's own VTIMEZONE first, then the runtime's zone of
 * that name), or floating. A floating time, or a TZID nobody defines, is
 * taken as island time.
 */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** How to turn a wall-clock time of one zone into an instant, and back. */
export type Zone =
  | { kind: "utc" }
  | { kind: "floating" }
  | { kind: "zone"; id: string; toInstant: (wall: WallTime) => Date; toWall: (instant: Date) => WallTime };

export type EventTime = { wall: WallTime; isDate: boolean; zone: Zone };

/** The feed's time zones by TZID. */
export type ZoneTable = Map<string, Zone>;

const DATE = /^(\d{4})-?(\d{2})-?(\d{2})$/;
const DATE_TIME = /^(\d{4})-?(\d{2})-?(\d{2})T(\d{2}):?(\d{2}):?(\d{2})(Z?)$/i;
const UTC: Zone = { kind: "utc" };
const FLOATING: Zone = { kind: "floating" };

function wallOfUtc(instant: Date): WallTime {
  return {
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth() + 1,
    day: instant.getUTCDate(),
    hour: instant.getUTCHours(),
    minute: instant.getUTCMinutes(),
    second: instant.getUTCSeconds(),
  };
}

/** A wall time read as if it were UTC: the arithmetic ical.js does on wall times. */
export function wallMillis(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

export function addToWall(wall: WallTime, millis: number): WallTime {
  return wallOfUtc(new Date(wallMillis(wall) + millis));
}

export function wallDay(wall: WallTime): string {
  return `${String(wall.year).padStart(4, "0")}-${String(wall.month).padStart(2, "0")}-${String(wall.day).padStart(2, "0")}`;
}

function runtimeZone(id: string): Zone {
  return { kind: "zone", id, toInstant: (wall) => zonedTimeToInstant(wall, id), toWall: (instant) => wallClockParts(instant, id) };
}

/**
 * A VTIMEZONE component (its unfolded lines, BEGIN to END) as a zone, through
 * ical.js's own rules for STANDARD/DAYLIGHT observances; null when ical.js
 * cannot make sense of it.
 */
export function zoneFromDefinition(lines: string[]): { id: string; zone: Zone } | null {
  try {
    const component = new ICAL.Component(ICAL.parse(["BEGIN:VCALENDAR", ...lines, "END:VCALENDAR"].join("\r\n")));
    const definition = component.getFirstSubcomponent("vtimezone");
    if (!definition) return null;
    const timezone = new ICAL.Timezone(definition);
    if (!timezone.tzid) return null;
    const toInstant = (wall: WallTime) => new Date(ICAL.Time.fromData({ ...wall, isDate: false }, timezone).toUnixTime() * 1000);
    const toWall = (instant: Date): WallTime => {
      const local = ICAL.Time.fromJSDate(instant, true).convertToZone(timezone);
      return { year: local.year, month: local.month, day: local.day, hour: local.hour, minute: local.minute, second: local.second };
    };
    // Proves the definition can be used before any event relies on it.
    toInstant({ year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
    return { id: timezone.tzid, zone: { kind: "zone", id: timezone.tzid, toInstant, toWall } };
  } catch {
    return null;
  }
}

function zoneFor(tzid: string | undefined, zones: ZoneTable): Zone {
  if (!tzid) return FLOATING;
  const id = tzid.replace(/^\//, "");
  const defined = zones.get(tzid) ?? zones.get(id);
  if (defined) return defined;
  return isKnownTimeZone(id) ? runtimeZone(id) : FLOATING;
}

/** One DATE or DATE-TIME value; `tzid` applies to a DATE-TIME without Z. Null when it is not a real date and time. */
export function readTimeValue(value: string, tzid: string | undefined, zones: ZoneTable): EventTime | null {
  const text = value.trim();
  const date = DATE.exec(text);
  if (date) {
    const wall = { year: Number(date[1]), month: Number(date[2]), day: Number(date[3]), hour: 0, minute: 0, second: 0 };
    return isIsoDay(wallDay(wall)) ? { wall, isDate: true, zone: FLOATING } : null;
  }
  const time = DATE_TIME.exec(text);
  if (!time) return null;
  const [year, month, day, hour, minute, second] = time.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const wall = { year, month, day, hour, minute, second: Math.min(second, 59) };
  if (!isIsoDay(wallDay(wall)) || hour > 23 || minute > 59 || second > 60) return null;
  return { wall, isDate: false, zone: time[7] ? UTC : zoneFor(tzid, zones) };
}

/** A DTSTART, DTEND, RECURRENCE-ID or similar property's value. */
export function readTime(line: ContentLine, zones: ZoneTable): EventTime | null {
  return readTimeValue(line.value, line.params.TZID, zones);
}

/** The instant a time stands for; a DATE or a floating time counts as island time. */
export function instantOf(time: EventTime): Date {
  if (time.isDate || time.zone.kind === "floating") return zonedTimeToInstant(time.wall, ISLAND_TIME_ZONE);
  if (time.zone.kind === "utc") return new Date(wallMillis(time.wall));
  return time.zone.toInstant(time.wall);
}

/** The island's calendar day of a time: a DATE and a floating time as written, others converted. */
export function islandDay(time: EventTime): string {
  if (time.isDate || time.zone.kind === "floating") return wallDay(time.wall);
  return wallDay(wallClockParts(instantOf(time), ISLAND_TIME_ZONE));
}

/** The same instant as a wall time of `zone` (for an UNTIL given in UTC). */
export function wallIn(instant: Date, zone: Zone): WallTime {
  return zone.kind === "zone" ? zone.toWall(instant) : wallOfUtc(instant);
}

/**
 * What identifies one occurrence for EXDATE and RECURRENCE-ID: a DATE
 * matches the occurrence on that day, a DATE-TIME the occurrence at that
 * instant.
 */
export function occurrenceKeys(time: EventTime): string[] {
  const day = `day:${wallDay(time.wall)}`;
  return time.isDate ? [day] : [day, `at:${instantOf(time).getTime()}`];
}

export function matchKey(time: EventTime): string {
  return time.isDate ? `day:${wallDay(time.wall)}` : `at:${instantOf(time).getTime()}`;
}
