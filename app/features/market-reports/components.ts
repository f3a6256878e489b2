/** The market reports' React components. */
export { MarketReportLink, MarketReportView } from "./ui/market-report-view";
