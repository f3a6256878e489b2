/** What other features may use of bookings on the server; everything else is internal to it. */
export { BOOKING_STATUSES, bookingRequests } from "./booking-request.table";
export { utcStamp } from "./calendar-sync/calendar-dates";
export { CRLF, escapeText, foldLine } from "./calendar-sync/ics-text";
