/** What other parts of the app may use of market reports (safe in the browser); everything else is internal to it. */
export { areaSlug, marketPath } from "./market-areas";
export { FEW_SALES, hasFewSales } from "./market-report";
export type { AreaSummary, MarketArea, MarketFigures, MarketReport, MonthFigures, SalesFigures } from "./market-report";
export { reportDescription, reportSentences } from "./market-sentences";
export { marketReportJsonLd, reportTitle } from "./market-structured-data";
