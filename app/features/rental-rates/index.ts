/** What other parts of the app may use of rental-rates (safe in the browser); everything else is internal to it. */
export { computeQuote, formatRate, quoteLineAmount, quoteLineLabel, type Quote } from "./stay-quote";
export { baseRates, RATE_RULE_MESSAGES, stayRuleFor, stayRuleProblem, type RentalRates } from "./stay-rates";
export { DEFAULT_STAY_TERMS, describeCancellationPolicy, parseDollars, type CancellationTier, type StayTermsSnapshot } from "./stay-terms-rules";
export { priceBreakdownHtml } from "./ui/price-breakdown-html";
