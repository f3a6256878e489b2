/** What other parts of the app may use of home valuation on the server; everything else is internal to it. */
export { handleValuationForm, readComparableSales } from "./home-valuation.server";
export { answerPointArea } from "./point-area.server";
export type { ValuationAnswer, ValuationFailure, ValuationReply } from "./home-valuation.server";
export { holdOut } from "./valuation-benchmark";
export type { HoldOutReport } from "./valuation-benchmark";
export { saleOf } from "./sale-facts";
