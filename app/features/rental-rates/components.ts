/** The rental-rates components, for routes and other features' pages; everything else is internal to it. */
export { StayTermsForm } from "./ui/stay-terms-form";
export type { StayTermsActionData } from "./ui/stay-terms-form";
export { RatesEditor } from "./ui/rates-editor";
export { SeasonRatesTable } from "./ui/season-rates-table";
export { StayTermsSummary } from "./ui/stay-terms-summary";
export type { StayTermsNotice } from "./ui/stay-terms-summary";
