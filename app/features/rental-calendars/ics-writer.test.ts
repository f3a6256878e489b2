import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { readCalendar } from "./ics-reader";
import { unescapeText } from "./ics-text";
import { PRODUCT_ID, writeCalendar, type CalendarEvent } from "./ics-writer";

const stamp = new Date("2026-11-22T15:30:00.000Z");
const events: CalendarEvent[] = [
  { uid: "3f1c2a9e-0b7d-4e5f-8a6b-1c2d3e4f5a6b@sugarapple.example", start: "2026-12-20", end: "2026-12-27", summary: "Reserved", stamp },
  { uid: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d@sugarapple.example", start: "2026-12-31", end: "2027-01-02", summary: "Not available", stamp },
  { uid: "0c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f@sugarapple.example", start: "2027-02-28", end: "2027-03-01", summary: "Owner's week, family; \\ \"maintenance\"\nsecond line", stamp },
];
const name = "Villa Sea Grape, Chocolate Hole; \"Reef\" view with a long name that needs folding across lines";

describe("writeCalendar", () => {
  const body = writeCalendar({ name, events });

  it("writes CRLF lines of at most 75 octets and the calendar's required properties", () => {
    expect(body.endsWith("\r\n")).toBe(true);
    expect(body.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of body.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\nPRODID:-\/\/Sugar Apple Realty\/\/Rental calendar 1\.0\/\/EN\r\nVERSION:2\.0\r\nCALSCALE:GREGORIAN\r\n/);
    expect(body).toContain("X-WR-CALNAME:Villa Sea Grape\\, Chocolate Hole\\; \"Reef\" view");
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  });

  it("writes all-day events with an exclusive DTEND, a UTC DTSTAMP and the given UID", () => {
    expect(body).toContain(
      "BEGIN:VEVENT\r\nUID:3f1c2a9e-0b7d-4e5f-8a6b-1c2d3e4f5a6b@sugarapple.example\r\nDTSTAMP:20261122T153000Z\r\n" +
        "DTSTART;VALUE=DATE:20261220\r\nDTEND;VALUE=DATE:20261227\r\nSUMMARY:Reserved\r\nTRANSP:OPAQUE\r\nEND:VEVENT",
    );
  });

  it("is the same text for the same data (stable UIDs and stamps)", () => {
    expect(writeCalendar({ name, events })).toBe(body);
  });

  it("writes an empty but valid calendar when nothing is blocked", () => {
    const empty = writeCalendar({ events: [] });
    expect(empty).not.toContain("VEVENT");
    expect(new ICAL.Component(ICAL.parse(empty)).getAllSubcomponents("vevent")).toHaveLength(0);
  });

  it("is read back by an independent parser (ical.js) with the same dates, UIDs and summaries", () => {
    const calendar = new ICAL.Component(ICAL.parse(body));
    expect(calendar.getFirstPropertyValue("prodid")).toBe(PRODUCT_ID);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    // ical.js leaves X- properties as written (unknown value type); calendar apps read them as TEXT.
    expect(unescapeText(String(calendar.getFirstPropertyValue("x-wr-calname")))).toBe(name);
    const parsed = calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        isDate: event.startDate.isDate && event.endDate.isDate,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        nights: event.duration.days + event.duration.weeks * 7,
        stamp: (component.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate().toISOString(),
      };
    });
    expect(parsed).toEqual([
      { uid: events[0]!.uid, summary: "Reserved", isDate: true, start: "2026-12-20", end: "2026-12-27", nights: 7, stamp: stamp.toISOString() },
      { uid: events[1]!.uid, summary: "Not available", isDate: true, start: "2026-12-31", end: "2027-01-02", nights: 2, stamp: stamp.toISOString() },
      { uid: events[2]!.uid, summary: events[2]!.summary, isDate: true, start: "2027-02-28", end: "2027-03-01", nights: 1, stamp: stamp.toISOString() },
    ]);
  });

  it("is read back by our own reader too", () => {
    const read = readCalendar(body);
    expect(read).toEqual({
      ok: true,
      invalid: 0,
      events: events.map(({ uid, start, end, summary }) => ({ uid, start, end, summary })),
    });
  });
});
