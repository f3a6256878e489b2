/** The shell components, for routes and other features' pages; everything else is internal to it. */
export { ChatButton } from "./chat-button";
export { ChunkLoadError } from "./chunk-load-error";
export { Footer } from "./footer";
export { Header } from "./header";
export { NO_RENTALS } from "./rental-menu";
export { RouteProgress } from "./route-progress";
export { AGENT_DASHBOARD_SECTIONS, DashboardLayout } from "./dashboard-layout";
export type { DashboardSection } from "./dashboard-layout";
export { SideMenu } from "./side-menu";
