import { getConfig } from "~/shared/config/env.server";
import { listen, type StopListening } from "~/shared/db/notify.server";
import { logger } from "~/shared/lib/logger.server";
import { oneRoundAtATime } from "~/shared/lib/one-round-at-a-time";
import { deliverDueCrmEvents } from "./deliver-crm-events.server";
import { CRM_QUEUED_CHANNEL } from "./queue-crm-event.server";

/** Retries and anything a missed notification left behind are picked up this often. */
const POLL_MS = 10_000;

/**
 * This process's CRM webhook sender: woken when an event commits (NOTIFY,
 * heard by every process), and every few seconds for retries; one round at
 * a time; its timers never keep the process alive. Null when no webhook is
 * configured, or under NODE_ENV=test, where tests deliver themselves.
 */
export function startCrmSender(): (() => Promise<void>) | null {
  if (getConfig().environment === "test" || !getConfig().crm.url) return null;
  const { tick, stop: stopRounds } = oneRoundAtATime(
    () => deliverDueCrmEvents(),
    (error) => logger.error("CRM webhook round failed", { error }),
  );
  const timer = setInterval(tick, POLL_MS);
  timer.unref();
  const first = setTimeout(tick, 0);
  first.unref();
  let stopListening: Promise<StopListening | null> = listen(CRM_QUEUED_CHANNEL, tick, { onReconnect: tick }).catch((error: unknown) => {
    logger.warn("CRM webhook sender cannot listen for new events; it polls only", { error });
    return null;
  });
  return async () => {
    clearInterval(timer);
    clearTimeout(first);
    const stopping = stopRounds();
    const unlisten = await stopListening;
    stopListening = Promise.resolve(null);
    await unlisten?.();
    await stopping;
  };
}
