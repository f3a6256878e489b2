/** What other features may use of leads (safe in the browser); everything else is internal to it. */
export { EnquiryForm, type EnquiryFormData } from "./ui/enquiry-form";
