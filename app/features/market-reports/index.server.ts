/** What other parts of the app may use of market reports on the server; everything else is internal to it. */
export { listMarketReportPaths, MARKET_MESSAGES, readMarketReport } from "./market-report.server";
