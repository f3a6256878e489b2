/** What other parts of the app may use of demo data on the server; everything else is internal to it. */
export { demoDataLoads } from "./demo-data-load.table";
