/** The components of keeping listings current, for routes; everything else is internal to it. */
export { ListingUpkeepPage } from "./ui/listing-upkeep-page";
export type { UpkeepFailure } from "./ui/listing-upkeep-page";
export { PendingRevisions, RevisionDecision } from "./ui/revision-decision";
export type { DecisionReply } from "./ui/revision-decision";
