/**
 * The page cache follows public content through the content-changes feature:
 * the database's triggers announce each change on this channel, every process
 * clears its pages on it, and a saving request waits until every process has
 * (app/features/content-changes, decisions 0055 and 0118).
 */
export { CONTENT_CHANGES_CHANNEL, followContentChanges, type ContentFollower } from "../../app/features/content-changes/index.server";
