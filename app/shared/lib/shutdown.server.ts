/**
 * The process is shutting down (SIGTERM): long-lived responses (server-sent
 * events) end themselves so that the process can finish. One signal per
 * process, shared by the server entry and the bundled app.
 */
const KEY = Symbol.for("stjohn-realty.shutdown");
type GlobalWithShutdown = typeof globalThis & { [KEY]?: AbortController };

function controller(): AbortController {
  const store = globalThis as GlobalWithShutdown;
  store[KEY] ??= new AbortController();
  return store[KEY];
}

/** Aborted once the process begins to shut down. */
export function shutdownSignal(): AbortSignal {
  return controller().signal;
}

export function beginShutdown(): void {
  controller().abort();
}
