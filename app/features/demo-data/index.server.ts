/** What other parts of the app may use of demo data on the server; everything else is internal to it. */
export { isDemoDataMissing, markDemoDataLoaded } from "./demo-data-loads.server";
