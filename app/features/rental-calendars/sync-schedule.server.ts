import { getConfig } from "~/shared/config/env.server";
import { logger } from "~/shared/lib/logger.server";
import { runPeriodically } from "~/shared/lib/run-periodically";
import { syncDueFeeds } from "./sync-due-feeds.server";

const FIRST_RUN_DELAY_MS = 30_000;
const MAX_TICK_MINUTES = 5;

/**
 * Syncs due import feeds in the background: every CALENDAR_SYNC_INTERVAL_MINUTES
 * (checked at most every 5 minutes) once the server has settled. The timers
 * never keep the process alive; 0 turns the schedule off. Returns a stop
 * function, or null when off.
 */
export function startCalendarSync(intervalMinutes = getConfig().calendarSyncIntervalMinutes): (() => void) | null {
  if (!intervalMinutes) return null;
  return runPeriodically(
    async () => {
      const { synced, failed } = await syncDueFeeds(intervalMinutes);
      if (synced + failed > 0) logger.info("Calendar feeds synced", { synced, failed });
    },
    {
      firstDelayMs: FIRST_RUN_DELAY_MS,
      intervalMs: Math.min(intervalMinutes, MAX_TICK_MINUTES) * 60_000,
      onError: (error) => logger.error("Scheduled calendar sync failed", { intervalMinutes, error }),
    },
  );
}
