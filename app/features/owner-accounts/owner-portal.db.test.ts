import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { calendarBlocks } from "~/features/rental-calendars/calendar-block.table";
import { holdStayNights, loadAvailability } from "~/features/rental-calendars/index.server";
import { insertBookingRequest } from "~/features/stays/index.server";
import type { AuditedActor } from "~/shared/access/permissions";
import { forbidden } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { readOwnerCalendar, readOwnerOverview } from "./owner-calendar.server";
import { blockOwnerStay, cancelOwnerStay, OWNER_STAY_MESSAGES } from "./owner-stays.server";
import { addContractVersion, linkOwnerVilla } from "./villa-management.server";
import { TEST_CONTRACT, TEST_QUOTE, actorOf } from "./owner-test-data";

// Mid-April 2026 on the island.
const NOW = new Date("2026-04-15T16:00:00Z");


let admin: AuditedActor;
let owner: AuditedActor;
let otherOwner: AuditedActor;
let villaId: string;
let otherVillaId: string;

beforeEach(async () => {
  admin = actorOf(await createTestAgent(undefined, "Office Admin", { role: "admin" }));
  owner = actorOf(await createTestAgent(undefined, "Villa Owner", { role: "owner" }));
  otherOwner = actorOf(await createTestAgent(undefined, "Other Owner", { role: "owner" }));
  villaId = (await createTestListing({ kind: "rental" })).id;
  otherVillaId = (await createTestListing({ kind: "rental" })).id;
  expect((await linkOwnerVilla(admin, owner.id, villaId)).success).toBe(true);
  expect((await linkOwnerVilla(admin, otherOwner.id, otherVillaId)).success).toBe(true);
  expect((await addContractVersion(admin, villaId, TEST_CONTRACT)).success).toBe(true);
});

async function approvedStay(listingId: string, checkIn: string, checkOut: string, guestName = "Maria Lopez") {
  const booking = await insertBookingRequest(getDb(), { listingId, source: "rental", checkIn, checkOut, guests: 2, guestName, email: "maria@example.com", phone: "340-555-0100", quote: TEST_QUOTE, status: "approved" });
  await holdStayNights(getDb(), { listingId, checkIn, checkOut, bookingRequestId: booking.id });
  return booking.id;
}

describe("the owner's calendar", () => {
  it("shows their villas' guests by first name with the owner's share, their own stays, and nothing of another owner's villa", async () => {
    await approvedStay(villaId, "2026-05-01", "2026-05-05");
    await approvedStay(otherVillaId, "2026-05-10", "2026-05-12", "Someone Else");
    expect(await blockOwnerStay(owner, { listingId: villaId, checkIn: "2026-06-01", checkOut: "2026-06-08" }, NOW)).toMatchObject({ success: true });

    const overview = await readOwnerOverview(owner, NOW);
    if (!overview.success) throw new Error(overview.error);
    expect(overview.data.villas.map((villa) => villa.id)).toEqual([villaId]);
    expect(overview.data.entries).toEqual([
      expect.objectContaining({ kind: "guest", guestFirstName: "Maria", checkIn: "2026-05-01", checkOut: "2026-05-05", nights: 4, ownerShareCents: 160_000 }),
      expect.objectContaining({ kind: "owner", guestFirstName: null, checkIn: "2026-06-01", checkOut: "2026-06-08", nights: 7, ownerShareCents: null }),
    ]);
    expect(overview.data.upcomingRevenueCents).toBe(160_000);
    expect(JSON.stringify(overview.data)).not.toMatch(/maria@example\.com|340-555-0100|Lopez|Someone/);

    const calendar = await readOwnerCalendar(otherOwner, "2026-05-01", "2026-07-01");
    if (!calendar.success) throw new Error(calendar.error);
    expect(calendar.data.entries.map((entry) => entry.listingId)).toEqual([otherVillaId]);
    expect(await readOwnerOverview(admin, NOW)).toEqual(forbidden());
  });
});

