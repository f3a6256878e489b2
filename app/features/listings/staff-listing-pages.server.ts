import { forgetKeptContent, keepContentFromNowOn, keptByKeyUntilContentChanges, stopKeepingContent } from "~/shared/cache/content-memo.server";
import { listen } from "~/shared/db/notify.server";

/** Notified by the database on every change to what the review queue shows (drizzle/0039_review_queue_changes.sql). */
export const REVIEW_QUEUE_CHANGES_CHANNEL = "review_queue_changed";

/**
 * The review queue's pages (the waiting and reviewed listings, proposed
 * revisions, the latest audit entries) are the same for every
 * administrator: each filtered page is kept until the database announces a
 * change, so a dashboard reloaded while nothing changed reads only the
 * session. Distinct searches keep at most 200 pages, the oldest dropped first.
 */
const pages = keptByKeyUntilContentChanges<unknown>(200, () => true, REVIEW_QUEUE_CHANGES_CHANNEL);

/** The page for `key` (its filter, written out), from what is kept or else from `load`. */
export function keptReviewQueuePage<Page>(key: string, load: () => Promise<Page>): Promise<Page> {
  return pages(key, load) as Promise<Page>;
}

/** Keeps queue pages from now on, dropping them on every change and after a lost listener reconnects; the returned function stops. */
export async function followReviewQueueChanges(): Promise<() => Promise<void>> {
  const forget = () => forgetKeptContent(REVIEW_QUEUE_CHANGES_CHANNEL);
  const stop = await listen(REVIEW_QUEUE_CHANGES_CHANNEL, forget, { onReconnect: forget });
  keepContentFromNowOn(REVIEW_QUEUE_CHANGES_CHANNEL);
  return async () => {
    stopKeepingContent(REVIEW_QUEUE_CHANGES_CHANNEL);
    await stop();
  };
}
