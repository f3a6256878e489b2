import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { auditLog } from "~/features/audit/audit.table";
import { mailOutbox } from "~/features/mail/outbox.table";
import { bookingRequests } from "~/features/stays/booking-request.table";
import { calendarBlocks, dateRange } from "~/features/rental-calendars/calendar-block.table";
import { BOOKING_MESSAGES } from "~/features/stays/booking-rules";
import { decideBookingRequest } from "./decide-booking-request.server";
import { loadAvailability } from "~/features/rental-calendars/load-availability.server";
import { listAgentBookingRequests, listAllBookingRequests } from "~/features/stays/list-booking-requests.server";
import { createTestAdmin, createTestRental, guest, requestStay } from "./booking-test-helpers";

async function requestRow(id: string) {
  const [row] = await getDb().select().from(bookingRequests).where(eq(bookingRequests.id, id));
  return row!;
}

async function guestMail() {
  return (await getDb().select().from(mailOutbox)).filter((mail) => mail.to === guest.email && !mail.subject.startsWith("Booking request received"));
}

describe("decideBookingRequest", () => {
  it("approves: records approvedAt and notes, blocks the nights, audits, and e-mails the guest", async () => {
    const admin = await createTestAdmin();
    const rental = await createTestRental({ title: "Villa Mango" });
    const id = await requestStay(rental.id, "2027-02-01", "2027-02-08");

    expect(await decideBookingRequest(admin, id, "approved", "Welcome!")).toEqual({ success: true, id, status: "approved" });
    const row = await requestRow(id);
    expect(row).toMatchObject({ status: "approved", adminNotes: "Welcome!", decidedBy: admin.id, rejectedAt: null });
    expect(row.approvedAt).toBeInstanceOf(Date);
    const blocks = await getDb().select().from(calendarBlocks);
    expect(blocks).toEqual([expect.objectContaining({ listingId: rental.id, during: "[2027-02-01,2027-02-08)", kind: "stay", bookingRequestId: id })]);
    const [entry] = await getDb().select().from(auditLog);
    expect(entry).toMatchObject({ actorId: admin.id, action: "booking.approved", subjectType: "booking_request", subjectId: id });
    expect(entry!.after).toMatchObject({ status: "approved", notes: "Welcome!" });
    const [mail] = await guestMail();
    expect(mail!.subject).toBe("Your stay is confirmed: Villa Mango");
    expect(mail!.text).toContain("Note from our team: Welcome!");

    const nights = await loadAvailability(rental.id, "2027-01-30", "2027-02-10");
    expect(nights).toEqual({ success: true, data: ["2027-02-01", "2027-02-02", "2027-02-03", "2027-02-04", "2027-02-05", "2027-02-06", "2027-02-07"] });
  });

  it("rejects: records rejectedAt, blocks nothing, e-mails the guest", async () => {
    const admin = await createTestAdmin();
    const rental = await createTestRental();
    const id = await requestStay(rental.id, "2027-02-01", "2027-02-08");
    expect(await decideBookingRequest(admin, id, "rejected", "Those dates are held for the owner.")).toMatchObject({ success: true, status: "rejected" });
    const row = await requestRow(id);
    expect(row).toMatchObject({ status: "rejected", approvedAt: null, adminNotes: "Those dates are held for the owner." });
    expect(row.rejectedAt).toBeInstanceOf(Date);
    expect(await getDb().select().from(calendarBlocks)).toHaveLength(0);
    expect((await guestMail())[0]!.subject).toMatch(/^Your booking request was declined/);
  });

  it("cancels an approved stay and frees its nights", async () => {
    const admin = await createTestAdmin();
    const rental = await createTestRental();
    const id = await requestStay(rental.id, "2027-02-01", "2027-02-08");
    await decideBookingRequest(admin, id, "approved");
    expect(await decideBookingRequest(admin, id, "cancelled", "Guest asked")).toMatchObject({ success: true, status: "cancelled" });
    expect((await requestRow(id)).status).toBe("cancelled");
    expect(await getDb().select().from(calendarBlocks)).toHaveLength(0);
    expect(await loadAvailability(rental.id, "2027-02-01", "2027-02-10")).toEqual({ success: true, data: [] });
  });

  it.each([
    ["approved", "approved", "This request is already approved."],
    ["approved", "rejected", "This request is already approved and can no longer be rejected."],
    ["rejected", "approved", "This request is already rejected and can no longer be approved."],
    ["rejected", "cancelled", "Only an approved stay can be canceled."],
    ["pending", "cancelled", "Only an approved stay can be canceled."],
  ])("refuses %s -> %s and changes nothing", async (from, to, message) => {
    const admin = await createTestAdmin();
    const rental = await createTestRental();
    const id = await requestStay(rental.id, "2027-02-01", "2027-02-08");
    if (from !== "pending") await decideBookingRequest(admin, id, from);
    const before = await requestRow(id);
    expect(await decideBookingRequest(admin, id, to)).toEqual({ success: false, error: message, code: "conflict" });
    expect(await requestRow(id)).toEqual(before);
  });

  it("refuses an unknown request, an unknown status and over-long notes", async () => {
    const admin = await createTestAdmin();
    expect(await decideBookingRequest(admin, "7d0c3f5e-4c9b-4b35-9f5e-0f2d6c1b9a11", "approved")).toEqual({ success: false, error: BOOKING_MESSAGES.notFound, code: "not_found" });
    expect(await decideBookingRequest(admin, "nope", "approved")).toEqual({ success: false, error: BOOKING_MESSAGES.notFound, code: "not_found" });
    expect(await decideBookingRequest(admin, "nope", "pending")).toMatchObject({ success: false, error: BOOKING_MESSAGES.statusInvalid });
    expect(await decideBookingRequest(admin, "nope", "approved", "x".repeat(2001))).toMatchObject({ success: false, error: BOOKING_MESSAGES.notesTooLong });
  });

  it("refuses to approve an overlapping request, naming the approved stay by the guest's first name", async () => {
    const admin = await createTestAdmin();
    const rental = await createTestRental();
    const first = await requestStay(rental.id, "2027-02-01", "2027-02-08");
    const second = await requestStay(rental.id, "2027-02-05", "2027-02-12", { name: "Jon Snow", email: "jon@example.com" });
    await decideBookingRequest(admin, first, "approved");
    const refused = await decideBookingRequest(admin, second, "approved");
    expect(refused).toEqual({
      success: false,
      error: "Cannot approve: Fri, Feb 5, 2027 to Fri, Feb 12, 2027 overlaps the approved stay of Maria from Mon, Feb 1, 2027 to Mon, Feb 8, 2027. Nothing was changed.",
      code: "conflict",
    });
    expect(await requestRow(second)).toMatchObject({ status: "pending", approvedAt: null });
    expect(await getDb().select().from(calendarBlocks)).toHaveLength(1);
    expect((await getDb().select().from(auditLog)).map((entry) => entry.subjectId)).toEqual([first]);
  });

  it("refuses to approve over a blocked period, naming its summary; a stay starting on the block's last day is fine", async () => {
    const admin = await createTestAdmin();
    const rental = await createTestRental();
    await getDb().insert(calendarBlocks).values({ listingId: rental.id, during: dateRange("2027-02-10", "2027-02-20"), kind: "manual", summary: "Owner's week" });
    const overlapping = await requestStay(rental.id, "2027-02-03", "2027-02-08");
    // Blocked after the request was sent.
    await getDb().insert(calendarBlocks).values({ listingId: rental.id, during: dateRange("2027-02-06", "2027-02-07"), kind: "manual", summary: "Maintenance" });
    expect(await decideBookingRequest(admin, overlapping, "approved")).toEqual({
      success: false,
      error: "Cannot approve: Wed, Feb 3, 2027 to Mon, Feb 8, 2027 overlaps the blocked period “Maintenance” from Sat, Feb 6, 2027 to Sun, Feb 7, 2027. Nothing was changed.",
      code: "conflict",
    });
    const after = await requestStay(rental.id, "2027-02-20", "2027-02-23");
    expect(await decideBookingRequest(admin, after, "approved")).toMatchObject({ success: true });
  });
});

