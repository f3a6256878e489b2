/** The portfolio components, for routes and other features' pages; everything else is internal to it. */
export { PortfolioFilterForm, PortfolioForm, PortfolioTable } from "./ui/admin-portfolio";
