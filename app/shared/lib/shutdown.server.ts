/**
 * The process is shutting down (SIGTERM): long-lived responses (server-sent
 * events) end themselves so that the process can finish. One signal per
 * process.
 */
const shutdown = new AbortController();

/** Aborted once the process begins to shut down. */
export function shutdownSignal(): AbortSignal {
  return shutdown.signal;
}

export function beginShutdown(): void {
  shutdown.abort();
}
