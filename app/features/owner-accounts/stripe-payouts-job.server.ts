import { paymentsEnabled } from "~/features/stay-payments/index.server";
import { getConfig } from "~/shared/config/env.server";
import { logger } from "~/shared/lib/logger.server";
import type { Result } from "~/shared/lib/result";
import { runPeriodically } from "~/shared/lib/run-periodically";
import { importStripePayouts, type PayoutImportReport } from "./import-stripe-payouts.server";
import type { ClaimRun } from "./owner-settlement-job.server";

/**
 * Stripe's payouts to the trust bank brought in every hour (first two
 * minutes after start, after the settlement job has posted what they are
 * made of), by one process a round through the caller's claim, as the
 * settlement job does. Only where Stripe is configured. The import logs
 * its own failures; a second round would add nothing anyway.
 */

export const STRIPE_PAYOUTS_JOB = "stripe-payouts";
const CLAIM_INTERVAL_MS = 55 * 60 * 1000;
const TICK_MS = 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 120_000;

/** One round, when this process claims it (null when another process ran it within the interval). */
export async function runStripePayoutsImport(claim: ClaimRun, now = new Date()): Promise<Result<{ report: PayoutImportReport }> | null> {
  if (!(await claim(STRIPE_PAYOUTS_JOB, CLAIM_INTERVAL_MS, now))) return null;
  return importStripePayouts(now);
}

/** Starts the hourly round; off without Stripe and under NODE_ENV=test. The timers never keep the process alive. */
export function startStripePayoutsImport(claim: ClaimRun, enabled = paymentsEnabled() && getConfig().environment !== "test"): (() => void) | null {
  if (!enabled) return null;
  return runPeriodically(
    async () => {
      const result = await runStripePayoutsImport(claim);
      if (result?.success && result.report.added + result.report.updated + result.report.items > 0) logger.info("Stripe payouts imported", result.report);
    },
    { firstDelayMs: FIRST_RUN_DELAY_MS, intervalMs: TICK_MS, onError: (error) => logger.error("Stripe payouts import failed", { error }) },
  );
}
