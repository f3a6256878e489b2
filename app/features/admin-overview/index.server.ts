/** What other parts of the app may use of admin overview on the server; everything else is internal to it. */
export { getAdminOverview } from "./get-admin-overview.server";
