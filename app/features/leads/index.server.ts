/** What other parts of the app may use of leads on the server; everything else is internal to it. */
export { enquiringBuyerId, loadEnquiryForm } from "./enquiry-page.server";
export { firstResponseStats } from "./lead-metrics.server";
export type { FirstResponseStats } from "./lead-metrics.server";
export type { EnquiringBuyer } from "./sent-by-buyer.server";
export { anonymizeEnquiries, exportEnquiries, listBuyerEnquiries } from "./buyer-enquiries.server";
export type { EnquiryExport } from "./buyer-enquiries.server";
export { handleEnquiryForm } from "./enquiry-form.server";
export type { EnquiryFailureReply, EnquirySentReply } from "./enquiry-form.server";
export { loadLeadPage, submitLeadAction } from "./lead-page.server";
export { listLeads } from "./read-leads.server";
export { findEnquiryTarget } from "./send-enquiry.server";
export { anonymizeLeadsUnchangedSince } from "./lead-retention.server";
