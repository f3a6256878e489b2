/** What the server uses of content changes: following them, and making a saved change visible in every process before answering. */
export { CONTENT_CHANGES_CHANNEL, followContentChanges, type ContentFollower } from "./follow-content-changes.server";
