/** What other parts of the app may use of portfolio on the server; everything else is internal to it. */
export { handlePortfolioAction, listPortfolioFor, portfolioFormValues, readPortfolioFilters } from "./portfolio-admin.server";
export type { PortfolioReply } from "./portfolio-admin.server";
export { getPortfolioItem } from "./portfolio.server";
