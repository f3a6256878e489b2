/** Content changes: announcing one no trigger sees, telling changes from marks, following them, and making a saved change visible in every process before answering. */
export { announcePublicContentChange, CONTENT_CHANGES_CHANNEL, isContentChange } from "./content-channel.server";
export { followContentChanges, type ContentFollower } from "./follow-content-changes.server";
