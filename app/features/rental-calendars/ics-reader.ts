import { markUnsafeText } from "~/shared/forms/text";
import { CALENDAR_MESSAGES } from "./calendar-messages";
import { expandEvents, type FeedEvent, type RawEvent } from "./ics-recurrence";
import { parseContentLine, unfoldLines } from "./ics-text";
import { zoneFromDefinition, type ZoneTable } from "./ics-time";
import { todayOnIsland } from "~/shared/dates/island-days";

export { RECURRENCE_HORIZON_DAYS, type FeedEvent } from "./ics-recurrence";

export type ReadCalendarResult =
  | { ok: true; events: FeedEvent[]; /** VEVENTs without usable dates or rules. */ invalid: number }
  | { ok: false; error: string };

export type ReadCalendarOptions = {
  /** The island's today: repeating events are expanded from it to the horizon. */
  today?: string;
  horizonDays?: number;
};

/** Properties an event may carry more than once; of the others the first counts. */
const REPEATABLE = new Set(["EXDATE", "RDATE", "RRULE"]);

/**
 * Reads the VEVENTs of an iCalendar body as real feeds send it (Airbnb,
 * VRBO, Google, Outlook): folded lines, LF or CRLF, DATE or DATE-TIME in UTC,
 * in a TZID (the feed's VTIMEZONE or a zone the runtime knows) or floating,
 * a missing DTEND meaning one day, repeating events (RRULE, RDATE, EXDATE,
 * RECURRENCE-ID overrides) expanded from today to the horizon. Cancelled
 * events are left out; events whose dates cannot be read are counted. A body
 * that is not a complete calendar is refused with a message for the owner.
 */
export function readCalendar(body: string, options: ReadCalendarOptions = {}): ReadCalendarResult {
  // Characters the database cannot store (a NUL in a UID) are marked, not kept, so one odd event cannot stop a sync.
  const lines = unfoldLines(markUnsafeText(body.replace(/^\uFEFF/, "")));
  if (lines.length === 0) return { ok: false, error: CALENDAR_MESSAGES.feedEmpty };
  if (lines[0]!.trim().toUpperCase() !== "BEGIN:VCALENDAR") {
    return { ok: false, error: /^\s*</.test(lines[0]!) ? CALENDAR_MESSAGES.feedIsWebPage : CALENDAR_MESSAGES.feedNotCalendar };
  }
  const raws: RawEvent[] = [];
  const zones: ZoneTable = new Map();
  let current: RawEvent | null = null;
  let timezone: string[] | null = null;
  // Components nested in an event (VALARM) or beside it (VTODO) are skipped.
  let nested = 0;
  let closed = false;
  for (const text of lines.slice(1)) {
    const line = parseContentLine(text);
    if (!line) continue;
    const value = line.value.trim().toUpperCase();
    if (timezone) {
      timezone.push(text);
      if (line.name === "END" && value === "VTIMEZONE") {
        const defined = zoneFromDefinition(timezone);
        if (defined) zones.set(defined.id, defined.zone);
        timezone = null;
      }
      continue;
    }
    if (line.name === "BEGIN") {
      if (value === "VEVENT" && current === null && nested === 0) current = new Map();
      else if (value === "VTIMEZONE" && current === null && nested === 0) timezone = [text];
      else nested += 1;
    } else if (line.name === "END") {
      if (nested > 0) nested -= 1;
      else if (value === "VEVENT" && current) {
        raws.push(current);
        current = null;
      } else if (value === "VCALENDAR" && current === null) {
        closed = true;
        break;
      }
    } else if (current && nested === 0) {
      const known = current.get(line.name);
      if (!known) current.set(line.name, [line]);
      else if (REPEATABLE.has(line.name)) known.push(line);
    }
  }
  if (!closed) return { ok: false, error: CALENDAR_MESSAGES.feedIncomplete };
  const { events, invalid } = expandEvents(raws, zones, { today: options.today ?? todayOnIsland(), horizonDays: options.horizonDays });
  return { ok: true, events, invalid };
}
