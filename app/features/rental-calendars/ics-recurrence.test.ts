import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import { renderSampleFeed } from "./fixtures/sample-feeds";
import { RECURRENCE_HORIZON_DAYS, readCalendar, type FeedEvent } from "./ics-reader";
import { addDays, dayInZone } from "~/shared/dates/island-days";

const today = "2026-11-22";
const day = (offset: number) => addDays(today, offset);
const calendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", ...lines, "END:VCALENDAR"].join("\r\n");
const vevent = (...lines: string[]) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"].join("\r\n");

function read(body: string, horizonDays?: number) {
  const result = readCalendar(body, { today, horizonDays });
  if (!result.ok) throw new Error(result.error);
  return result;
}
const periods = (events: FeedEvent[]) => events.map(({ start, end }) => [start, end]);

/** The same feed expanded by ical.js itself (Event with its exceptions, RecurExpansion), as island days. */
function expandWithIcalJs(body: string, lastDay: string): string[][] {
  const root = new ICAL.Component(ICAL.parse(body));
  for (const zone of root.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const islandDay = (time: InstanceType<typeof ICAL.Time>) =>
    time.isDate || time.zone === ICAL.Timezone.localTimezone ? time.toString().slice(0, 10) : dayInZone(time.toJSDate());
  const vevents = root.getAllSubcomponents("vevent");
  const found: string[][] = [];
  for (const master of vevents.filter((event) => !event.hasProperty("recurrence-id"))) {
    const event = new ICAL.Event(master, { exceptions: vevents.filter((other) => other !== master && other.getFirstPropertyValue("uid") === master.getFirstPropertyValue("uid")) });
    if (!event.isRecurring()) {
      found.push([islandDay(event.startDate), islandDay(event.endDate)]);
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next && islandDay(next) <= lastDay; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      if (details.item.component.getFirstPropertyValue("status") === "CANCELLED") continue;
      const period = [islandDay(details.startDate), islandDay(details.endDate)];
      if (period[1]! > today) found.push(period);
    }
  }
  return found.sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

describe("readCalendar: an owner's Google Calendar with repeating blocks", () => {
  const body = renderSampleFeed("google", { today });

  it("blocks every week of a weekly all-day series up to the horizon, without the EXDATE, with the moved and cancelled weeks applied", () => {
    const weekly = read(body).events.filter((event) => event.uid.startsWith("6q3c5a1mfh2kq8p9r0s7t4v6bg@google.com"));
    expect(periods(weekly.slice(0, 5))).toEqual([
      [day(0), day(2)],
      [day(7), day(9)],
      // day(14) is an EXDATE
      [day(21), day(23)],
      [day(29), day(31)], // day(28)'s occurrence moved a day later
      // day(35) was cancelled
      [day(42), day(44)],
    ]);
    expect(weekly[3]?.summary).toBe("Owner block – maintenance (moved)");
    // Weeks already over are left out; the last week starts within the horizon.
    const weeksInHorizon = Math.floor(RECURRENCE_HORIZON_DAYS / 7) + 1;
    expect(weekly).toHaveLength(weeksInHorizon - 2);
    expect(weekly.at(-1)!.start <= day(RECURRENCE_HORIZON_DAYS)).toBe(true);
    expect(weekly.at(-1)!.start > day(RECURRENCE_HORIZON_DAYS - 7)).toBe(true);
    for (let index = 1; index < weekly.length; index += 1) expect(weekly[index]!.start > weekly[index - 1]!.start).toBe(true);
  });

  it("gives each occurrence a UID of the series and its original day, the same on every read", () => {
    const weekly = read(body).events.filter((event) => event.uid.startsWith("6q3c5a1mfh2kq8p9r0s7t4v6bg@google.com"));
    expect(weekly.slice(0, 4).map((event) => event.uid)).toEqual(
      [0, 7, 21, 28].map((offset) => `6q3c5a1mfh2kq8p9r0s7t4v6bg@google.com#${day(offset)}`),
    );
    expect(new Set(weekly.map((event) => event.uid)).size).toBe(weekly.length);
    expect(read(body).events).toEqual(read(body).events);
  });

  it("reads timed events in their TZID: an evening series in island time with a DATE-TIME EXDATE and a COUNT, a Honolulu evening that is past midnight on St. John", () => {
    const events = read(body).events;
    expect(periods(events.filter((event) => event.uid.startsWith("0b7e9d2c4f6a8h1j3k5m7n9p1q@google.com")))).toEqual([
      [day(2), day(3)],
      [day(16), day(17)],
      [day(23), day(24)],
    ]);
    // 20:00 in Honolulu (UTC−10) is 02:00 the next day on St. John (UTC−4).
    expect(events.find((event) => event.uid === "5d1f3h5k7m9p2r4t6v8x0z2b4d@google.com")).toMatchObject({ start: day(61), end: day(63) });
  });

  it("finds exactly the periods ical.js finds in the same feed", () => {
    const lastDay = day(RECURRENCE_HORIZON_DAYS);
    expect(periods(read(body).events).sort((a, b) => (a[0]! < b[0]! ? -1 : 1))).toEqual(expandWithIcalJs(body, lastDay));
  });

  it("expands nothing beyond a shorter horizon", () => {
    const weekly = read(body, 30).events.filter((event) => event.uid.startsWith("6q3c5a1mfh2kq8p9r0s7t4v6bg@google.com"));
    expect(periods(weekly)).toEqual([
      [day(0), day(2)],
      [day(7), day(9)],
      [day(21), day(23)],
      [day(29), day(31)],
    ]);
  });
});

describe("readCalendar: recurrence rules", () => {
  it("follows BYDAY, UNTIL in UTC and INTERVAL as ical.js does", () => {
    // 2026-11-27 is a Friday: Friday and Saturday nights every other week until mid-December (UTC).
    const events = read(
      calendar(
        vevent(
          "UID:weekend",
          "DTSTART;TZID=America/St_Thomas:20261127T160000",
          "DTEND;TZID=America/St_Thomas:20261128T100000",
          "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR,SA;UNTIL=20261219T035959Z",
        ),
      ),
    ).events;
    // UNTIL 03:59 UTC on the 19th is 23:59 on the 18th on St. John; the weeks of the 4th and the 18th are skipped by INTERVAL.
    expect(periods(events)).toEqual([
      ["2026-11-27", "2026-11-28"],
      ["2026-11-28", "2026-11-29"],
      ["2026-12-11", "2026-12-12"],
      ["2026-12-12", "2026-12-13"],
    ]);
  });

  it("reads a monthly rule with BYSETPOS and a DURATION", () => {
    const events = read(calendar(vevent("UID:m", "DTSTART;VALUE=DATE:20261127", "DURATION:P3D", "RRULE:FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1;COUNT=3"))).events;
    expect(periods(events)).toEqual([
      ["2026-11-27", "2026-11-30"],
      ["2026-12-25", "2026-12-28"],
      ["2027-01-29", "2027-02-01"],
    ]);
  });

  it("adds RDATEs, merges occurrences of one series that overlap, and drops those over before today", () => {
    const events = read(
      calendar(
        vevent("UID:r", "DTSTART;VALUE=DATE:20261101", "DTEND;VALUE=DATE:20261104", "RDATE;VALUE=DATE:20261125,20261126", "RDATE;VALUE=DATE:20261210"),
      ),
    ).events;
    expect(events).toEqual([
      { uid: "r#2026-11-25", start: "2026-11-25", end: "2026-11-29", summary: "" },
      { uid: "r#2026-12-10", start: "2026-12-10", end: "2026-12-13", summary: "" },
    ]);
  });

  it("uses the feed's VTIMEZONE for a zone name the runtime does not know (Outlook's Windows names)", () => {
    const events = read(
      calendar(
        "BEGIN:VTIMEZONE",
        "TZID:Hawaiian Standard Time",
        "BEGIN:STANDARD",
        "DTSTART:16010101T000000",
        "TZOFFSETFROM:-1000",
        "TZOFFSETTO:-1000",
        "END:STANDARD",
        "END:VTIMEZONE",
        vevent("UID:outlook", "DTSTART;TZID=Hawaiian Standard Time:20261201T200000", "DTEND;TZID=Hawaiian Standard Time:20261203T200000"),
        vevent("UID:unknown", "DTSTART;TZID=Atlantis Standard Time:20261201T200000", "DTEND;TZID=Atlantis Standard Time:20261203T200000"),
      ),
    ).events;
    expect(periods(events)).toEqual([
      ["2026-12-02", "2026-12-04"],
      // No definition anywhere: the written date, like a floating time.
      ["2026-12-01", "2026-12-03"],
    ]);
  });

  it("keeps an override whose series is not in the feed, and counts a series whose rule cannot be read", () => {
    const result = read(
      calendar(
        vevent("UID:lonely", "RECURRENCE-ID;VALUE=DATE:20261205", "DTSTART;VALUE=DATE:20261206", "DTEND;VALUE=DATE:20261207"),
        vevent("UID:broken", "DTSTART;VALUE=DATE:20261201", "RRULE:FREQ=FORTNIGHTLY"),
      ),
    );
    expect(result.events).toEqual([{ uid: "lonely#2026-12-05", start: "2026-12-06", end: "2026-12-07", summary: "" }]);
    expect(result.invalid).toBe(1);
  });

  it("leaves out a cancelled series and stops a rule that repeats every second after 20,000 steps", () => {
    const result = read(
      calendar(
        vevent("UID:gone", "DTSTART;VALUE=DATE:20261201", "RRULE:FREQ=DAILY", "STATUS:CANCELLED"),
        vevent("UID:busy", "DTSTART:20261201T000000Z", "DTEND:20261201T000001Z", "RRULE:FREQ=SECONDLY"),
      ),
      10,
    );
    // The rule's first 20,000 seconds (to 05:33 UTC) are the evening of November 30 and the small hours of December 1 on St. John.
    expect(periods(result.events)).toEqual([
      ["2026-11-30", "2026-12-01"],
      ["2026-12-01", "2026-12-02"],
    ]);
  });
});
