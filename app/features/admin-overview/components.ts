/** The admin overview components, for routes and other features' pages; everything else is internal to it. */
export { OverviewCounts } from "./ui/overview-counts";
export { TimeSeriesChart } from "./ui/time-series-chart";
export { LeadPerformance } from "./ui/lead-performance";
