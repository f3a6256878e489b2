/** What other features may use of spam-guard (safe in the browser); everything else is internal to it. */
export { SpamGuardFields } from "./spam-guard-fields";
