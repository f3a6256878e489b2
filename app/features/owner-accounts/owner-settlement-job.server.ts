import { getConfig } from "~/shared/config/env.server";
import { logger } from "~/shared/lib/logger.server";
import { runPeriodically } from "~/shared/lib/run-periodically";
import { settleManagedStays, type OwnerStaysReport } from "./settle-owner-stays.server";

/**
 * Stays that checked out are settled into the trust ledger without anyone
 * clicking: every hour (first a minute after start) the site brings each
 * managed villa's stays into the ledger, posting guest money received and
 * settling the stays whose checkout day has come, as the office's "settle"
 * does, its postings naming no user. One process runs each round: the
 * caller passes the claim (maintenance's `claimRun`, which this feature may
 * not import, maintenance reading owners' receipts). Settling is idempotent
 * and each stay locked while it is settled, so a second round would change
 * nothing anyway.
 */

export const OWNER_SETTLEMENT_JOB = "owner-settlement";
const CLAIM_INTERVAL_MS = 55 * 60 * 1000;
const TICK_MS = 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 60_000;

export type ClaimRun = (job: string, intervalMs: number, now?: Date) => Promise<boolean>;

/** One round, when this process claims it (null when another process ran it within the interval). */
export async function runOwnerSettlement(claim: ClaimRun, now = new Date()): Promise<OwnerStaysReport | null> {
  if (!(await claim(OWNER_SETTLEMENT_JOB, CLAIM_INTERVAL_MS, now))) return null;
  return settleManagedStays(null, now);
}

/** Starts the hourly round; off under NODE_ENV=test. The timers never keep the process alive. */
export function startOwnerSettlement(claim: ClaimRun, enabled = getConfig().environment !== "test"): (() => void) | null {
  if (!enabled) return null;
  return runPeriodically(
    async () => {
      const report = await runOwnerSettlement(claim);
      if (report && report.problems.length > 0) logger.warn("Owner stays not settled", { count: report.problems.length, first: report.problems[0] });
    },
    { firstDelayMs: FIRST_RUN_DELAY_MS, intervalMs: TICK_MS, onError: (error) => logger.error("Owner settlement failed", { error }) },
  );
}
