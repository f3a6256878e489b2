/** What other parts of the app may use of the MLS feed on the server; everything else is internal to it. */
export { startFeedSync, startSyncInBackground, syncNow, wakePhotoFetcher } from "./feed-schedule.server";
export { runFeedSync } from "./feed-sync.server";
export type { SyncOptions, SyncReport } from "./feed-sync.server";
export { countPendingPhotos, fetchDuePhotos } from "./fetch-photos.server";
export { mlsMediaUsesImage } from "./feed-media.server";
export { lastSuccessfulSync, listSyncRuns } from "./sync-state.server";
export type { SyncRun } from "./sync-state.server";
export { readSyncProgress } from "./sync-progress.server";
export { listingAttributionLines, listingNoticeLines, loadFeedDisclaimer, loadFeedNotice, mlsDisclaimerText } from "./feed-notice.server";
export type { FeedNotice } from "./feed-notice.server";
export { ResoClient } from "./reso-client.server";
export { connectionReason, DatabaseGone, databaseReason, importListingFile, type ImportSummary } from "./import-listings.server";
export { FeedError, rowLabel } from "./read-feed";
