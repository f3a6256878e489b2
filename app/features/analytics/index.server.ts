/** What other parts of the app may use of analytics on the server; everything else is internal to it. */
export { pageViews } from "./page-view.table";
export { recordPageView } from "./page-views.server";
