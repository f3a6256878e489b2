import { getConfig } from "~/shared/config/env.server";
import { listen, type StopListening } from "~/shared/db/notify.server";
import { logger } from "~/shared/lib/logger.server";
import { oneRoundAtATime } from "~/shared/lib/one-round-at-a-time";
import { MAIL_QUEUED_CHANNEL } from "./enqueue-mail.server";
import { sendDueMail, type SendOptions } from "./send-due-mail.server";

/** Retries and anything a missed notification left behind are picked up this often. */
export const POLL_MS = 5_000;

export type MailSenderOptions = SendOptions & { pollMs?: number };
/** Stops the sender; `listening` settles once it hears commits (true) or has fallen back to polling (false). */
export type StopMailSender = (() => Promise<void>) & { listening: Promise<boolean> };

/**
 * The outbox's sender for this process: it wakes when a queued message
 * commits (a NOTIFY on MAIL_QUEUED_CHANNEL, heard by every process) and polls
 * every few seconds for retries. One round runs at a time; a wake during a
 * round starts another right after it. The timers never keep the process
 * alive. The returned function stops it and waits for a round in progress.
 */
export function runMailSender(options: MailSenderOptions = {}): StopMailSender {
  const { tick, stop: stopRounds } = oneRoundAtATime(
    () => sendDueMail(options),
    (error) => logger.error("Mail sender round failed", { error }),
  );

  const timer = setInterval(tick, options.pollMs ?? POLL_MS);
  timer.unref();
  const first = setTimeout(tick, 0);
  first.unref();

  let stopListening: Promise<StopListening | null> = listen(MAIL_QUEUED_CHANNEL, tick, { onReconnect: tick }).catch((error: unknown) => {
    logger.warn("Mail sender cannot listen for new mail; it polls only", { error });
    return null;
  });

  const stop = async () => {
    clearInterval(timer);
    clearTimeout(first);
    const stopping = stopRounds();
    const unlisten = await stopListening;
    stopListening = Promise.resolve(null);
    await unlisten?.();
    await stopping;
  };
  return Object.assign(stop, { listening: stopListening.then((unlisten) => unlisten !== null) });
}

/** The app process's sender; off under NODE_ENV=test, where tests start one themselves. Null when off. */
export function startMailSender(): StopMailSender | null {
  if (getConfig().environment === "test") return null;
  return runMailSender();
}
