import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarFeeds } from "./calendar-feed.table";
import { getDb } from "~/shared/db/client.server";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";
import { compactDay } from "./calendar-dates";
import { blocksOf, createTestFeed, createTestRental } from "./calendar-sync-test-data";
import { startFeedServer, type FeedServer } from "./fixtures/feed-server";
import { syncFeed } from "./sync-feed.server";

/**
 * One bad event never stops a calendar import: a feed mixing good events
 * with events one property of which is hostile imports every good one, and
 * each bad one is either imported in its own days or counted once among the
 * events that could not be read; the next sync goes on.
 */
const today = todayOnIsland();
const day = (offset: number) => compactDay(addDays(today, offset));
/** Event `index` owns days 10 + 4·index and the next one; the days between stay free. */
const slot = (index: number) => 10 + 4 * index;

const hostile = fc.oneof(
  fc.record({ property: fc.constant("UID"), value: fc.constantFrom("odd\u0000uid", "\uD800", "u".repeat(100_000), "", null) }),
  fc.record({ property: fc.constant("DTSTART"), value: fc.constantFrom("DTSTART;VALUE=DATE:20261345", "DTSTART:not-a-date", "DTSTART;TZID=Nowhere/Zone:{day}T100000", "DTSTART;TZID=\u0000:{day}T100000", "DTSTART;VALUE=DATE:2027\u00000101", null) }),
  fc.record({ property: fc.constant("DTEND"), value: fc.constantFrom("DTEND;VALUE=DATE:garbage", "DTEND;VALUE=DATE:99999999", null) }),
  fc.record({ property: fc.constant("SUMMARY"), value: fc.constantFrom("SUMMARY:" + "x".repeat(100_000), "SUMMARY:Reserved\u0000", "SUMMARY:\uD800", null) }),
  fc.record({ property: fc.constant("RRULE"), value: fc.constantFrom("RRULE:FREQ=BOGUS;COUNT=3", "RRULE:FREQ=DAILY;INTERVAL=0;COUNT=2", "RRULE:FREQ=WEEKLY;UNTIL=not-a-date;COUNT=1") }),
  fc.record({ property: fc.constant("X-JUNK"), value: fc.constantFrom("X-JUNK;\u0000=\uD800:\uDC00", "X-" + "y".repeat(100_000) + ":z") }),
);
type Hostile = { property: string; value: string | null } | null;

function eventLines(index: number, bad: Hostile): string[] {
  const lines = new Map<string, string | null>([
    ["UID", `UID:E${index}@feed.example`],
    ["DTSTART", `DTSTART;VALUE=DATE:${day(slot(index))}`],
    ["DTEND", `DTEND;VALUE=DATE:${day(slot(index) + 2)}`],
    ["SUMMARY", "SUMMARY:Reserved"],
  ]);
  // A hostile value keeps the event's own days where it names them ({day}), so that it competes with no other event.
  if (bad) lines.set(bad.property, bad.property === "UID" && bad.value !== null ? `UID:${bad.value}` : (bad.value?.replace("{day}", day(slot(index))) ?? null));
  return ["BEGIN:VEVENT", ...[...lines.values()].filter((line): line is string => line !== null), "END:VEVENT"];
}

const calendar = (events: string[][]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...events.flat(), "END:VCALENDAR"].join("\r\n");

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(() => server.close());

describe("an iCalendar import with hostile events among good ones", () => {
  it("imports every good event, accounts for each bad one once, and syncs again", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.option(hostile, { nil: null, freq: 2 }), { minLength: 2, maxLength: 6 }), async (specs) => {
        run += 1;
        const path = `/hostile-${run}.ics`;
        server.set(path, calendar(specs.map((bad, index) => eventLines(index, bad))));
        const rental = await createTestRental();
        const feed = await createTestFeed(rental.id, server.url(path));

        const first = await syncFeed(feed.id);
        expect(first.success).toBe(true);
        const blocks = await blocksOf(rental.id);
        const inSlot = (index: number) => blocks.some((block) => block.start >= addDays(today, slot(index) - 2) && block.start <= addDays(today, slot(index) + 1));
        for (const [index, bad] of specs.entries()) {
          if (!bad) expect({ index, blocks: blocks.filter((block) => block.start === addDays(today, slot(index)) && block.end === addDays(today, slot(index) + 2)).length }).toEqual({ index, blocks: 1 });
        }
        const [row] = await getDb().select({ lastError: calendarFeeds.lastError }).from(calendarFeeds).where(eq(calendarFeeds.id, feed.id));
        const unreadable = Number(/(\d+) events? had dates that could not be read/.exec(row!.lastError ?? "")?.[1] ?? 0);
        const hostileIndexes = specs.flatMap((bad, index) => (bad ? [index] : []));
        const label = specs.map((bad) => (bad ? `${bad.property}=${JSON.stringify(bad.value?.slice(0, 40) ?? null)}` : "good"));
        expect({ label, imported: hostileIndexes.filter(inSlot), unreadable }).toEqual({ label, imported: hostileIndexes.filter(inSlot), unreadable: hostileIndexes.length - hostileIndexes.filter(inSlot).length });

        // The same feed again changes nothing; a new event in it is added.
        expect(await syncFeed(feed.id)).toMatchObject({ success: true, data: { added: 0, removed: 0 } });
        server.set(path, calendar([...specs.map((bad, index) => eventLines(index, bad)), eventLines(40, null)]));
        expect(await syncFeed(feed.id)).toMatchObject({ success: true, data: { added: 1, removed: 0 } });
      }),
      { numRuns: 8, endOnFailure: true },
    );
  }, 120_000);
});