describe("an owner stay", () => {
  it("takes the nights off the site's availability at once, and can be given back before it begins", async () => {
    const held = await blockOwnerStay(owner, { listingId: villaId, checkIn: "2026-07-01", checkOut: "2026-07-04" }, NOW);
    if (!held.success) throw new Error(held.error);
    expect(await loadAvailability(villaId, "2026-06-28", "2026-07-06")).toEqual({ success: true, data: ["2026-07-01", "2026-07-02", "2026-07-03"] });

    expect(await cancelOwnerStay(otherOwner, held.id, NOW)).toMatchObject({ success: false, code: "not_found" });
    expect(await cancelOwnerStay(owner, held.id, new Date("2026-07-01T15:00:00Z"))).toEqual({ success: false, error: OWNER_STAY_MESSAGES.begun });
    expect(await cancelOwnerStay(owner, held.id, NOW)).toEqual({ success: true });
    expect(await getDb().select().from(calendarBlocks).where(eq(calendarBlocks.id, held.id))).toEqual([]);
  });

  it("never takes a guest's stay or awaited request, another owner's villa, or past or backwards dates, and writes nothing when refused", async () => {
    await approvedStay(villaId, "2026-05-01", "2026-05-05");
    await insertBookingRequest(getDb(), { listingId: villaId, source: "rental", checkIn: "2026-08-10", checkOut: "2026-08-14", guests: 2, guestName: "Ann Lee", email: "ann@example.com", quote: TEST_QUOTE, status: "pending" });
    const before = await getDb().$count(calendarBlocks);

    expect(await blockOwnerStay(owner, { listingId: villaId, checkIn: "2026-05-03", checkOut: "2026-05-07" }, NOW)).toEqual({
      success: false,
      error: "Those dates overlap Maria's stay from Fri, May 1, 2026 to Tue, May 5, 2026. Choose other dates.",
    });
    expect(await blockOwnerStay(owner, { listingId: villaId, checkIn: "2026-08-12", checkOut: "2026-08-20" }, NOW)).toMatchObject({
      success: false,
      error: expect.stringContaining("a guest's request from Mon, Aug 10, 2026 to Fri, Aug 14, 2026"),
    });
    expect(await blockOwnerStay(owner, { listingId: otherVillaId, checkIn: "2026-09-01", checkOut: "2026-09-03" }, NOW)).toMatchObject({ success: false, fieldErrors: { listingId: OWNER_STAY_MESSAGES.villa } });
    for (const listingId of ["", "not-a-villa", "🝋⩚ᕳㇾ"]) {
      expect(await blockOwnerStay(owner, { listingId, checkIn: "2026-09-01", checkOut: "2026-09-03" }, NOW)).toMatchObject({ success: false, fieldErrors: { listingId: OWNER_STAY_MESSAGES.villa } });
    }
    expect(await blockOwnerStay(owner, { listingId: villaId, checkIn: "2026-04-01", checkOut: "2026-04-03" }, NOW)).toMatchObject({ fieldErrors: { checkIn: OWNER_STAY_MESSAGES.past } });
    expect(await blockOwnerStay(owner, { listingId: villaId, checkIn: "2026-09-05", checkOut: "2026-09-01" }, NOW)).toMatchObject({ fieldErrors: { checkOut: OWNER_STAY_MESSAGES.checkOut } });
    expect(await blockOwnerStay(owner, { listingId: villaId, checkIn: "2026-09-01", checkOut: "2027-01-01" }, NOW)).toMatchObject({ fieldErrors: { checkOut: OWNER_STAY_MESSAGES.tooLong } });
    expect(await blockOwnerStay(owner, { listingId: villaId, checkIn: "'; drop table users; --", checkOut: "x" }, NOW)).toMatchObject({ fieldErrors: { checkIn: OWNER_STAY_MESSAGES.checkIn } });
    expect(await blockOwnerStay(admin, { listingId: villaId, checkIn: "2026-09-01", checkOut: "2026-09-03" }, NOW)).toEqual(forbidden());
    expect(await getDb().$count(calendarBlocks)).toBe(before);
  });
});
