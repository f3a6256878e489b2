/** The leads components, for routes and other features' pages; everything else is internal to it. */
export { EnquiryForm, type EnquiryFormData } from "./ui/enquiry-form";
export { LeadsTable } from "./ui/leads-table";
export { LeadDetailView } from "./ui/lead-detail-view";
export { OverdueTasksList } from "./ui/overdue-tasks-list";
export { TodayWork, type AttentionListing } from "./ui/today-work";
export { LeadPipelineBoard } from "./ui/lead-pipeline-board";
export { LeadTemplatesEditor } from "./ui/lead-templates-editor";
