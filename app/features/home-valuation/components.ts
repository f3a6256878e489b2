/** The home valuation components, for routes; everything else is internal to it. */
export { ReportForm } from "./ui/report-form";
export { ValuationForm } from "./ui/valuation-form";
export { ValuationResult } from "./ui/valuation-result";
export { LeadValuationSection, type LeadValuationSectionData } from "./ui/lead-valuation-section";
