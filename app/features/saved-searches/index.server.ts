/** What other features may use of saved searches on the server; everything else is internal to it. */
export { savedSearchMatches, savedSearches } from "./saved-search.table";
export { startAlertRunner } from "./alert-runner.server";
export { matchSavedSearches } from "./match-saved-searches.server";
export { sendSavedSearchAlerts } from "./send-alerts.server";
