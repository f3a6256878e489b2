/** What other parts of the app may use of bookings on the server; everything else is internal to it. */
export { weeklyBookingRequests } from "./booking-counts.server";
export { loadBookingPanel, rentalBookingAction, rentalByNameBookingAction } from "./booking-page.server";
export { renderExportCalendar } from "./calendar-sync/export-calendar.server";
export { findManagedRental } from "./calendar-sync/managed-rental.server";
export { handleRentalCalendarForm, loadRentalCalendarPage } from "./calendar-sync/rental-calendar-page.server";
export type { CalendarFormReply } from "./calendar-sync/rental-calendar-page.server";
export { deleteBookingRequestsCheckedOutBefore } from "./booking-retention.server";
export { decideBookingRequest } from "./decide-booking-request.server";
export { listAgentBookingRequests, listAllBookingRequests, listBookedProperties } from "./list-booking-requests.server";
export { listRentalsForDashboard, readRentalFilters } from "./list-rentals-for-dashboard.server";
export { seedDemoBookings } from "./seed-bookings.server";
export { isPublicAddress } from "./calendar-sync/public-address";
export { guardedLookup, isPrivateLiteral, PRIVATE_ADDRESS_CODE } from "./calendar-sync/guarded-lookup";
