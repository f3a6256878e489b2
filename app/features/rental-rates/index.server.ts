/** What other parts of the app may use of rental-rates on the server; everything else is internal to it. */
export { loadStayTermsPage, saveStayTerms, stayTermsNotice, currentAgreement, agreementDigest, loadStayTerms } from "./stay-terms.server";
export type { StayTermsPage } from "./stay-terms.server";
export { handleRatesForm, listRateRentals, loadRatesPage } from "./rates-page.server";
export type { RatesFormReply, RatesPage, RateRentalRow } from "./rates-page.server";
export { seedDemoRates } from "./seed-rates.server";
export { loadRentalRates } from "./rental-rates.server";
export type { BaseRateListing } from "./rental-rates.server";