describe("listing booking requests", () => {
  it("shows agents only their own properties' requests, newest first, with the property's id, name and slug", async () => {
    const mine = await createTestRental({ title: "Villa Mango", propertyInfo: { name: "Villa Mango", slug: "villa-mango" } });
    const theirs = await createTestRental({ listAgentEmail: "other@example.test", listAgentName: "Other Agent" });
    const older = await requestStay(mine.id, "2027-02-01", "2027-02-08");
    await requestStay(theirs.id, "2027-02-01", "2027-02-08");
    const newer = await requestStay(mine.id, "2027-03-01", "2027-03-08");

    const result = await listAgentBookingRequests({ id: randomUUID(), email: "AGENT@demo.test", emailVerified: true, role: "agent", status: "active" });
    if (!result.success) throw new Error(result.error);
    expect(result.data.rows.map((row) => row.id)).toEqual([newer, older]);
    expect(result.data.rows[0]).toMatchObject({ propertyId: mine.id, propertyName: "Villa Mango", propertySlug: "villa-mango", status: "pending" });
  });

  it("shows administrators every request with the agent, filtered by status, property and dates", async () => {
    const admin = await createTestAdmin();
    const a = await createTestRental({ listAgentEmail: "dana@example.test", listAgentName: "Dana Sprauve" });
    const b = await createTestRental();
    const febA = await requestStay(a.id, "2027-02-01", "2027-02-08");
    const marA = await requestStay(a.id, "2027-03-01", "2027-03-08");
    const febB = await requestStay(b.id, "2027-02-01", "2027-02-08");
    await decideBookingRequest(admin, febA, "approved");

    const all = await listAllBookingRequests(admin);
    if (!all.success) throw new Error(all.error);
    expect(all.data.rows.map((row) => row.id)).toEqual([febB, marA, febA]);
    expect(all.data.rows[2]).toMatchObject({ agentName: "Dana Sprauve", agentEmail: "dana@example.test", status: "approved" });

    const ids = async (filters: Parameters<typeof listAllBookingRequests>[1]) => {
      const result = await listAllBookingRequests(admin, filters);
      return result.success ? result.data.rows.map((row) => row.id) : result.error;
    };
    expect(await ids({ status: "approved" })).toEqual([febA]);
    expect(await ids({ status: "pending", propertyId: a.id })).toEqual([marA]);
    expect(await ids({ from: "2027-02-08", to: "2027-03-31" })).toEqual([marA]);
    expect(await ids({ to: "2027-02-01" })).toEqual([febB, febA]);
    expect(await ids({ status: "nonsense", propertyId: "x", from: "junk" })).toHaveLength(3);
  });
});

describe("loadAvailability", () => {
  it("lists unavailable nights within the window from stays and blocks, and refuses bad windows", async () => {
    const rental = await createTestRental();
    await getDb().insert(calendarBlocks).values({ listingId: rental.id, during: dateRange("2027-01-28", "2027-02-02"), kind: "manual" });
    expect(await loadAvailability(rental.id, "2027-02-01", "2027-02-05")).toEqual({ success: true, data: ["2027-02-01"] });
    expect(await loadAvailability(rental.id, "2027-02-05", "2027-02-01")).toEqual({ success: false, error: BOOKING_MESSAGES.dateInvalid });
    expect(await loadAvailability("nope", "2027-02-01", "2027-02-05")).toEqual({ success: false, error: BOOKING_MESSAGES.unknownProperty });
  });
});
