import { refuse, type Actor } from "~/features/accounts";
import { and, desc, eq, gt, lte, type SQL } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { listingPublicPath, rentalSlug, type ListingAddress } from "~/features/listings";
import { joinListing, listingAgentContact, listingOwnedBy, type ListingOwner, publicPathColumns, rentalNameSql } from "~/features/listings/index.server";
import { BOOKING_STATUSES, bookingRequests, type BookingStatus, type StoredQuote } from "./booking-request.table";

import { isUuid } from "~/shared/lib/uuid";
import { isIsoDay } from "~/shared/dates/island-days";

/** One booking request as the dashboards show it. */
export type BookingRequestView = {
  id: string;
  propertyId: string;
  propertyName: string;
  propertySlug: string;
  /** The rental's public page (listingPublicPath). */
  propertyPath: string;
  source: "rental" | "villa";
  rentalSlug: string | null;
  checkIn: string;
  checkOut: string;
  guests: number;
  guestName: string;
  email: string;
  phone: string | null;
  message: string;
  quote: StoredQuote | null;
  status: BookingStatus;
  adminNotes: string;
  approvedAt: Date | null;
  rejectedAt: Date | null;
  createdAt: Date;
};

export type AdminBookingRequestView = BookingRequestView & { agentName: string | null; agentEmail: string | null };

const columns = {
  id: bookingRequests.id,
  propertyId: bookingRequests.listingId,
  propertyName: rentalNameSql,
  address: publicPathColumns,
  source: bookingRequests.source,
  rentalSlug: bookingRequests.rentalSlug,
  checkIn: bookingRequests.checkIn,
  checkOut: bookingRequests.checkOut,
  guests: bookingRequests.guests,
  guestName: bookingRequests.guestName,
  email: bookingRequests.email,
  phone: bookingRequests.phone,
  message: bookingRequests.message,
  quote: bookingRequests.quote,
  status: bookingRequests.status,
  adminNotes: bookingRequests.adminNotes,
  approvedAt: bookingRequests.approvedAt,
  rejectedAt: bookingRequests.rejectedAt,
  createdAt: bookingRequests.createdAt,
};

const newestFirst = [desc(bookingRequests.createdAt), desc(bookingRequests.id)];
const PAGE = 500;

/** The rental's slug and page, from the columns listingPublicPath reads. */
function withPath<T extends { address: ListingAddress }>({ address, ...row }: T): Omit<T, "address"> & { propertySlug: string; propertyPath: string } {
  return { ...row, propertySlug: rentalSlug(address), propertyPath: listingPublicPath(address) };
}

/** The requests for an agent's own properties (listingOwnedBy), newest first. */
export async function listAgentBookingRequests(owner: ListingOwner & Actor): Promise<Result<{ data: BookingRequestView[] }>> {
  const refused = refuse(owner, "view:agent-dashboard");
  if (refused) return refused;
  return runService("listAgentBookingRequests", { userId: owner.id }, async () => {
    const rows = await joinListing(getDb().select(columns).from(bookingRequests).$dynamic(), bookingRequests.listingId)
      .where(listingOwnedBy(owner))
      .orderBy(...newestFirst)
      .limit(PAGE);
    return ok({ data: rows.map(withPath) });
  });
}

export type BookingFilters = {
  status?: string | null;
  propertyId?: string | null;
  /** Stays that end after this day… */
  from?: string | null;
  /** …and start before this one. */
  to?: string | null;
};

/** Every request, newest first, with the listing agent, for those who decide them; unusable filter values are ignored. */
export async function listAllBookingRequests(actor: Actor, filters: BookingFilters = {}): Promise<Result<{ data: AdminBookingRequestView[] }>> {
  const refused = refuse(actor, "decide:booking-requests");
  if (refused) return refused;
  const conditions: SQL[] = [];
  if (filters.status && (BOOKING_STATUSES as readonly string[]).includes(filters.status)) {
    conditions.push(eq(bookingRequests.status, filters.status as BookingStatus));
  }
  if (isUuid(filters.propertyId)) conditions.push(eq(bookingRequests.listingId, filters.propertyId));
  if (isIsoDay(filters.from)) conditions.push(gt(bookingRequests.checkOut, filters.from));
  if (isIsoDay(filters.to)) conditions.push(lte(bookingRequests.checkIn, filters.to));
  return runService("listAllBookingRequests", {}, async () => {
    const rows = await joinListing(getDb().select({ ...columns, ...listingAgentContact() }).from(bookingRequests).$dynamic(), bookingRequests.listingId)
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(...newestFirst)
      .limit(PAGE);
    return ok({ data: rows.map(withPath) });
  });
}

/** The rentals that have requests, for the administrator's property filter. */
export async function listBookedProperties(): Promise<Result<{ data: Array<{ id: string; name: string }> }>> {
  return runService("listBookedProperties", {}, async () => {
    const data = await joinListing(getDb().selectDistinct({ id: bookingRequests.listingId, name: rentalNameSql }).from(bookingRequests).$dynamic(), bookingRequests.listingId)
      .orderBy(rentalNameSql);
    return ok({ data });
  });
}
