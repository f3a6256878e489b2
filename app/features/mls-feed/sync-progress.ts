/**
 * A sync run's progress as the feed page says it, while it runs and once it
 * has ended. No server code here: the page renders these lines and its
 * island writes the same ones as the run moves on.
 */
export type SyncProgress = {
  id: string;
  status: "running" | "succeeded" | "failed";
  stage: "starting" | "reading" | "saving" | "reconciling" | null;
  pages: number;
  read: number;
  created: number;
  updated: number;
  removed: number;
  skipped: number;
  photos: number;
  errorCount: number;
};

/** Where the progress is asked for, every couple of seconds while a pass runs. */
export const SYNC_PROGRESS_PATH = "/admin/feed-progress.json";

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

function stageText(progress: SyncProgress): string {
  const page = progress.pages + 1;
  switch (progress.stage) {
    case "reading":
      return `Reading page ${page} from the feed`;
    case "saving":
      return `Saving page ${page}`;
    case "reconciling":
      return "Checking which listings are still in the feed";
    default:
      return "Starting";
  }
}

/** The heading: the run's state and, while it runs, what it is doing. */
export function syncProgressTitle(progress: SyncProgress | null): string {
  if (!progress) return "Waiting for the pass to start…";
  if (progress.status === "running") return `Sync running: ${stageText(progress)}…`;
  return progress.status === "succeeded" ? "Sync finished" : "Sync stopped";
}

/** The counts so far: records read, saved (new, changed, removed) and skipped, pages, photos and problems. */
export function syncProgressCounts(progress: SyncProgress | null): string {
  if (!progress) return "";
  const saved = progress.created + progress.updated + progress.removed;
  return [
    `${count(progress.read, "record", "records")} read from ${count(progress.pages, "page", "pages")}`,
    `${saved.toLocaleString("en-US")} saved (${progress.created.toLocaleString("en-US")} new, ${progress.updated.toLocaleString("en-US")} changed, ${progress.removed.toLocaleString("en-US")} removed)`,
    `${progress.skipped.toLocaleString("en-US")} skipped`,
    count(progress.photos, "photo queued", "photos queued"),
    count(progress.errorCount, "problem", "problems"),
  ].join(" · ");
}
