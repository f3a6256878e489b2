/** What other parts of the app may use of stays on the server; everything else is internal to it. */
export { weeklyBookingRequests } from "./booking-counts.server";
export { deleteBookingRequestsCheckedOutBefore } from "./booking-retention.server";
export { listAgentBookingRequests, listAllBookingRequests, listBookedProperties } from "./list-booking-requests.server";
export type { AdminBookingRequestView, BookingRequestsPage, BookingRequestView } from "./list-booking-requests.server";
export { findApprovedStay, listApprovedStays } from "./approved-stays.server";
export type { ApprovedStay } from "./approved-stays.server";
