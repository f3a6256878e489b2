/** What other parts of the app may use of listing submissions on the server; everything else is internal to it. */
export { getEditableListing, handleAgentListingEdit, withdrawAgentListing } from "./edit-agent-listing.server";
export { AGENT_LISTING_MESSAGES, handleAgentListingForm, listAgentListings } from "./submit-agent-listing.server";
export type { AgentListingRow } from "./submit-agent-listing.server";
