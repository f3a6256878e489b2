/** What other features may use of leads on the server; everything else is internal to it. */
export { leadEvents, leads, showings } from "./lead.table";
export { loadEnquiryForm } from "./enquiry-page.server";
export { firstResponseStats } from "./lead-metrics.server";
export type { FirstResponseStats } from "./lead-metrics.server";
export { sentByBuyer } from "./sent-by-buyer.server";
export type { EnquiringBuyer } from "./sent-by-buyer.server";
