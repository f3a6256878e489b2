/** The listing submissions components, for routes and other features' pages; everything else is internal to it. */
export { AgentListingForm } from "./ui/agent-listing-form";
