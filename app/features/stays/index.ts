/** What other parts of the app may use of stays (safe in the browser); everything else is internal to it. */
export { BOOKING_STATUS_LABELS, BOOKING_STATUSES, formatDay, firstMonthShown, BOOKING_LIMITS, BOOKING_MESSAGES, BOOKING_STATUS_CHOICES, BOOKING_TRANSITIONS, transitionMessage, dateOfDay, dayOfDate, firstTakenNight, stayProblems, nightsOf, monthAfter, MONTHS_SHOWN } from "./booking-rules";
export type { BookingDecision } from "./booking-rules";
export { BOOKING_REQUESTS_TABLE } from "./booking-requests-table";
export type { BookingRequestSort } from "./booking-requests-table";
