/** The spam guard components, for routes and other features' pages; everything else is internal to it. */
export { SpamGuardFields } from "./spam-guard-fields";
