import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { createTestAgent } from "~/features/listings/listing-factory";

import { CALENDAR_MESSAGES } from "./calendar-messages";
import { addFeed, listFeeds, removeFeed } from "./calendar-feeds.server";
import { blocksOf, createApprovedStay, createTestFeed, createTestRental } from "./calendar-sync-test-data";
import { exportUrl, getOrCreateExportToken, isOwnUid, regenerateExportToken, renderExportCalendar } from "./export-calendar.server";
import { findManagedRental } from "./managed-rental.server";
import { getDb } from "~/shared/db/client.server";
import { calendarBlocks, dateRange } from "./calendar-block.table";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";

const today = todayOnIsland();
const day = (offset: number) => addDays(today, offset);
const actor = { id: null, email: "agent@demo.test" };

function parse(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toString(), end: event.endDate.toString(), isDate: event.startDate.isDate };
  });
}

describe("export tokens", () => {
  it("creates one token per rental on first use and keeps it", async () => {
    const rental = await createTestRental();
    const [first, second] = await Promise.all([getOrCreateExportToken(rental.id), getOrCreateExportToken(rental.id)]);
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second).toBe(first);
    expect(exportUrl(first)).toMatch(new RegExp(`/calendar/${first}\\.ics$`));
  });

  it("regenerating makes the old address stop working", async () => {
    const rental = await createTestRental();
    const old = await getOrCreateExportToken(rental.id);
    const fresh = await regenerateExportToken(rental.id);
    expect(fresh).not.toBe(old);
    expect(await renderExportCalendar(old)).toBeNull();
    expect(await renderExportCalendar(fresh)).toContain("BEGIN:VCALENDAR");
    expect(await getOrCreateExportToken(rental.id)).toBe(fresh);
  });
});

