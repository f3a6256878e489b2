/** The bookings components, for routes and other features' pages; everything else is internal to it. */
export { CopyField } from "./calendar-sync/ui/copy-field";
export { AvailabilitySection } from "./ui/availability-section";
export { BookingRequestForm, detailsFromValues } from "./ui/booking-request-form";
export type { BookingActionData } from "./ui/booking-request-form";
export { FeedList } from "./calendar-sync/ui/feed-list";
export { bookingRentalOf } from "./ui/booking-rental";
export { BookingRequestsTable } from "./ui/booking-requests-table";
export { RentalsDashboardTable, RentalsFilterForm } from "./ui/rentals-dashboard-table";
export { StayPage } from "./payments/ui/stay-page";
export type { StayActionData } from "./payments/ui/stay-page";
export { StayTermsForm } from "./payments/ui/stay-terms-form";
export type { StayTermsActionData } from "./payments/ui/stay-terms-form";
export { StayPaymentsPanel } from "./payments/ui/stay-payments-panel";
export type { RefundActionData } from "./payments/ui/stay-payments-panel";
export { RatesEditor } from "./rates/ui/rates-editor";
export { SeasonRatesTable } from "./rates/ui/season-rates-table";
