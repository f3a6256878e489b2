import { describe, expect, it } from "vitest";
import { getConnection, getDb } from "~/shared/db/client.server";
import { bookingRequests } from "~/features/stays/booking-request.table";
import { calendarBlocks } from "~/features/rental-calendars/calendar-block.table";
import { decideBookingRequest } from "./decide-booking-request.server";
import { createTestAdmin, createTestRental, requestStay } from "./booking-test-helpers";

/**
 * Twenty administrators approve twenty overlapping requests at the same
 * moment. On PostgreSQL (TEST_DATABASE_URL) the approvals run on separate
 * pooled connections, truly at once, and only the exclusion constraint can
 * stop a double booking; on PGlite (one connection) the same calls are
 * issued together and the database serialises them. Either way exactly one
 * stay is approved and every other administrator gets the clear message.
 */
describe("concurrent approvals", () => {
  it("approve exactly one of 20 overlapping requests; the other 19 are told which stay is in the way", async () => {
    const engine = getConnection().engine;
    const admins = await Promise.all(Array.from({ length: 20 }, () => createTestAdmin()));
    const rental = await createTestRental({ maxGuests: 10 });
    const ids: string[] = [];
    for (let index = 0; index < 20; index++) {
      // Stays of 5 to 9 nights from 1 to 5 February: every pair shares a night.
      const checkIn = `2027-02-0${1 + (index % 5)}`;
      const checkOut = `2027-02-${String(10 + (index % 3)).padStart(2, "0")}`;
      ids.push(await requestStay(rental.id, checkIn, checkOut, { name: `Guest${index} Example` }));
    }

    const results = await Promise.all(ids.map((id, index) => decideBookingRequest(admins[index]!, id, "approved")));

    const approved = results.filter((result) => result.success);
    const refused = results.filter((result) => !result.success);
    expect(approved, `engine ${engine}`).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const result of refused) {
      expect(result.success === false && result.error).toMatch(/^Cannot approve: .+ overlaps the approved stay of Guest\d+ from .+\. Nothing was changed\.$/);
      expect(result).not.toHaveProperty("unexpected");
    }
    const rows = await getDb().select().from(bookingRequests);
    expect(rows.filter((row) => row.status === "approved")).toHaveLength(1);
    expect(rows.filter((row) => row.status === "pending")).toHaveLength(19);
    expect(await getDb().select().from(calendarBlocks)).toHaveLength(1);
  });
});
