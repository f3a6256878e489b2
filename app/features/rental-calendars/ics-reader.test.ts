import { describe, expect, it } from "vitest";

import { CALENDAR_MESSAGES } from "./calendar-messages";
import { renderSampleFeed } from "./fixtures/sample-feeds";
import { readCalendar, type FeedEvent } from "./ics-reader";
import { addDays } from "~/shared/dates/island-days";

const calendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", ...lines, "END:VCALENDAR"].join("\r\n");
const vevent = (...lines: string[]) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"].join("\r\n");

function events(body: string): FeedEvent[] {
  const read = readCalendar(body);
  if (!read.ok) throw new Error(read.error);
  return read.events;
}

describe("readCalendar: dates", () => {
  it("reads DATE values as written, DTEND exclusive", () => {
    expect(events(calendar(vevent("UID:a", "DTSTART;VALUE=DATE:20260301", "DTEND;VALUE=DATE:20260308", "SUMMARY:Reserved")))).toEqual([
      { uid: "a", start: "2026-03-01", end: "2026-03-08", summary: "Reserved" },
    ]);
  });

  it("treats a missing DTEND as one day, and reads a DURATION in days or weeks", () => {
    expect(events(calendar(vevent("UID:a", "DTSTART;VALUE=DATE:20260228"), vevent("UID:b", "DTSTART;VALUE=DATE:20260301", "DURATION:P1W")))).toEqual([
      { uid: "a", start: "2026-02-28", end: "2026-03-01", summary: "" },
      { uid: "b", start: "2026-03-01", end: "2026-03-08", summary: "" },
    ]);
  });

  it("converts UTC DATE-TIMEs to the island's day (UTC−4): check-in 16:00, check-out 10:00", () => {
    expect(events(calendar(vevent("UID:z", "DTSTART:20260301T200000Z", "DTEND:20260305T140000Z")))[0]).toMatchObject({
      start: "2026-03-01",
      end: "2026-03-05",
    });
    // 02:00 UTC is still the evening before on St. John.
    expect(events(calendar(vevent("UID:z", "DTSTART:20260302T020000Z", "DTEND:20260303T020000Z")))[0]).toMatchObject({
      start: "2026-03-01",
      end: "2026-03-02",
    });
  });

  it("converts DATE-TIMEs with a known TZID, keeps the written date for floating times and unknown zones", () => {
    const read = events(
      calendar(
        vevent("UID:tz", 'DTSTART;TZID="Pacific/Honolulu":20260301T200000', "DTEND;TZID=Pacific/Honolulu:20260304T100000"),
        vevent("UID:floating", "DTSTART:20260310T160000", "DTEND:20260312T100000"),
        vevent("UID:windows", "DTSTART;TZID=Eastern Standard Time:20260320T160000", "DTEND;TZID=Eastern Standard Time:20260322T100000"),
      ),
    );
    // 20:00 in Honolulu (UTC−10) is 02:00 the next day on St. John.
    expect(read.map(({ uid, start, end }) => ({ uid, start, end }))).toEqual([
      { uid: "tz", start: "2026-03-02", end: "2026-03-04" },
      { uid: "floating", start: "2026-03-10", end: "2026-03-12" },
      { uid: "windows", start: "2026-03-20", end: "2026-03-22" },
    ]);
  });

  it("gives a same-day event its night, leaves out cancelled events and counts events with unreadable dates", () => {
    const read = readCalendar(
      calendar(
        vevent("UID:same", "DTSTART:20260301T100000", "DTEND:20260301T140000"),
        vevent("UID:cancelled", "DTSTART;VALUE=DATE:20260305", "DTEND;VALUE=DATE:20260306", "STATUS:CANCELLED"),
        vevent("UID:bad", "DTSTART;VALUE=DATE:20260231", "DTEND;VALUE=DATE:20260302"),
        vevent("UID:none", "SUMMARY:no dates"),
      ),
    );
    expect(read).toEqual({ ok: true, invalid: 2, events: [{ uid: "same", start: "2026-03-01", end: "2026-03-02", summary: "" }] });
  });
});

