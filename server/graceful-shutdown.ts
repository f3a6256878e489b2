import type { Server, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { logger } from "../app/shared/lib/logger.server";
import { beginShutdown } from "../app/shared/lib/shutdown.server";

export type ShutdownOptions = {
  /** Requests still running after this long are cut off. */
  graceMs?: number;
  /** Runs first: stop background work (timers, schedules). */
  stopBackgroundWork?: () => void;
  /** Runs once no request is left: close the database. */
  closeResources: () => Promise<void>;
  exit?: (code: number) => void;
};

/**
 * Graceful shutdown on SIGTERM (and SIGINT): stop accepting connections,
 * tell live streams to end (they send a `retry:` hint so that browsers
 * reconnect, through the load balancer, to another process), let requests
 * in flight finish for up to `graceMs`, close the database, exit 0.
 */
export function gracefulShutdown(options: ShutdownOptions) {
  const graceMs = options.graceMs ?? 10_000;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  let allDone: (() => void) | null = null;
  let server: Server | null = null;

  /** Counts requests in flight; once stopping, each response closes its connection. */
  const trackResponse = (response: ServerResponse) => {
    inFlight.add(response);
    if (stopping) response.setHeader("Connection", "close");
    response.once("close", () => {
      inFlight.delete(response);
      if (stopping && inFlight.size === 0) allDone?.();
    });
  };
  const track: RequestHandler = (_request, response, next) => {
    trackResponse(response);
    next();
  };

  async function shutdown(signal: string) {
    if (stopping || !server) return;
    stopping = true;
    logger.info("Shutting down: finishing requests in flight", { signal, inFlight: inFlight.size, graceMs });
    // Their connections end with them rather than wait idle for another request.
    for (const response of inFlight) if (!response.headersSent) response.setHeader("Connection", "close");
    options.stopBackgroundWork?.();
    const listening = server;
    const closed = new Promise<void>((resolve) => listening.close(() => resolve()));
    beginShutdown();
    listening.closeIdleConnections();
    const drained = new Promise<void>((resolve) => {
      allDone = resolve;
      if (inFlight.size === 0) resolve();
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), graceMs);
    });
    const outcome = await Promise.race([drained, timedOut]);
    if (outcome === "timeout") logger.warn("Requests still running at the end of the grace period were cut off", { inFlight: inFlight.size });
    // Connections left are idle keep-alives (or the ones cut off).
    listening.closeAllConnections();
    await Promise.race([closed, timedOut]);
    clearTimeout(timer);
    try {
      await options.closeResources();
    } catch (error) {
      logger.error("Closing the database during shutdown failed", { error });
    }
    logger.info("Shut down");
    exit(0);
  }

  /** Stops background work and closes resources when the server never got to listen (no requests to drain). */
  async function abandon() {
    if (stopping) return;
    stopping = true;
    options.stopBackgroundWork?.();
    try {
      await options.closeResources();
    } catch (error) {
      logger.error("Closing the database after a failed start failed", { error });
    }
  }

  return {
    track,
    trackResponse,
    shutdown,
    abandon,
    /** Shuts `httpServer` down on SIGTERM and SIGINT. */
    listen(httpServer: Server) {
      server = httpServer;
      process.once("SIGTERM", () => void shutdown("SIGTERM"));
      process.once("SIGINT", () => void shutdown("SIGINT"));
    },
  };
}
