import { markUnsafeText } from "~/shared/forms/text";
import { isKnownTimeZone, zonedTimeToInstant } from "./calendar-dates";
import { CALENDAR_MESSAGES } from "./calendar-messages";
import { parseContentLine, unescapeText, unfoldLines, type ContentLine } from "./ics-text";
import { ISLAND_TIME_ZONE, addDays, dayInZone, isIsoDay } from "~/shared/dates/island-days";

/** One busy period read from a feed: nights from `start` up to `end` (exclusive). */
export type FeedEvent = {
  uid: string;
  start: string;
  end: string;
  summary: string;
};

export type ReadCalendarResult =
  | { ok: true; events: FeedEvent[]; /** VEVENTs without usable dates. */ invalid: number }
  | { ok: false; error: string };

const DATE = /^(\d{4})-?(\d{2})-?(\d{2})$/;
const DATE_TIME = /^(\d{4})-?(\d{2})-?(\d{2})T(\d{2}):?(\d{2}):?(\d{2})(Z?)$/i;

/**
 * The calendar day a DTSTART/DTEND names. A DATE is taken as written; a
 * UTC DATE-TIME (…Z) or one with a known TZID is converted to the island's
 * day; a floating time or an unknown TZID (e.g. Windows zone names) keeps
 * its written date.
 */
export function readDay(line: ContentLine): string | null {
  const value = line.value.trim();
  const date = DATE.exec(value);
  if (date) {
    const day = `${date[1]}-${date[2]}-${date[3]}`;
    return isIsoDay(day) ? day : null;
  }
  const time = DATE_TIME.exec(value);
  if (!time) return null;
  const written = `${time[1]}-${time[2]}-${time[3]}`;
  if (!isIsoDay(written)) return null;
  const [year, month, day, hour, minute, second] = time.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (hour > 23 || minute > 59 || second > 60) return null;
  if (time[7]) return dayInZone(new Date(Date.UTC(year, month - 1, day, hour, minute, second)), ISLAND_TIME_ZONE);
  const zone = line.params.TZID;
  if (zone && isKnownTimeZone(zone)) {
    return dayInZone(zonedTimeToInstant({ year, month, day, hour, minute, second }, zone), ISLAND_TIME_ZONE);
  }
  return written;
}

/** Whole days of a DURATION such as P3D, P1W or P1DT12H (partial days round up); null otherwise. */
function durationDays(value: string): number | null {
  const match = /^\+?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i.exec(value.trim());
  if (!match) return null;
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const total = weeks! * 7 + days! + Math.ceil((hours! * 3600 + minutes! * 60 + seconds!) / 86_400);
  return total > 0 ? total : null;
}

type RawEvent = Map<string, ContentLine>;

function toFeedEvent(raw: RawEvent): FeedEvent | null | "cancelled" {
  if (raw.get("STATUS")?.value.trim().toUpperCase() === "CANCELLED") return "cancelled";
  const startLine = raw.get("DTSTART");
  const start = startLine ? readDay(startLine) : null;
  if (!start) return null;
  let end: string | null = null;
  const endLine = raw.get("DTEND");
  if (endLine) {
    end = readDay(endLine);
    if (!end) return null;
  } else {
    const duration = raw.get("DURATION");
    const days = duration ? durationDays(duration.value) : null;
    end = addDays(start, days ?? 1);
  }
  // A same-day event (e.g. 10:00–14:00) still takes that night.
  if (end <= start) end = addDays(start, 1);
  const uidValue = raw.get("UID")?.value.trim();
  return {
    uid: uidValue ? unescapeText(uidValue) : `no-uid:${start}:${end}`,
    start,
    end,
    summary: unescapeText(raw.get("SUMMARY")?.value ?? "").trim(),
  };
}

/**
 * Reads the VEVENTs of an iCalendar body as real feeds send it (Airbnb,
 * VRBO, Google): folded lines, LF or CRLF, DATE or DATE-TIME with TZID or Z,
 * a missing DTEND meaning one day. Cancelled events are left out; events
 * whose dates cannot be read are counted. A body that is not a complete
 * calendar is refused with a message for the owner.
 */
export function readCalendar(body: string): ReadCalendarResult {
  // Characters the database cannot store (a NUL in a UID) are marked, not kept, so one odd event cannot stop a sync.
  const lines = unfoldLines(markUnsafeText(body.replace(/^\uFEFF/, "")));
  if (lines.length === 0) return { ok: false, error: CALENDAR_MESSAGES.feedEmpty };
  if (lines[0]!.trim().toUpperCase() !== "BEGIN:VCALENDAR") {
    return { ok: false, error: /^\s*</.test(lines[0]!) ? CALENDAR_MESSAGES.feedIsWebPage : CALENDAR_MESSAGES.feedNotCalendar };
  }
  const events: FeedEvent[] = [];
  let invalid = 0;
  let current: RawEvent | null = null;
  // Components nested in an event (VALARM) or beside it (VTIMEZONE) are skipped.
  let nested = 0;
  let closed = false;
  for (const text of lines.slice(1)) {
    const line = parseContentLine(text);
    if (!line) continue;
    const value = line.value.trim().toUpperCase();
    if (line.name === "BEGIN") {
      if (value === "VEVENT" && current === null && nested === 0) current = new Map();
      else nested += 1;
    } else if (line.name === "END") {
      if (nested > 0) nested -= 1;
      else if (value === "VEVENT" && current) {
        const event = toFeedEvent(current);
        if (event === null) invalid += 1;
        else if (event !== "cancelled") events.push(event);
        current = null;
      } else if (value === "VCALENDAR" && current === null) {
        closed = true;
        break;
      }
    } else if (current && nested === 0 && !current.has(line.name)) {
      current.set(line.name, line);
    }
  }
  if (!closed) return { ok: false, error: CALENDAR_MESSAGES.feedIncomplete };
  return { ok: true, events, invalid };
}
