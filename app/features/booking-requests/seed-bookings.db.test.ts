import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { bookingRequests } from "~/features/stays/booking-request.table";
import { calendarBlocks } from "~/features/rental-calendars/calendar-block.table";
import { seedDemoBookings } from "./seed-bookings.server";
import { createTestRental } from "./booking-test-helpers";

describe("seedDemoBookings", () => {
  it("adds pending and approved requests on the demo rentals, approved ones with their block, once", async () => {
    for (const title of ["Villa Marisol", "Sea Grape Cottage", "Villa Solstice", "Villa Bella Vista", "Tamarind House"]) await createTestRental({ title });
    expect(await seedDemoBookings(getDb())).toBe(6);
    expect(await seedDemoBookings(getDb())).toBe(0);
    const rows = await getDb().select().from(bookingRequests);
    expect(rows.filter((row) => row.status === "approved")).toHaveLength(3);
    expect(rows.filter((row) => row.status === "pending")).toHaveLength(3);
    expect(await getDb().select().from(calendarBlocks)).toHaveLength(3);
  });
});
