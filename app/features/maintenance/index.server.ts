/** What other parts of the app may use of maintenance on the server; everything else is internal to it. */
export { claimRun } from "./claim-run.server";
export { startDailyMaintenance } from "./daily-maintenance.server";
