/** What other parts of the app may use of admin overview on the server; everything else is internal to it. */
export { getAdminOverview } from "./get-admin-overview.server";
export { OVERVIEW_DAYS } from "./get-admin-overview.server";
export type { OverviewDays } from "./get-admin-overview.server";
