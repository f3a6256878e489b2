import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarFeeds } from "./calendar-feed.table";
import { getDb } from "~/shared/db/client.server";
import { compactDay } from "./calendar-dates";
import { CALENDAR_MESSAGES } from "./calendar-messages";
import { blocksOf, createApprovedStay, createTestFeed, createTestRental } from "./calendar-sync-test-data";
import { startFeedServer, type FeedServer } from "./fixtures/feed-server";
import { renderSampleFeed } from "./fixtures/sample-feeds";
import { RECURRENCE_HORIZON_DAYS } from "./ics-reader";
import { syncFeed } from "./sync-feed.server";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";

const today = todayOnIsland();
const day = (offset: number) => addDays(today, offset);
let server: FeedServer;

beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(() => server.close());

async function feedRow(id: string) {
  const [row] = await getDb().select().from(calendarFeeds).where(eq(calendarFeeds.id, id));
  return row!;
}

/** A rental importing `path` from the local feed server. */
async function rentalWithFeed(path: string, label = "Airbnb") {
  const rental = await createTestRental();
  const feed = await createTestFeed(rental.id, server.url(path), label);
  return { rental, feed };
}

describe("syncFeed", () => {
  it("imports an event whose UID holds a NUL like any other, and the events after it", async () => {
    const event = (uid: string, from: number, to: number) =>
      ["BEGIN:VEVENT", `UID:${uid}`, `DTSTART;VALUE=DATE:${compactDay(day(from))}`, `DTEND;VALUE=DATE:${compactDay(day(to))}`, "SUMMARY:Reserved", "END:VEVENT"];
    const body = ["BEGIN:VCALENDAR", "VERSION:2.0", ...event("odd\u0000uid", 3, 5), ...event("plain", 8, 10), "END:VCALENDAR"].join("\r\n");
    server.set("/nul.ics", body);
    const { rental, feed } = await rentalWithFeed("/nul.ics");
    expect(await syncFeed(feed.id)).toEqual({ success: true, data: { added: 2, kept: 0, removed: 0, skipped: 0 } });
    expect((await blocksOf(rental.id)).map(({ start, end }) => [start, end])).toEqual([
      [day(3), day(5)],
      [day(8), day(10)],
    ]);
    expect((await feedRow(feed.id)).lastError).toBeNull();
    // The same feed again: the marked UID matches what was stored, so nothing piles up.
    expect(await syncFeed(feed.id)).toEqual({ success: true, data: { added: 0, kept: 2, removed: 0, skipped: 0 } });
  });

  it("imports a feed's upcoming events as blocks, leaving out past ones, and records the sync", async () => {
    server.set("/first.ics", renderSampleFeed("airbnb"));
    const { rental, feed } = await rentalWithFeed("/first.ics");
    const result = await syncFeed(feed.id);
    expect(result).toEqual({ success: true, data: { added: 4, kept: 0, removed: 0, skipped: 0 } });
    const blocks = await blocksOf(rental.id);
    expect(blocks.map(({ kind, start, end, summary, feedId }) => ({ kind, start, end, summary, feedId }))).toEqual([
      { kind: "import", start: day(0), end: day(1), summary: "Airbnb: Not available", feedId: feed.id },
      { kind: "import", start: day(4), end: day(9), summary: "Airbnb: Reserved", feedId: feed.id },
      { kind: "import", start: day(13), end: day(15), summary: "Airbnb: Not available", feedId: feed.id },
      { kind: "import", start: day(180), end: day(400), summary: "Airbnb: Not available", feedId: feed.id },
    ]);
    const row = await feedRow(feed.id);
    expect(row.lastError).toBeNull();
    expect(Date.now() - row.lastSyncedAt!.getTime()).toBeLessThan(60_000);
  });

  it("never stores a guest's name from the feed", async () => {
    server.set("/vrbo.ics", renderSampleFeed("vrbo", { lineEnding: "\n" }));
    const { rental, feed } = await rentalWithFeed("/vrbo.ics", "VRBO");
    expect(await syncFeed(feed.id)).toMatchObject({ success: true, data: { added: 3 } });
    const blocks = await blocksOf(rental.id);
    expect(blocks.map((block) => [block.start, block.end, block.summary])).toEqual([
      [day(20), day(27), "VRBO: Reserved"],
      [day(30), day(33), "VRBO: Not available"],
      [day(50), day(53), "VRBO: Reserved"],
    ]);
    expect(JSON.stringify(blocks)).not.toMatch(/Maria|Kwame|Gonzalez|Mensah/);
  });

  it("is idempotent: importing the same feed again adds nothing and keeps the same rows", async () => {
    server.set("/same.ics", renderSampleFeed("airbnb"));
    const { rental, feed } = await rentalWithFeed("/same.ics");
    await syncFeed(feed.id);
    const before = await blocksOf(rental.id);
    expect(await syncFeed(feed.id)).toEqual({ success: true, data: { added: 0, kept: 4, removed: 0, skipped: 0 } });
    expect(await syncFeed(feed.id)).toEqual({ success: true, data: { added: 0, kept: 4, removed: 0, skipped: 0 } });
    expect(await blocksOf(rental.id)).toEqual(before);
  });

  it("replaces a rolling window that moved by a day instead of piling up blocks", async () => {
    server.set("/rolling.ics", renderSampleFeed("airbnb"));
    const { rental, feed } = await rentalWithFeed("/rolling.ics");
    await syncFeed(feed.id);
    const before = await blocksOf(rental.id);
    server.set("/rolling.ics", renderSampleFeed("airbnb", { windowShift: 1 }));
    expect(await syncFeed(feed.id)).toEqual({ success: true, data: { added: 2, kept: 2, removed: 2, skipped: 0 } });
    const after = await blocksOf(rental.id);
    expect(after).toHaveLength(4);
    expect(after.map((block) => [block.start, block.end])).toEqual([
      [day(1), day(2)],
      [day(4), day(9)],
      [day(13), day(15)],
      [day(181), day(401)],
    ]);
    // The reservations that did not move keep their rows, so their exported UIDs stay stable.
    expect(after[1]!.id).toBe(before[1]!.id);
    expect(after[2]!.id).toBe(before[2]!.id);
  });

  it("drops blocks whose events left the feed", async () => {
    server.set("/shrinks.ics", renderSampleFeed("airbnb"));
    const { rental, feed } = await rentalWithFeed("/shrinks.ics");
    await syncFeed(feed.id);
    server.set("/shrinks.ics", "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n");
    expect(await syncFeed(feed.id)).toEqual({ success: true, data: { added: 0, kept: 0, removed: 4, skipped: 0 } });
    expect(await blocksOf(rental.id)).toEqual([]);
  });

  it("skips and counts events that overlap an approved stay, imports the rest, and tells the owner", async () => {
    server.set("/overlap.ics", renderSampleFeed("airbnb"));
    const { rental, feed } = await rentalWithFeed("/overlap.ics");
    const stay = await createApprovedStay(rental.id, day(6), day(11));
    expect(await syncFeed(feed.id)).toEqual({ success: true, data: { added: 3, kept: 0, removed: 0, skipped: 1 } });
    const blocks = await blocksOf(rental.id);
    expect(blocks.map((block) => [block.kind, block.start, block.end])).toEqual([
      ["import", day(0), day(1)],
      ["stay", day(6), day(11)],
      ["import", day(13), day(15)],
      ["import", day(180), day(400)],
    ]);
    expect(blocks[1]!.id).toBe(stay.blockId);
    expect((await feedRow(feed.id)).lastError).toBe(
      `Synced, but 1 period overlaps a stay or another blocked period on this calendar and was not imported (${day(4)} to ${day(9)}); check for a double booking.`,
    );
  });

  it("skips periods that another feed of the same rental already imported", async () => {
    server.set("/a.ics", renderSampleFeed("airbnb"));
    const { rental, feed } = await rentalWithFeed("/a.ics");
    const second = await createTestFeed(rental.id, server.url("/a.ics?copy=1"), "Copy");
    await syncFeed(feed.id);
    expect(await syncFeed(second.id)).toEqual({ success: true, data: { added: 0, kept: 0, removed: 0, skipped: 4 } });
    expect(await blocksOf(rental.id)).toHaveLength(4);
  });

  it("records a malformed feed as the last error and changes nothing", async () => {
    server.set("/good-then-bad.ics", renderSampleFeed("airbnb"));
    const { rental, feed } = await rentalWithFeed("/good-then-bad.ics");
    await syncFeed(feed.id);
    const before = await blocksOf(rental.id);
    server.set("/good-then-bad.ics", { status: 200, body: "<!doctype html><title>Log in</title>", contentType: "text/html" });
    expect(await syncFeed(feed.id)).toEqual({ success: false, error: CALENDAR_MESSAGES.feedIsWebPage });
    expect((await feedRow(feed.id)).lastError).toBe(CALENDAR_MESSAGES.feedIsWebPage);
    const truncated = renderSampleFeed("airbnb").slice(0, 600);
    server.set("/good-then-bad.ics", truncated);
    expect(await syncFeed(feed.id)).toEqual({ success: false, error: CALENDAR_MESSAGES.feedIncomplete });
    expect(await blocksOf(rental.id)).toEqual(before);
    server.set("/good-then-bad.ics", renderSampleFeed("airbnb"));
    await syncFeed(feed.id);
    expect((await feedRow(feed.id)).lastError).toBeNull();
  });

  it("records an unreachable address or an HTTP error as the last error and changes nothing", async () => {
    server.set("/will-fail.ics", renderSampleFeed("airbnb"));
    const { rental, feed } = await rentalWithFeed("/will-fail.ics");
    await syncFeed(feed.id);
    const before = await blocksOf(rental.id);

    server.set("/will-fail.ics", { status: 500, body: "oops" });
    expect(await syncFeed(feed.id)).toEqual({ success: false, error: "The calendar address answered with HTTP status 500 (Internal Server Error)." });

    const gone = await startFeedServer();
    const unreachable = gone.url("/cal.ics");
    await gone.close();
    await getDb().update(calendarFeeds).set({ url: unreachable }).where(eq(calendarFeeds.id, feed.id));
    const result = await syncFeed(feed.id);
    expect(result).toEqual({ success: false, error: "The calendar address could not be reached: the connection was refused." });
    expect((await feedRow(feed.id)).lastError).toBe("The calendar address could not be reached: the connection was refused.");
    expect(await blocksOf(rental.id)).toEqual(before);
  });

  it("blocks every week of an owner's weekly Google Calendar block within the horizon, with its exceptions, and keeps the rows on the next sync", async () => {
    server.set("/google.ics", renderSampleFeed("google"));
    const { rental, feed } = await rentalWithFeed("/google.ics", "Owner");
    const weeks = Math.floor(RECURRENCE_HORIZON_DAYS / 7) + 1 - 2; // less the EXDATE and the cancelled week
    const imported = weeks + 3 + 1; // the evening series (4, less its EXDATE) and the Honolulu arrival
    expect(await syncFeed(feed.id)).toEqual({ success: true, data: { added: imported, kept: 0, removed: 0, skipped: 0 } });
    const blocks = await blocksOf(rental.id);
    const weekly = blocks.filter((block) => block.uid!.startsWith("6q3c5a1mfh2kq8p9r0s7t4v6bg@google.com#"));
    expect(weekly).toHaveLength(weeks);
    expect(weekly.slice(0, 5).map((block) => [block.start, block.end])).toEqual([
      [day(0), day(2)],
      [day(7), day(9)],
      [day(21), day(23)],
      [day(29), day(31)],
      [day(42), day(44)],
    ]);
    // Every remaining week up to the horizon is blocked.
    for (let week = 6; week * 7 <= RECURRENCE_HORIZON_DAYS; week += 1) {
      expect(weekly.some((block) => block.start === day(week * 7) && block.end === day(week * 7 + 2))).toBe(true);
    }
    expect(blocks.find((block) => block.uid === "5d1f3h5k7m9p2r4t6v8x0z2b4d@google.com")).toMatchObject({ start: day(61), end: day(63), summary: "Owner: Not available" });
    expect((await feedRow(feed.id)).lastError).toBeNull();
    expect(await syncFeed(feed.id)).toEqual({ success: true, data: { added: 0, kept: imported, removed: 0, skipped: 0 } });
    expect(await blocksOf(rental.id)).toEqual(blocks);
  });

  it("moves the weekly horizon on with the days: a week later the oldest week is gone and a new one is blocked", async () => {
    server.set("/google-later.ics", renderSampleFeed("google"));
    const { rental, feed } = await rentalWithFeed("/google-later.ics", "Owner");
    await syncFeed(feed.id);
    const weekLater = new Date(Date.now() + 7 * 86_400_000);
    const result = await syncFeed(feed.id, { now: weekLater });
    // Gone: this week's block and the first evening of the other series, both over by then; new: the week the horizon reached.
    expect(result).toMatchObject({ success: true, data: { added: 1, removed: 2, skipped: 0 } });
    const starts = (await blocksOf(rental.id)).map((block) => block.start);
    expect(starts).not.toContain(day(0));
    expect(starts).toContain(day(Math.floor((RECURRENCE_HORIZON_DAYS + 7) / 7) * 7));
  });

  it("answers a clear message for an unknown feed", async () => {
    expect(await syncFeed("not-a-uuid")).toEqual({ success: false, code: "not_found", error: CALENDAR_MESSAGES.feedNotFound });
    expect(await syncFeed("00000000-0000-4000-8000-000000000000")).toEqual({ success: false, code: "not_found", error: CALENDAR_MESSAGES.feedNotFound });
  });
});
