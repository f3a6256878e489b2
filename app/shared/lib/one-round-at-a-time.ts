/** A background job's rounds: `tick` asks for a round, `stop` refuses new ones and waits for the one running. */
export type Rounds = { tick: () => void; stop: () => Promise<void> };

/**
 * Runs `round` one at a time: a tick during a round asks for one more right
 * after it, however many ticks came, so wake-ups that arrive together cost
 * one extra round. A failed round is passed to `onError` and the next tick
 * runs again.
 */
export function oneRoundAtATime(round: () => Promise<unknown>, onError: (error: unknown) => void): Rounds {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const tick = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await round();
        } catch (error) {
          onError(error);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };

  const stop = async () => {
    stopped = true;
    await running;
  };
  return { tick, stop };
}
