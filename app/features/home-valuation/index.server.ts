/** What other parts of the app may use of home valuation on the server; everything else is internal to it. */
export { handleValuationForm, readComparableSales } from "./home-valuation.server";
export { answerPointArea } from "./point-area.server";
export type { MonthlyUpdatesConsent, ValuationAnswer, ValuationFailure, ValuationReply } from "./home-valuation.server";
export { revalueRequest } from "./stored-valuation.server";
export type { AreaSale, Revaluation } from "./stored-valuation.server";
export { holdOut } from "./valuation-benchmark";
export type { HoldOutReport } from "./valuation-benchmark";
export { saleOf } from "./sale-facts";
export { handleValuationAction, isValuationIntent, loadLeadValuationSection } from "./lead-valuation-action.server";
export type { ValuationActionBody } from "./lead-valuation-action.server";
export { adjustLeadValuation } from "./adjust-lead-valuation.server";
export { loadLeadValuation } from "./lead-valuation.server";
export type { LeadValuation } from "./lead-valuation.server";
export { leadValuationFile, sendLeadValuation } from "./send-lead-valuation.server";
