/** What other parts of the app may use of booking-requests on the server; everything else is internal to it. */
export { loadBookingPanel, rentalBookingAction, rentalByNameBookingAction } from "./booking-page.server";
export { decideBookingRequest } from "./decide-booking-request.server";
export { seedDemoBookings } from "./seed-bookings.server";
export { seedDemoPastStays } from "./seed-past-stays.server";
export type { DemoPastStay } from "./seed-past-stays.server";
