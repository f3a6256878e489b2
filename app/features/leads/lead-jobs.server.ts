import { getConfig } from "~/shared/config/env.server";
import { logger } from "~/shared/lib/logger.server";
import { oneRoundAtATime } from "~/shared/lib/one-round-at-a-time";
import { handOffUnansweredLeads } from "./hand-off-leads.server";
import { sendTaskDigests } from "./task-digest.server";

export type StopLeadJobs = () => Promise<void>;

/**
 * The leads' background work in this process, every LEAD_JOBS_INTERVAL_MS:
 * hand unanswered office leads to the next agent (LEAD_HANDOFF_MINUTES, 0
 * for never) and send the daily task e-mails (after LEAD_TASK_DIGEST_HOUR).
 * Every process runs it; row locks and the digests' primary key make each
 * change happen once. Null when the interval is 0 (the default in tests).
 */
export function startLeadJobs(): StopLeadJobs | null {
  const { jobIntervalMs, handoffMinutes, taskDigestHour } = getConfig().leads;
  if (jobIntervalMs <= 0) return null;
  const { tick, stop } = oneRoundAtATime(
    async () => {
      const handed = handoffMinutes > 0 ? await handOffUnansweredLeads({ minutes: handoffMinutes }) : 0;
      const digests = await sendTaskDigests({ hour: taskDigestHour });
      if (handed + digests > 0) logger.info("Lead jobs", { handed, digests });
    },
    (error) => logger.error("Lead jobs round failed", { error }),
  );
  const timer = setInterval(tick, jobIntervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await stop();
  };
}
