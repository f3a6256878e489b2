/** What other parts of the app may use of stays on the server; everything else is internal to it. */
export { bookingRequestGuestColumns, bookingRequestOwnerColumns, pendingRequestsOverlapping, findBookingRequest, findBookingRequestsOf, findStayIdsOf, insertBookingRequest, leftJoinBookingRequest, updateBookingRequest } from "./booking-request-store.server";
export type { BookingRequestRow, BookingSource, NewBookingRequestRow, StoredQuote } from "./booking-request.table";
export { findApprovedStay, listApprovedStays } from "./approved-stays.server";
export type { ApprovedStay } from "./approved-stays.server";
export { listAgentBookingRequests, listAllBookingRequests, listBookedProperties } from "./list-booking-requests.server";
export type { AdminBookingRequestView, BookingRequestsPage, BookingRequestView } from "./list-booking-requests.server";
export { weeklyBookingRequests } from "./booking-counts.server";
export { deleteBookingRequestsCheckedOutBefore } from "./booking-retention.server";
