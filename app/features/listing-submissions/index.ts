/** What other parts of the app may use of listing submissions (safe in the browser); everything else is internal to it. */
export { AGENT_LISTING_MESSAGES, KIND_TITLES } from "./agent-listing-fields";
