import { getConfig } from "~/shared/config/env.server";
import { logger } from "~/shared/lib/logger.server";
import { oneRoundAtATime } from "~/shared/lib/one-round-at-a-time";
import { fetchDuePhotos } from "./fetch-photos.server";
import { runFeedSync, type SyncReport } from "./feed-sync.server";

const FIRST_SYNC_DELAY_MS = 20_000;
const PHOTO_TICK_MS = 15_000;

let photoRounds: ReturnType<typeof oneRoundAtATime> | null = null;

/** Fetches due photos round after round until none is due (a round that fetched nothing ends the run). */
async function fetchPhotosUntilDone(): Promise<void> {
  for (;;) {
    const round = await fetchDuePhotos();
    if (round.ready + round.retried + round.failed.length === 0) return;
  }
}

/** Asks the photo fetcher of this process for a round now (after a pass, or a file import). */
export function wakePhotoFetcher(): void {
  photoRounds?.tick();
}

/**
 * The feed in the background: a sync pass every MLS_SYNC_MINUTES (each
 * process tries; the lease lets one through), and this process's photo
 * fetcher every few seconds and right after each pass. The timers never
 * keep the process alive. Off without MLS_API_URL (photos still come for
 * file imports when MLS_MEDIA_HOSTS is set). Returns the stop function.
 */
export function startFeedSync(settings = getConfig().mls): (() => Promise<void>) | null {
  const syncing = Boolean(settings.apiUrl) && settings.syncMinutes > 0;
  const fetchingPhotos = Boolean(settings.apiUrl) || settings.mediaHosts.length > 0;
  if (!syncing && !fetchingPhotos) return null;
  const stopping = new AbortController();
  photoRounds = oneRoundAtATime(fetchPhotosUntilDone, (error) => logger.error("Fetching MLS photos failed", { error }));
  const photoTimer = setInterval(() => photoRounds?.tick(), PHOTO_TICK_MS);
  photoTimer.unref();
  const sync = syncing
    ? oneRoundAtATime(
        async () => {
          const report = await syncNow({ signal: stopping.signal });
          if (report.claimed && report.status === "failed") logger.warn("The MLS feed sync stopped", { errors: report.errors.slice(-3) });
        },
        (error) => logger.error("The MLS feed sync failed", { error }),
      )
    : null;
  const first = sync ? setTimeout(() => sync.tick(), FIRST_SYNC_DELAY_MS) : null;
  first?.unref();
  const syncTimer = sync ? setInterval(() => sync.tick(), settings.syncMinutes * 60_000) : null;
  syncTimer?.unref();
  return async () => {
    if (first) clearTimeout(first);
    if (syncTimer) clearInterval(syncTimer);
    clearInterval(photoTimer);
    stopping.abort();
    await sync?.stop();
    await photoRounds?.stop();
    photoRounds = null;
  };
}

/** One pass now (the schedule, or an administrator's "Sync now"), then the photos it queued. */
export async function syncNow(options: { reconcile?: "auto" | "always"; signal?: AbortSignal } = {}): Promise<SyncReport> {
  const report = await runFeedSync({ reconcile: options.reconcile ?? "auto", signal: options.signal });
  if (report.claimed) wakePhotoFetcher();
  return report;
}

/** An administrator's "Sync now": a pass with a key reconciliation, in the background of this process. */
export function startSyncInBackground(): void {
  syncNow({ reconcile: "always" }).then(
    (report) => {
      if (report.claimed && report.status === "failed") logger.warn("The MLS feed sync stopped", { errors: report.errors.slice(-3) });
    },
    (error: unknown) => logger.error("The MLS feed sync failed", { error }),
  );
}
