/** What other parts of the app may use of keeping listings current on the server; everything else is internal to it. */
export { changeListingMarket } from "./change-market.server";
export { approveListingRevision, getRevisionReview, listPendingRevisions, rejectListingRevision } from "./decide-revision.server";
export type { PendingRevision, RevisionReview } from "./decide-revision.server";
export { getListingUpkeep } from "./listing-upkeep.server";
export type { ListingUpkeep } from "./listing-upkeep.server";
export { reviseListing } from "./propose-revision.server";
export type { RevisionReply } from "./propose-revision.server";
export { listingRevisionsUseImage } from "./revision-images.server";
export { handleUpkeepAction, upkeepNotice } from "./upkeep-action.server";
export { UPKEEP_MESSAGES } from "./upkeep-messages";
export { revisionStatesOf } from "./revision-states.server";
export { listListingsNeedingAttention, loadKeptListingsNeedingAttention } from "./listings-needing-attention.server";
export type { AttentionReason, ListingNeedingAttention } from "./listings-needing-attention.server";
export { seedDemoRevisions } from "./seed-revisions.server";
