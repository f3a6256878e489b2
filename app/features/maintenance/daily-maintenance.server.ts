import { getConfig } from "~/shared/config/env.server";
import { logger } from "~/shared/lib/logger.server";
import { runPeriodically } from "~/shared/lib/run-periodically";
import { claimRun } from "./claim-run.server";
import { enforceRetention } from "./retention.server";
import { sweepUploads } from "./sweep-uploads.server";

export const DAILY_JOB = "daily-maintenance";
const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 60_000;
const TICK_MS = 60 * 60 * 1000;

export type MaintenanceReport = { retention: Record<string, number>; uploads: Awaited<ReturnType<typeof sweepUploads>> };

/**
 * The once-a-day upkeep: the privacy policy's retention periods, then the
 * sweep of uploads nothing uses. Runs only when this process claims the
 * day's run, so several processes do it once between them; answers null
 * when another process already has.
 */
export async function runDailyMaintenance(now = new Date()): Promise<MaintenanceReport | null> {
  if (!(await claimRun(DAILY_JOB, DAY_MS, now))) return null;
  const retention = await enforceRetention(now);
  const uploads = await sweepUploads({ now });
  return { retention, uploads };
}

/**
 * Checks every hour (first a minute after start) whether the day's
 * maintenance is due and does it if so. Off under NODE_ENV=test; the timers
 * never keep the process alive. Returns a stop function, or null when off.
 */
export function startDailyMaintenance(enabled = getConfig().environment !== "test"): (() => void) | null {
  if (!enabled) return null;
  return runPeriodically(
    async () => {
      const report = await runDailyMaintenance();
      if (report) logger.info("Daily maintenance done", report);
    },
    { firstDelayMs: FIRST_RUN_DELAY_MS, intervalMs: TICK_MS, onError: (error) => logger.error("Daily maintenance failed", { error }) },
  );
}
