/** What other features and routes may use of saved searches (safe in the browser); everything else is internal to it. */
export { FREQUENCY_LABELS, SAVED_SEARCH_MESSAGES } from "./saved-search-rules";
export type { AlertFrequency } from "./saved-search-rules";
export { isAlertFrequency, returnsToSaveSearch } from "./saved-search-rules";
export { searchSummary } from "./saved-search-summary";
