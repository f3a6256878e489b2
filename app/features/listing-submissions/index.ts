/** What other parts of the app may use of listing submissions (safe in the browser); everything else is internal to it. */
export { AGENT_LISTING_MESSAGES, agentFields, KIND_TITLES } from "./agent-listing-fields";
export type { AgentField } from "./agent-listing-fields";
export { AGENT_LISTINGS_TABLE } from "./agent-listings-table";
export type { AgentListingSort } from "./agent-listings-table";
