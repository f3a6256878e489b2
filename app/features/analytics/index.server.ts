/** What other parts of the app may use of analytics on the server; everything else is internal to it. */
export { deletePageViewsBefore } from "./page-view-retention.server";
export { recordPageView } from "./page-views.server";
export { countListingViews } from "./listing-views.server";
