/** What other parts of the app may use of market reports (safe in the browser); everything else is internal to it. */
export { areaSlug, marketPath } from "./market-areas";
export { FEW_SALES, hasFewSales } from "./market-report";
export type { AreaSummary, MarketArea, MarketFigures, MarketReport, MonthFigures, SalesFigures } from "./market-report";
export { KEY_FIGURE_ROWS, keyFigureLine } from "./key-figures";
export type { KeyFigureRow } from "./key-figures";
export { dollars, ISLAND_NAME, placeName, reportDescription, reportSentences } from "./market-sentences";
export { marketReportJsonLd, reportTitle } from "./market-structured-data";
