/** What other parts of the app may use of rental-rates on the server; everything else is internal to it. */
export { loadRentalRates, type BaseRateListing } from "./rental-rates.server";
export { findBookableRental, type BookableRental } from "./bookable-rental.server";
export { handleRatesForm, listRateRentals, loadRatesPage } from "./rates-page.server";
export type { RatesFormReply, RatesPage, RateRentalRow } from "./rates-page.server";
export { loadStayTerms, loadStayTermsPage, saveStayTerms, stayTermsNotice, type StayTermsPage } from "./stay-terms.server";
export { seedDemoRates } from "./seed-rates.server";
export { seedDemoStayTerms } from "./seed-stay-terms.server";
