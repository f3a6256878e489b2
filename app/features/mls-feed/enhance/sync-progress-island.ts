import { SYNC_PROGRESS_PATH, syncProgressCounts, syncProgressTitle, type SyncProgress } from "../sync-progress";

/** How often the progress is asked for while a pass runs. */
const EVERY_MS = 2000;
/** How long a pass just asked for may take to start before the page stops waiting for it. */
const START_WAIT_MS = 30_000;

/**
 * While a sync pass runs (or one just asked for has yet to start), asks the
 * server for the newest run's progress every couple of seconds and rewrites
 * the panel's lines (a status region, so they are read out), until the run
 * ends and its outcome is shown; the runs table is then swapped for the
 * server's fresh one. Without this script the panel shows the state as of
 * the page's load, with its Refresh link.
 */
export function followSyncProgress(): void {
  const panel = document.querySelector<HTMLElement>("[data-feed-progress]");
  const title = panel?.querySelector<HTMLElement>("[data-feed-progress-title]");
  const counts = panel?.querySelector<HTMLElement>("[data-feed-progress-counts]");
  if (!panel || !title || !counts || panel.dataset.feedProgress === "done") return;
  const after = panel.dataset.feedProgress === "waiting" ? (panel.dataset.after ?? "") : null;
  const since = Date.now();

  const show = (run: SyncProgress | null) => {
    const nextTitle = syncProgressTitle(run);
    const nextCounts = syncProgressCounts(run);
    if (title.textContent !== nextTitle) title.textContent = nextTitle;
    if (counts.textContent !== nextCounts) counts.textContent = nextCounts;
  };

  const ask = async () => {
    try {
      const response = await fetch(SYNC_PROGRESS_PATH, { credentials: "same-origin", headers: { Accept: "application/json" } });
      if (!response.ok) return setTimeout(ask, EVERY_MS);
      const { run } = (await response.json()) as { run: SyncProgress | null };
      // Asked for but not begun: the newest run is still the one from before.
      const notYet = after !== null && (!run || run.id === after);
      if (notYet) {
        if (Date.now() - since < START_WAIT_MS) return setTimeout(ask, EVERY_MS);
        title.textContent = "The pass has not started yet: another may be running. Refresh to check again.";
        return;
      }
      show(run);
      if (run?.status === "running") return setTimeout(ask, EVERY_MS);
      panel.dataset.feedProgress = "done";
      void refreshRuns().catch(() => undefined);
    } catch {
      setTimeout(ask, EVERY_MS);
    }
  };
  setTimeout(ask, after === null ? EVERY_MS : 500);
}

/** The runs table as the server renders it now, in place of the one the page was loaded with. */
async function refreshRuns(): Promise<void> {
  const current = document.querySelector("[data-feed-runs]");
  if (!current) return;
  const response = await fetch(location.href, { credentials: "same-origin" });
  if (!response.ok) return;
  const fresh = new DOMParser().parseFromString(await response.text(), "text/html").querySelector("[data-feed-runs]");
  if (fresh) current.replaceWith(fresh);
}
