/** What other features may use of shell (safe in the browser); everything else is internal to it. */
export { onPathChange } from "./enhance/on-path-change";
