/** What other features may use of agents (safe in the browser); everything else is internal to it. */
export { ListingAgentCard } from "./ui/listing-agent-card";
export type { ListingAgent } from "./ui/listing-agent-card";
