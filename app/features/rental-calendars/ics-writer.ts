import { compactDay, utcStamp } from "./calendar-dates";
import { CRLF, escapeText, foldLine } from "./ics-text";

export const PRODUCT_ID = "-//Sugar Apple Realty//Rental calendar 1.0//EN";

/** One all-day period: nights from `start` up to, not including, `end` (the check-out day). */
export type CalendarEvent = {
  uid: string;
  /** "YYYY-MM-DD", first night. */
  start: string;
  /** "YYYY-MM-DD", exclusive. */
  end: string;
  /** What other calendars show; never a guest's personal data. */
  summary: string;
  /** When this period was last changed (DTSTAMP). */
  stamp: Date;
};

export type CalendarDocument = {
  /** X-WR-CALNAME, the name calendar apps show. */
  name?: string;
  events: CalendarEvent[];
};

function eventLines(event: CalendarEvent): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;VALUE=DATE:${compactDay(event.start)}`,
    `DTEND;VALUE=DATE:${compactDay(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/**
 * An RFC 5545 calendar of all-day events: CRLF line endings, lines folded
 * at 75 octets, TEXT values escaped, DTEND exclusive (VALUE=DATE).
 */
export function writeCalendar(document: CalendarDocument): string {
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${PRODUCT_ID}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(document.name ? [`X-WR-CALNAME:${escapeText(document.name)}`] : []),
    ...document.events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
