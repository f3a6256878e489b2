/** What other features may use of bookings on the server; everything else is internal to it. */
export { BOOKING_STATUSES, bookingRequests } from "./booking-request.table";
export { calendarBlocks } from "./calendar-block.table";
export { calendarFeeds } from "./calendar-feed.table";
export { lockRentalCalendar } from "./calendar-lock.server";
export { rentalCalendars } from "./rental-calendar.table";
