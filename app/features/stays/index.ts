/** What other parts of the app may use of stays (safe in the browser); everything else is internal to it. */
export { BOOKING_LIMITS, BOOKING_MESSAGES, BOOKING_STATUS_CHOICES, BOOKING_STATUS_LABELS, BOOKING_STATUSES, BOOKING_TRANSITIONS, transitionMessage } from "./booking-rules";
export { dateOfDay, dayOfDate, firstMonthShown, firstTakenNight, formatDay, monthAfter, MONTHS_SHOWN, nightsOf, stayProblems } from "./booking-rules";
export type { BookingDecision, BookingStatus } from "./booking-rules";
export { BOOKING_REQUESTS_TABLE, type BookingRequestSort } from "./booking-requests-table";
