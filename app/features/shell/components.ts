/** The shell components, for routes and other features' pages; everything else is internal to it. */
export { ChatButton } from "./chat-button";
export { ChunkLoadError } from "./chunk-load-error";
export { Footer } from "./footer";
export { Header } from "./header";
export { NO_RENTALS } from "./rental-menu";
export { RouteProgress } from "./route-progress";
export { DashboardLayout } from "./dashboard-layout";
export type { DashboardSection } from "./dashboard-layout";
export { SideMenu } from "./side-menu";
export { StaffShell } from "./staff-shell";
export type { StaffPerson } from "./staff-shell";
export { StaffFrame, StaffHeading } from "./staff-frame";
