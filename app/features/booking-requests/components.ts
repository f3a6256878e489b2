/** The booking-requests components, for routes and other features' pages; everything else is internal to it. */
export { AvailabilitySection } from "./ui/availability-section";
export { BookingRequestForm, detailsFromValues } from "./ui/booking-request-form";
export type { BookingActionData } from "./ui/booking-request-form";
export { bookingRentalOf } from "./ui/booking-rental";
export { BookingRequestsTable } from "./ui/booking-requests-table";
