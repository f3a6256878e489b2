/** What other parts of the app may use of accounts (safe in the browser); everything else is internal to it. */
export { dashboardPath } from "./dashboard-path";
export { ACCOUNT_MESSAGES, VERIFY_MESSAGES } from "./account-rules";
export { safeRedirectPath } from "./safe-redirect-path";
export { USERS_TABLE, type UserSort } from "./users-table";
