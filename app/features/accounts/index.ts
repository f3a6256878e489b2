/** What other parts of the app may use of accounts (safe in the browser); everything else is internal to it. */
export { dashboardPath } from "./dashboard-path";
export { ACCOUNT_MESSAGES, VERIFY_MESSAGES } from "./account-rules";
export { safeRedirectPath } from "./safe-redirect-path";
export { can, canAny, forbidden, FORBIDDEN_MESSAGE, mayActForAnyAgent, PERMISSIONS, refusalOf, refuse } from "./permissions";
export type { Actor, AuditedActor, Permission } from "./permissions";
export type { UserRole } from "./user-rules";
export { USERS_TABLE, type UserSort } from "./users-table";
