import { CONTENT_CHANGES_CHANNEL, isContentChange } from "~/features/content-changes/index.server";
import { getConfig } from "~/shared/config/env.server";
import { listen, type StopListening } from "~/shared/db/notify.server";
import { logger } from "~/shared/lib/logger.server";
import { oneRoundAtATime } from "~/shared/lib/one-round-at-a-time";
import { matchSavedSearches } from "./match-saved-searches.server";
import { sendSavedSearchAlerts } from "./send-alerts.server";

/**
 * After a content change, a scan waits this long: the matcher reads changes
 * up to a few seconds before now (match-saved-searches.server.ts), and
 * a burst of changes (an import) is scanned once.
 */
export const AFTER_CHANGE_DELAY_MS = 6_000;

export type StopAlertRunner = () => Promise<void>;

/**
 * Saved-search alerts in this process: match new listing changes, then queue
 * the alerts due, every `intervalMs` and soon after public content changes
 * (heard from every process through LISTEN). One round runs at a time; the
 * scan's claim keeps processes from matching the same window twice. The
 * timers never keep the process alive; the returned function stops it and
 * waits for a round in progress.
 */
export type AlertRunnerOptions = {
  intervalMs: number;
  afterChangeMs?: number;
  /** The matcher's allowance for the application clock (tests on one machine use 0). */
  clockMarginMs?: number;
};

export function runAlertRunner({ intervalMs, afterChangeMs = AFTER_CHANGE_DELAY_MS, clockMarginMs }: AlertRunnerOptions): StopAlertRunner {
  let stopped = false;
  let soon: NodeJS.Timeout | undefined;
  const { tick, stop: stopRounds } = oneRoundAtATime(
    async () => {
      const matched = await matchSavedSearches({ clockMarginMs });
      const { sent } = await sendSavedSearchAlerts();
      if (matched.matches + sent > 0) logger.info("Saved-search alerts", { listings: matched.listings, matches: matched.matches, sent });
    },
    (error) => logger.error("Saved-search alert round failed", { error }),
  );

  const afterChange = () => {
    if (stopped || soon) return;
    soon = setTimeout(() => {
      soon = undefined;
      tick();
    }, afterChangeMs);
    soon.unref();
  };

  const timer = setInterval(tick, intervalMs);
  timer.unref();
  let stopListening: Promise<StopListening | null> = listen(CONTENT_CHANGES_CHANNEL, (payload) => isContentChange(payload) && afterChange(), { onReconnect: afterChange }).catch((error: unknown) => {
    logger.warn("Saved-search alerts cannot listen for content changes; they run on the timer only", { error });
    return null;
  });

  return async () => {
    stopped = true;
    clearInterval(timer);
    clearTimeout(soon);
    const stopping = stopRounds();
    const unlisten = await stopListening;
    stopListening = Promise.resolve(null);
    await unlisten?.();
    await stopping;
  };
}

/** The app process's alert runner every ALERT_SCAN_INTERVAL_MS; null when that is 0 (the default under NODE_ENV=test). */
export function startAlertRunner(): StopAlertRunner | null {
  const intervalMs = getConfig().alertScanIntervalMs;
  return intervalMs > 0 ? runAlertRunner({ intervalMs }) : null;
}
