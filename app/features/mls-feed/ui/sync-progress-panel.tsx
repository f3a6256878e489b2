import { syncProgressCounts, syncProgressTitle, type SyncProgress } from "../sync-progress";

type Props = {
  /** The newest run as the page was loaded (null when none has started yet). */
  progress: SyncProgress | null;
  /** The run that was newest before "Sync now", when the new one has not started yet: the island waits for another. */
  waitingAfter?: string | null;
  refreshHref: string;
};

/**
 * The pass under way (or just ended): its stage and counts as of the page's
 * load, with a Refresh link. The page's island asks for the progress every
 * couple of seconds and rewrites these lines until the run ends.
 */
export function SyncProgressPanel({ progress, waitingAfter, refreshHref }: Props) {
  const state = waitingAfter !== undefined ? "waiting" : progress?.status === "running" ? "running" : "done";
  return (
    <section className="admin-feed__progress" aria-labelledby="feed-progress-heading" data-feed-progress={state} data-after={waitingAfter ?? ""}>
      <div role="status">
        <h3 id="feed-progress-heading" data-feed-progress-title>
          {syncProgressTitle(waitingAfter !== undefined ? null : progress)}
        </h3>
        <p data-feed-progress-counts>{waitingAfter !== undefined ? "" : syncProgressCounts(progress)}</p>
      </div>
      <p>
        <a href={refreshHref}>Refresh</a> to see the latest runs below.
      </p>
    </section>
  );
}
