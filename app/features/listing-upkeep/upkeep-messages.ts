/** What staff read when they keep a listing current (the services answer with these too). Safe in the browser. */
export const UPKEEP_MESSAGES = {
  mls: "This listing comes from the MLS feed: change it at the MLS, and the site follows within minutes.",
  marketSaved: "Saved: the new price and status are live",
  marketUnchanged: "Nothing changed: the price and status were already these",
  proposed: "Sent for review: the approved version stays public until an administrator approves your changes",
  applied: "Saved: the changes are live",
  matchesLive: "Your changes match what is live, so nothing is waiting for review",
  nothingChanged: "Nothing changed: the text and photos are already these",
  approved: "Approved: the changes are live",
  rejected: "Rejected: the agent sees your reason with their listing",
  noRevision: "No changes are waiting for review on this listing",
  reasonRequired: "Please tell the agent why, so they can correct their changes",
  reasonTooLong: "The reason must be 4,000 characters or fewer",
  photosMoved: "The listing's photos have changed since these changes were proposed; reject them and ask the agent to edit again",
  unavailable: "Your changes could not be saved just now; please try again in a few minutes",
} as const;
