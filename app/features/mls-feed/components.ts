/** The MLS feed's components other parts of the app may render. */
export { FeedDisclaimer, FeedNotice } from "./ui/feed-notice";
export { SyncProgressPanel } from "./ui/sync-progress-panel";
export type { SyncProgress } from "./sync-progress";