describe("renderExportCalendar", () => {
  it("exports approved stays as Reserved and other blocks as Not available, all-day with stable UIDs and no guest data", async () => {
    const rental = await createTestRental({ title: "Sea Grape Cottage" });
    const other = await createTestRental();
    const stay = await createApprovedStay(rental.id, day(10), day(17));
    await createApprovedStay(other.id, day(10), day(17));
    const feed = await createTestFeed(rental.id, "https://www.airbnb.com/calendar/ical/1.ics");
    await getDb().insert(calendarBlocks).values([
      { listingId: rental.id, during: dateRange(day(20), day(22)), kind: "import", feedId: feed.id, externalUid: "x@airbnb.com", summary: "Airbnb: Reserved" },
      { listingId: rental.id, during: dateRange(day(30), day(31)), kind: "manual", summary: "Owner's week" },
      // Ended long ago: no longer exported.
      { listingId: rental.id, during: dateRange(day(-90), day(-80)), kind: "manual", summary: "Old" },
    ]);
    const token = await getOrCreateExportToken(rental.id);
    const body = (await renderExportCalendar(token))!;
    const events = parse(body);
    const blocks = await blocksOf(rental.id);
    expect(events).toEqual([
      { uid: `${stay.blockId}@localhost`, summary: "Reserved", start: day(10), end: day(17), isDate: true },
      { uid: `${blocks[2]!.id}@localhost`, summary: "Not available", start: day(20), end: day(22), isDate: true },
      { uid: `${blocks[3]!.id}@localhost`, summary: "Not available", start: day(30), end: day(31), isDate: true },
    ]);
    expect(body).not.toMatch(/Maria|maria@example\.com|555-0100|Owner's week|airbnb/i);
    expect(body).toContain("X-WR-CALNAME:Sea Grape Cottage (Sugar Apple Realty)");
    expect(events.every((event) => isOwnUid(event.uid))).toBe(true);
    expect(isOwnUid("x@airbnb.com")).toBe(false);
    // Same data, same events (DTSTAMP aside).
    expect(parse((await renderExportCalendar(token))!)).toEqual(events);
  });

  it("answers null for unknown or malformed tokens", async () => {
    expect(await renderExportCalendar("A".repeat(32))).toBeNull();
    expect(await renderExportCalendar("../../etc/passwd")).toBeNull();
    expect(await renderExportCalendar("")).toBeNull();
  });
});

describe("addFeed / removeFeed", () => {
  it("adds a feed named after its site, refuses duplicates, bad addresses and our own export", async () => {
    const rental = await createTestRental();
    const added = await addFeed(actor, rental.id, { url: "https://www.airbnb.com/calendar/ical/123.ics?s=abc", label: "" });
    expect(added).toMatchObject({ success: true });
    expect(await listFeeds(rental.id)).toEqual([
      { id: added.success ? added.id : "", url: "https://www.airbnb.com/calendar/ical/123.ics?s=abc", label: "Airbnb", lastSyncedAt: null, lastError: null },
    ]);
    expect(await addFeed(actor, rental.id, { url: "https://www.airbnb.com/calendar/ical/123.ics?s=abc", label: "Again" })).toEqual({
      success: false,
      error: CALENDAR_MESSAGES.urlDuplicate,
      fieldErrors: { url: CALENDAR_MESSAGES.urlDuplicate },
    });
    expect(await addFeed(actor, rental.id, { url: "ftp://example.test/x.ics", label: "" })).toMatchObject({ success: false, error: CALENDAR_MESSAGES.urlInvalid });
    const token = await getOrCreateExportToken(rental.id);
    // Our own export under another host name is still refused.
    expect(await addFeed(actor, rental.id, { url: `https://alias.example.test/calendar/${token}.ics`, label: "" })).toMatchObject({
      success: false,
      error: CALENDAR_MESSAGES.urlOwnExport,
    });
  });

  it("removing a feed removes the periods it imported; another rental's feed cannot be removed", async () => {
    const rental = await createTestRental();
    const other = await createTestRental();
    const feed = await createTestFeed(rental.id, "https://www.vrbo.com/icalendar/abc.ics", "VRBO");
    await getDb().insert(calendarBlocks).values({ listingId: rental.id, during: dateRange(day(3), day(5)), kind: "import", feedId: feed.id, externalUid: "u1" });
    expect(await removeFeed(actor, other.id, feed.id)).toEqual({ success: false, code: "not_found", error: CALENDAR_MESSAGES.feedNotFound });
    expect(await blocksOf(rental.id)).toHaveLength(1);
    expect(await removeFeed(actor, rental.id, feed.id)).toEqual({ success: true, id: feed.id });
    expect(await blocksOf(rental.id)).toEqual([]);
    expect(await removeFeed(actor, rental.id, feed.id)).toEqual({ success: false, code: "not_found", error: CALENDAR_MESSAGES.feedNotFound });
  });
});

describe("findManagedRental", () => {
  it("lets the rental's agent and any administrator in, and no one else", async () => {
    const owner = await createTestAgent();
    const stranger = await createTestAgent();
    const rental = await createTestRental({ agentId: owner.id });
    const sale = await createTestRental({ kind: "sale", agentId: owner.id });
    const asAgent = (user: { id: string; email: string }) => ({ ...user, role: "agent" as const, status: "active" as const, emailVerified: true });
    expect(await findManagedRental(asAgent(owner), rental.id)).toMatchObject({ id: rental.id, name: rental.title });
    expect(await findManagedRental({ id: owner.id, email: owner.email.toUpperCase(), role: "agent", status: "active", emailVerified: true }, rental.id)).not.toBeNull();
    expect(await findManagedRental(asAgent(stranger), rental.id)).toBeNull();
    expect(await findManagedRental({ ...stranger, role: "admin", status: "active", emailVerified: true }, rental.id)).toMatchObject({ id: rental.id });
    expect(await findManagedRental(asAgent(owner), sale.id)).toBeNull();
    expect(await findManagedRental(asAgent(owner), "not-a-uuid")).toBeNull();
  });
});
