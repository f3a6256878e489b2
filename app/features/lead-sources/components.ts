/** The lead sources components, for routes and other features' pages; everything else is internal to it. */
export { LeadSourceSection, type LeadSourceSectionData } from "./ui/lead-source-section";
