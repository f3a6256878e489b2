/** What other parts of the app may use of keeping listings current (safe in the browser); everything else is internal to it. */
export { MARKET_FIELDS } from "./revision-fields";
export { UPKEEP_MESSAGES } from "./upkeep-messages";
