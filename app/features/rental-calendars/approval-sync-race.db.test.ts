import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAdmin, requestStay } from "~/features/booking-requests/booking-test-helpers";
import { decideBookingRequest } from "~/features/booking-requests/decide-booking-request.server";
import { blocksOf, createTestFeed, createTestRental } from "./calendar-sync-test-data";
import { startFeedServer, type FeedServer } from "./fixtures/feed-server";
import { syncFeed } from "./sync-feed.server";

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(() => server.close());

/** Several reservations in Feb 2027, each a few nights, one of them across the requested stay. */
function feedAroundTheStay(): string {
  const event = (uid: string, start: string, end: string) =>
    ["BEGIN:VEVENT", `UID:${uid}`, `DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${end}`, "SUMMARY:Reserved", "END:VEVENT"].join("\r\n");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//Feed//EN",
    event("a@feed", "20270201", "20270204"),
    event("b@feed", "20270206", "20270209"),
    event("c@feed", "20270210", "20270213"),
    event("d@feed", "20270215", "20270218"),
    event("e@feed", "20270220", "20270223"),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

describe("approving a stay while the same rental's import calendar syncs", () => {
  it("always ends in an answer, never an unexpected failure, and never overlapping nights (20 trials)", async () => {
    const admin = await createTestAdmin();
    server.set("/race.ics", feedAroundTheStay());
    for (let trial = 0; trial < 20; trial++) {
      const rental = await createTestRental({ nightlyRate: 500, weeklyRate: 3000, minimumNights: 3, maxGuests: 6 });
      const feed = await createTestFeed(rental.id, server.url("/race.ics"));
      const requestId = await requestStay(rental.id, "2027-02-12", "2027-02-16");
      // The sync fetches its feed first; stagger the approval so that some trials meet its transaction.
      const approveLater = new Promise((resolve) => setTimeout(resolve, (trial % 10) * 2)).then(() => decideBookingRequest(admin, requestId, "approved"));
      const [approval, sync] = await Promise.all([approveLater, syncFeed(feed.id)]);
      expect(approval.success || !("unexpected" in approval && approval.code === "unexpected")).toBe(true);
      expect(sync.success || !("unexpected" in sync && sync.code === "unexpected")).toBe(true);
      const nights = (await blocksOf(rental.id)).map((block) => [block.start, block.end] as const).sort();
      for (let index = 1; index < nights.length; index++) expect(nights[index]![0] >= nights[index - 1]![1]).toBe(true);
    }
  }, 120_000);
});
