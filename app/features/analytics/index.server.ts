/** What other features may use of analytics on the server; everything else is internal to it. */
export { pageViews } from "./page-view.table";
