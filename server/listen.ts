import { createServer, type RequestListener, type Server } from "node:http";
import { logger } from "../app/shared/lib/logger.server";

export type ListenOptions = {
  port: number;
  host: string;
  /** Stops what already started (background jobs, the database) before the process exits for want of a port. */
  beforeExit?: () => Promise<void>;
  /** How long `beforeExit` may take before the process exits anyway. */
  beforeExitMs?: number;
  /** For tests; the process's own exit and stderr otherwise. */
  exit?: (code: number) => void;
  printError?: (line: string) => void;
};

/** "Cannot listen on 0.0.0.0:3000: the port is already in use". */
export function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): string {
  const address = host.includes(":") ? `[${host}]:${port}` : `${host}:${port}`;
  const reasons: Record<string, string> = {
    EADDRINUSE: "the port is already in use",
    EACCES: "permission denied (ports below 1024 need extra privileges)",
    EADDRNOTAVAIL: "this machine has no such address",
    ENOTFOUND: "the host name cannot be resolved",
    EAI_AGAIN: "the host name cannot be resolved",
  };
  return `Cannot listen on ${address}: ${(error.code && reasons[error.code]) ?? error.message}`;
}

/**
 * Why the server could not listen on host:port right now, or null when it
 * can: a port is taken is known in a second, before minutes of migrations and
 * demo data (the real listen still handles one taken meanwhile).
 */
export function checkPort(port: number, host: string): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(listenFailure(error, host, port)));
    probe.listen(port, host, () => probe.close(() => resolve(null)));
  });
}

/**
 * Serves `handler` on host:port and resolves once the port is really being
 * listened on. If it cannot be (the port is taken, not ours to use, the host
 * is not this machine's), the process must not carry on without serving:
 * its mail sender and background jobs would keep working on the shared
 * database while it looked alive. So it prints one line saying why, stops
 * what already started, and exits with code 1; the promise never resolves.
 */
export function listenOrExit(handler: RequestListener, options: ListenOptions): Promise<Server> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const printError = options.printError ?? ((line: string) => console.error(line));
  return new Promise((resolve) => {
    const server = createServer(handler);
    const onError = (error: NodeJS.ErrnoException) => {
      printError(listenFailure(error, options.host, options.port));
      void stopThenExit();
    };
    const stopThenExit = async () => {
      let timer: NodeJS.Timeout | undefined;
      const givenUp = new Promise<void>((done) => {
        timer = setTimeout(done, options.beforeExitMs ?? 10_000);
      });
      // The process exits non-zero either way; a failure to stop cleanly is only worth a log line.
      const stopped = options.beforeExit?.().catch((error: unknown) => logger.error("Stopping after a failed listen went wrong", { error }));
      await Promise.race([stopped, givenUp]);
      clearTimeout(timer);
      exit(1);
    };
    server.once("error", onError);
    server.listen(options.port, options.host, () => {
      server.off("error", onError);
      resolve(server);
    });
  });
}
