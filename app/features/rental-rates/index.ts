/** What other parts of the app may use of rental-rates (safe in the browser); everything else is internal to it. */
export { formatRate, quoteLineAmount, quoteLineLabel, computeQuote } from "./stay-quote";
export type { Quote } from "./stay-quote";
export { RATE_RULE_MESSAGES, stayRuleProblem, stayRuleFor, baseRates } from "./stay-rates";
export type { RentalRates } from "./stay-rates";
export { priceBreakdownHtml } from "./ui/price-breakdown-html";
