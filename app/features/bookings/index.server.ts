/** What other features may use of bookings on the server; everything else is internal to it. */
export { BOOKING_STATUSES, bookingRequests } from "./booking-request.table";
