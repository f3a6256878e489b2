/** What other parts of the app may use of saved searches on the server; everything else is internal to it. */
export { startAlertRunner } from "./alert-runner.server";
export { matchSavedSearches } from "./match-saved-searches.server";
export { sendSavedSearchAlerts, startAlertsAfterConfirmation } from "./send-alerts.server";
export { SAVED_SEARCH_NOTICES, handleSavedSearchForm } from "./saved-search-form.server";
export { askToSignUpFirst, savePendingSearch } from "./pending-save-form.server";
export type { SavedSearchNotice } from "./saved-search-form.server";
export { exportSavedSearches, listSavedSearches, readSavedQuery, searchFilters } from "./saved-searches.server";
export type { SavedSearchExport } from "./saved-searches.server";
export { findUnsubscribeTarget, unsubscribeSearch } from "./unsubscribe.server";
export { seedDemoSavedSearches } from "./seed-saved-searches.server";
export { matchStatement } from "./match-saved-searches.server";
