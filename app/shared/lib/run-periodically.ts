import { oneRoundAtATime } from "./one-round-at-a-time";

/**
 * Runs a background job's `round` `firstDelayMs` after start, once the server
 * has settled, then every `intervalMs`, one round at a time (a tick during a
 * round asks for one more after it). A failed round goes to `onError`; the
 * next tick runs again. The timers never keep the process alive. Returns the
 * function that stops it.
 */
export function runPeriodically(
  round: () => Promise<unknown>,
  options: { firstDelayMs: number; intervalMs: number; onError: (error: unknown) => void },
): () => void {
  const rounds = oneRoundAtATime(round, options.onError);
  const first = setTimeout(rounds.tick, options.firstDelayMs);
  first.unref();
  const timer = setInterval(rounds.tick, options.intervalMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
    void rounds.stop();
  };
}
