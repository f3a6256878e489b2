/** What other parts of the app may use of agents on the server; everything else is internal to it. */
export { listPublicAgentPaths } from "./agents.server";
export { handleAgentAdminAction } from "./admin-agents.server";
export { listAgentActiveListings } from "./agent-listings.server";
export { findListingAgent, findListingAgentForPage, getAgent, getPublicAgent, listAgents, listTeam } from "./agents.server";
export { seedDemoAgents } from "./seed-agents.server";
