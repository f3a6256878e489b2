/** What other parts of the app may use of rental-calendars on the server; everything else is internal to it. */
export { loadAvailability } from "./load-availability.server";
export { lockRentalCalendar } from "./calendar-lock.server";
export { blocksOfRentals, blocksOverlapping, boundsOf, describeBlock, findOwnerNights, firstName, holdOwnerNights, holdStayNights, OWNER_STAY_SUMMARY, releaseOwnerNights, releaseStayNights } from "./calendar-blocks.server";
export { handleRentalCalendarForm, loadRentalCalendarPage, type CalendarFormReply } from "./rental-calendar-page.server";
export { findManagedRental } from "./managed-rental.server";
export { renderExportCalendar } from "./export-calendar.server";
export { listRentalsForDashboard, readRentalFilters } from "./list-rentals-for-dashboard.server";
export { isPublicAddress } from "./public-address";
export { guardedLookup, isPrivateLiteral, PRIVATE_ADDRESS_CODE } from "./guarded-lookup";
export { startCalendarSync } from "./sync-schedule.server";
