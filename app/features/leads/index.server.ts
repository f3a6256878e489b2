/** What other parts of the app may use of leads on the server; everything else is internal to it. */
export { leadEvents, leads, showings } from "./lead.table";
export { loadEnquiryForm } from "./enquiry-page.server";
export { firstResponseStats } from "./lead-metrics.server";
export type { FirstResponseStats } from "./lead-metrics.server";
export { sentByBuyer } from "./sent-by-buyer.server";
export type { EnquiringBuyer } from "./sent-by-buyer.server";
export { listBuyerEnquiries } from "./buyer-enquiries.server";
export { handleEnquiryForm } from "./enquiry-form.server";
export type { EnquiryFailureReply, EnquirySentReply } from "./enquiry-form.server";
export { loadLeadPage, submitLeadAction } from "./lead-page.server";
export { listLeads } from "./read-leads.server";
export { findEnquiryTarget } from "./send-enquiry.server";
export { anonymizeLeadsUnchangedSince } from "./lead-retention.server";
