/** The agents components, for routes and other features' pages; everything else is internal to it. */
export { ListingAgentCard } from "./ui/listing-agent-card";
export type { ListingAgent } from "./ui/listing-agent-card";
export { AdminAgentForm } from "./ui/admin-agent-form";
export { AdminAgentTable } from "./ui/admin-agent-table";
export { AgentProfile } from "./ui/agent-profile";
export { TeamGrid } from "./ui/team-grid";
export { AdminBulkImport } from "./ui/admin-bulk-import";
