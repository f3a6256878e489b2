/** What other parts of the app may use of bookings (safe in the browser); everything else is internal to it. */
export { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from "./booking-rules";
export { BOOKING_REQUESTS_TABLE, type BookingRequestSort } from "./booking-requests-table";
export { CALENDAR_MESSAGES, FEED_LABEL_MAX_LENGTH, FEED_URL_MAX_LENGTH } from "./calendar-sync/calendar-messages";
export { RENTALS_FETCH_FALLBACK } from "./rental-state";
export { utcStamp } from "./calendar-sync/calendar-dates";
export { CRLF, escapeText, foldLine } from "./calendar-sync/ics-text";
