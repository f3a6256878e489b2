import { refuse, type Actor } from "~/shared/access/permissions";
import { and, count, desc, eq, gt, lte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { listingPublicPath, rentalSlug, type ListingAddress } from "~/features/listings";
import { joinListing, listingAgentContact, listingOwnedBy, type ListingOwner, publicPathColumns, rentalNameSql } from "~/features/listings/index.server";
import { BOOKING_STATUSES, bookingRequests, type BookingStatus, type StoredQuote } from "./booking-request.table";

import { isUuid } from "~/shared/lib/uuid";
import { isIsoDay } from "~/shared/dates/island-days";
import { loadTablePage, matchesText, orderByColumn } from "~/shared/tables/table-page.server";
import { readTableQuery, type TablePage, type TableQuery } from "~/shared/tables/table-query";
import { BOOKING_REQUESTS_TABLE, type BookingRequestSort } from "./booking-requests-table";

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

/**
 * The whitelisted sorts, each an expression of the request or its rental.
 * Rows that tie on the column follow newest request first, then by id, so
 * the order is defined and pages never overlap.
 */
const SORT_COLUMNS: Record<BookingRequestSort, SQLWrapper> = {
  requested: bookingRequests.createdAt,
  stay: bookingRequests.checkIn,
  property: sql`lower(${rentalNameSql})`,
  guest: sql`lower(${bookingRequests.guestName})`,
  estimate: sql`(${bookingRequests.quote} ->> 'totalCents')::bigint`,
  status: bookingRequests.status,
};

/** A search box's text matches the guest's name, e-mail or phone or the rental's name. */
const searched = (text: string) => matchesText(text, [bookingRequests.guestName, bookingRequests.email, bookingRequests.phone, rentalNameSql]);

const order = (query: TableQuery<BookingRequestSort>) => orderByColumn(SORT_COLUMNS, query.sort, query.dir, desc(bookingRequests.createdAt), desc(bookingRequests.id));

const FIRST_PAGE = readTableQuery(new URLSearchParams(), BOOKING_REQUESTS_TABLE);

export type BookingRequestsPage<Row> = TablePage<Row, BookingRequestSort>;

/** The rental's slug and page, from the columns listingPublicPath reads. */
function withPath<T extends { address: ListingAddress }>({ address, ...row }: T): Omit<T, "address"> & { propertySlug: string; propertyPath: string } {
  return { ...row, propertySlug: rentalSlug(address), propertyPath: listingPublicPath(address) };
}

/** One page of the requests for an agent's own properties (listingOwnedBy), searched, sorted and paged in SQL. */
export async function listAgentBookingRequests(
  owner: ListingOwner & Actor,
  query: TableQuery<BookingRequestSort> = FIRST_PAGE,
): Promise<Result<{ data: BookingRequestsPage<BookingRequestView> }>> {
  const refused = refuse(owner, "view:agent-dashboard");
  if (refused) return refused;
  return runService("listAgentBookingRequests", { userId: owner.id, query }, async () => {
    const where = and(listingOwnedBy(owner), searched(query.q));
    const page = await loadTablePage(
      query,
      async () => (await joinListing(getDb().select({ total: count() }).from(bookingRequests).$dynamic(), bookingRequests.listingId).where(where))[0]?.total ?? 0,
      (limit, offset) =>
        joinListing(getDb().select(columns).from(bookingRequests).$dynamic(), bookingRequests.listingId)
          .where(where)
          .orderBy(...order(query))
          .limit(limit)
          .offset(offset),
    );
    return ok({ data: { ...page, rows: page.rows.map(withPath) } });
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

/**
 * One page of every request, with the listing agent, for those who decide
 * them: filtered, searched, sorted and paged in SQL; unusable filter values
 * are ignored.
 */
export async function listAllBookingRequests(
  actor: Actor,
  filters: BookingFilters = {},
  query: TableQuery<BookingRequestSort> = FIRST_PAGE,
): Promise<Result<{ data: BookingRequestsPage<AdminBookingRequestView> }>> {
  const refused = refuse(actor, "decide:booking-requests");
  if (refused) return refused;
  const conditions: SQL[] = [];
  if (filters.status && (BOOKING_STATUSES as readonly string[]).includes(filters.status)) {
    conditions.push(eq(bookingRequests.status, filters.status as BookingStatus));
  }
  if (isUuid(filters.propertyId)) conditions.push(eq(bookingRequests.listingId, filters.propertyId));
  if (isIsoDay(filters.from)) conditions.push(gt(bookingRequests.checkOut, filters.from));
  if (isIsoDay(filters.to)) conditions.push(lte(bookingRequests.checkIn, filters.to));
  const search = searched(query.q);
  if (search) conditions.push(search);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  return runService("listAllBookingRequests", { query }, async () => {
    const page = await loadTablePage(
      query,
      async () => (await joinListing(getDb().select({ total: count() }).from(bookingRequests).$dynamic(), bookingRequests.listingId).where(where))[0]?.total ?? 0,
      (limit, offset) =>
        joinListing(getDb().select({ ...columns, ...listingAgentContact() }).from(bookingRequests).$dynamic(), bookingRequests.listingId)
          .where(where)
          .orderBy(...order(query))
          .limit(limit)
          .offset(offset),
    );
    return ok({ data: { ...page, rows: page.rows.map(withPath) } });
  });
}

/** The rentals that have requests, for the administrator's property filter. */
export async function listBookedProperties(actor: Actor): Promise<Result<{ data: Array<{ id: string; name: string }> }>> {
  const refused = refuse(actor, "decide:booking-requests");
  if (refused) return refused;
  return runService("listBookedProperties", {}, async () => {
    const data = await joinListing(getDb().selectDistinct({ id: bookingRequests.listingId, name: rentalNameSql }).from(bookingRequests).$dynamic(), bookingRequests.listingId)
      .orderBy(rentalNameSql);
    return ok({ data });
  });
}
