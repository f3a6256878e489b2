/** What other parts of the app may use of lead sources on the server; everything else is internal to it. */
export { countLeadsByChannel, readLeadSource, storeLeadSource } from "./lead-source-store.server";
export type { LeadSource } from "./lead-source-store.server";
