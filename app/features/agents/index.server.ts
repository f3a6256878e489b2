/** What other features may use of agents on the server; everything else is internal to it. */
export { listPublicAgentPaths } from "./agents.server";
