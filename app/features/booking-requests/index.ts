/** What other parts of the app may use of booking-requests (safe in the browser); everything else is internal to it. */
export { RENTALS_FETCH_FALLBACK } from "./rental-state";
