import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forbidden } from "~/shared/access/permissions";
import type { UserRole } from "~/shared/access/user-rules";
import { createTestAgent } from "~/features/listings/listing-factory";
import { getDb } from "~/shared/db/client.server";
import { bookingRequests } from "~/features/stays/booking-request.table";
import { calendarBlocks } from "~/features/rental-calendars/calendar-block.table";
import { createTestAdmin, createTestRental, requestStay } from "./booking-test-helpers";
import { findManagedRental } from "~/features/rental-calendars/managed-rental.server";
import { handleRentalCalendarForm } from "~/features/rental-calendars/rental-calendar-page.server";
import { decideBookingRequest } from "./decide-booking-request.server";
import { listAgentBookingRequests, listAllBookingRequests, listBookedProperties } from "~/features/stays/list-booking-requests.server";
import { listRentalsForDashboard } from "~/features/rental-calendars/list-rentals-for-dashboard.server";

const session = (user: { id: string; email: string; role: UserRole; status: "active" | "pending" }) => ({ ...user, name: "Someone", emailVerified: true });

describe("booking services refuse an actor without the permission", () => {
  it("only those who decide requests see which rentals have requests", async () => {
    const agent = await createTestAgent();
    const rental = await createTestRental({ agentId: agent.id });
    await requestStay(rental.id, "2027-04-01", "2027-04-08");
    const admin = await createTestAdmin();
    expect(await listBookedProperties(agent)).toEqual(forbidden());
    expect(await listBookedProperties({ ...admin, status: "pending" })).toEqual(forbidden());
    expect(await listBookedProperties(admin)).toMatchObject({ success: true, data: [{ id: rental.id }] });
  });

  it("an agent cannot decide a booking request, even one for their own rental: nothing changes", async () => {
    const agent = await createTestAgent();
    const rental = await createTestRental({ agentId: agent.id });
    const id = await requestStay(rental.id, "2027-02-01", "2027-02-08");

    expect(await decideBookingRequest(agent, id, "approved", "Welcome!")).toEqual(forbidden());
    const [row] = await getDb().select().from(bookingRequests).where(eq(bookingRequests.id, id));
    expect(row).toMatchObject({ status: "pending", approvedAt: null, decidedBy: null });
    expect(await getDb().select().from(calendarBlocks).where(eq(calendarBlocks.listingId, rental.id))).toEqual([]);
  });

  it("a buyer, or an administrator's account that is not active, cannot decide one either", async () => {
    const rental = await createTestRental();
    const id = await requestStay(rental.id, "2027-03-01", "2027-03-08");
    const admin = await createTestAdmin();
    expect(await decideBookingRequest({ ...admin, role: "buyer" }, id, "rejected")).toEqual(forbidden());
    expect(await decideBookingRequest({ ...admin, status: "pending" }, id, "rejected")).toEqual(forbidden());
    expect(await decideBookingRequest(admin, id, "rejected")).toMatchObject({ success: true, status: "rejected" });
  });

  it("only those who decide requests list every request; only agents list their own", async () => {
    const agent = await createTestAgent();
    const admin = await createTestAdmin();
    expect(await listAllBookingRequests(agent)).toEqual(forbidden());
    expect(await listAllBookingRequests(admin)).toMatchObject({ success: true });
    expect(await listAgentBookingRequests({ ...admin, emailVerified: true })).toEqual(forbidden());
    expect(await listAgentBookingRequests({ ...agent, emailVerified: true })).toMatchObject({ success: true });
  });

  it("a buyer sees no rentals dashboard and manages no calendar", async () => {
    const agent = await createTestAgent();
    const rental = await createTestRental({ agentId: agent.id });
    const buyer = session({ ...agent, role: "buyer", status: "active" });
    expect(await listRentalsForDashboard(buyer)).toEqual(forbidden());
    expect(await findManagedRental(buyer, rental.id)).toBeNull();

    const managed = await findManagedRental(session({ ...agent, status: "active" }), rental.id);
    expect(managed).not.toBeNull();
    const form = new FormData();
    form.set("intent", "regenerate");
    expect(await handleRentalCalendarForm(buyer, managed!, form)).toEqual({
      status: 403,
      body: { intent: "regenerate", success: false, error: "You are not allowed to do this" },
    });
  });
});
