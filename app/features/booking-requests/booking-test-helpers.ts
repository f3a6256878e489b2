import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { requestBooking } from "./request-booking.server";

/** Test data for booking tests: "today" is fixed so that dates in Feb 2027 are in the future. */
export const NOW = new Date("2027-01-10T15:00:00Z");

export const guest = { name: "Maria Lopez Garcia", email: "maria@example.com", phone: "(340) 555-0100", message: "Two adults, arriving late." };

export async function createTestRental(overrides: Parameters<typeof createTestListing>[0] = {}) {
  return createTestListing({ kind: "rental", nightlyRate: 500, weeklyRate: 3000, cleaningFee: 250, minimumNights: 3, maxGuests: 6, ...overrides });
}

export async function createTestAdmin() {
  const admin = await createTestAgent(`admin${Math.random().toString(36).slice(2, 8)}@example.test`, "Test Admin", { role: "admin" });
  return { id: admin.id, email: admin.email, role: admin.role, status: admin.status };
}

/** A pending request for [checkIn, checkOut), checked against NOW. */
export async function requestStay(listingId: string, checkIn: string, checkOut: string, who: Partial<typeof guest> = {}) {
  const result = await requestBooking({ listingId, source: "rental" }, { ...guest, ...who, checkIn, checkOut, guests: 2 }, { now: NOW });
  if (!result.success) throw new Error(result.error);
  return result.id;
}