describe("readCalendar: structure", () => {
  it("unfolds lines, unescapes text, ignores alarms and time-zone components", () => {
    const body = [
      "BEGIN:VCALENDAR",
      "BEGIN:VTIMEZONE",
      "TZID:America/St_Thomas",
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      "END:STANDARD",
      "END:VTIMEZONE",
      "BEGIN:VEVENT",
      "UID:long-uid-",
      " folded@example.test",
      "SUMMARY:Owner\\, family\\; week",
      "DTSTART;VALUE=DATE:20260401",
      "DTEND;VALUE=DATE:20260403",
      "BEGIN:VALARM",
      "TRIGGER:-PT15M",
      "DTSTART;VALUE=DATE:20990101",
      "END:VALARM",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\n");
    expect(events(body)).toEqual([{ uid: "long-uid-folded@example.test", start: "2026-04-01", end: "2026-04-03", summary: "Owner, family; week" }]);
  });

  it("gives an event without a UID one made of its dates", () => {
    expect(events(calendar(vevent("DTSTART;VALUE=DATE:20260301", "DTEND;VALUE=DATE:20260302")))[0]?.uid).toBe("no-uid:2026-03-01:2026-03-02");
  });

  it("refuses bodies that are not a complete calendar, with a message for the owner", () => {
    expect(readCalendar("")).toEqual({ ok: false, error: CALENDAR_MESSAGES.feedEmpty });
    expect(readCalendar("  \r\n\r\n")).toEqual({ ok: false, error: CALENDAR_MESSAGES.feedEmpty });
    expect(readCalendar("<!DOCTYPE html><html><body>Sign in</body></html>")).toEqual({ ok: false, error: CALENDAR_MESSAGES.feedIsWebPage });
    expect(readCalendar('{"error":"not found"}')).toEqual({ ok: false, error: CALENDAR_MESSAGES.feedNotCalendar });
    const truncated = calendar(vevent("UID:a", "DTSTART;VALUE=DATE:20260301")).replace(/END:VCALENDAR$/, "");
    expect(readCalendar(truncated)).toEqual({ ok: false, error: CALENDAR_MESSAGES.feedIncomplete });
    expect(readCalendar("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nEND:VCALENDAR")).toEqual({ ok: false, error: CALENDAR_MESSAGES.feedIncomplete });
  });

  it("accepts a byte-order mark and lower-case names", () => {
    expect(events("\uFEFFbegin:vcalendar\nbegin:vevent\nuid:x\ndtstart;value=date:20260301\nend:vevent\nend:vcalendar\n")).toHaveLength(1);
  });
});

describe("readCalendar: real-world feeds", () => {
  const today = "2026-11-22";
  const day = (offset: number) => addDays(today, offset);

  it("reads an Airbnb feed: reservations, 'Not available' periods and the rolling window", () => {
    const read = events(renderSampleFeed("airbnb", { today }));
    expect(read.map(({ start, end, summary }) => ({ start, end, summary }))).toEqual([
      { start: day(-18), end: day(-14), summary: "Reserved" },
      { start: day(4), end: day(9), summary: "Reserved" },
      { start: day(13), end: day(15), summary: "Airbnb (Not available)" },
      { start: day(0), end: day(1), summary: "Airbnb (Not available)" },
      { start: day(180), end: day(400), summary: "Airbnb (Not available)" },
    ]);
    expect(read[1]?.uid).toBe("1418fb94e984-8b2d4f6a1c3e45d7b9a0c2e4f6a8b0d2@airbnb.com");
    const moved = events(renderSampleFeed("airbnb", { today, windowShift: 1 }));
    expect(moved[4]).toMatchObject({ start: day(181), end: day(401) });
    expect(moved[4]?.uid).not.toBe(read[4]?.uid);
  });

  it("reads a VRBO feed with LF endings: blocked and reserved periods, a cancelled one left out, UTC times", () => {
    const read = events(renderSampleFeed("vrbo", { today, lineEnding: "\n" }));
    expect(read.map(({ start, end, summary }) => ({ start, end, summary }))).toEqual([
      { start: day(20), end: day(27), summary: "Reserved - Maria Gonzalez" },
      { start: day(30), end: day(33), summary: "Blocked" },
      { start: day(50), end: day(53), summary: "Reserved - Kwame Mensah" },
    ]);
  });
});

describe("readCalendar: text the database cannot store", () => {
  it("marks a NUL in an event's UID or summary instead of keeping it, and still reads the other events", () => {
    expect(
      events(
        calendar(
          vevent("UID:a\u0000b", "DTSTART;VALUE=DATE:20260301", "DTEND;VALUE=DATE:20260308", "SUMMARY:Re\u0000served"),
          vevent("UID:c", "DTSTART;VALUE=DATE:20260310", "DTEND;VALUE=DATE:20260312"),
        ),
      ),
    ).toEqual([
      { uid: "a\uFFFDb", start: "2026-03-01", end: "2026-03-08", summary: "Re\uFFFDserved" },
      { uid: "c", start: "2026-03-10", end: "2026-03-12", summary: "" },
    ]);
  });
});
