/** What other parts of the app may use of listing submissions on the server; everything else is internal to it. */
export { editedColumns, formValuesOf, getEditableListing, handleAgentListingEdit, withdrawAgentListing } from "./edit-agent-listing.server";
export { applyPhotoPlan, PhotoRollback } from "./agent-listing-photos.server";
export type { PlannedPhoto } from "./agent-listing-photos.server";
export { checkListingForm, listingFailureReply } from "./submit-agent-listing.server";
export { AGENT_LISTING_MESSAGES, handleAgentListingForm, listAgentListings } from "./submit-agent-listing.server";
export type { AgentListingRow } from "./submit-agent-listing.server";
export { listAgentListingsTable } from "./agent-listings-table.server";
export type { AgentListingTableRow } from "./agent-listings-table.server";
