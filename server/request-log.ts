import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { logger } from "../app/shared/lib/logger.server";
import { loggedPath } from "../app/shared/lib/logged-path";
import { requestIdFrom, runInRequest, type RequestContext } from "../app/shared/lib/request-context.server";

export { loggedPath };

export type RequestLog = {
  /**
   * Gives a request its id (the caller's X-Request-Id when well-formed, else
   * a new one) and logs one line when the response is done. Returns the id's
   * context, in which the rest of the request runs; the caller answers the
   * id in X-Request-Id.
   */
  identifyAndLog: (request: IncomingMessage, response: ServerResponse) => RequestContext;
  /** Every request that reaches Express: its id and log line, and the rest of it run with the id so every log line carries it. */
  middleware: RequestHandler;
};

/**
 * The server's request log. Whether request lines are written (LOG_LEVEL info
 * or debug) is read once, here: reading the environment costs a cache hit
 * more than the rest of its line, and below that level a hit does nothing for
 * a line that would not be written.
 */
export function createRequestLog(): RequestLog {
  const writesLines = logger.writes("info");
  const identifyAndLog = (request: IncomingMessage, response: ServerResponse): RequestContext => {
    const context = { requestId: requestIdFrom(request.headers["x-request-id"]) };
    if (!writesLines) return context;
    const started = process.hrtime.bigint();
    const path = loggedPath(request.url ?? "/");
    response.on("close", () => {
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      const fields = {
        method: request.method,
        path,
        status: response.statusCode,
        durationMs,
        ...(response.writableFinished ? {} : { aborted: true }),
      };
      runInRequest(context, () => logger.info("request", fields));
    });
    return context;
  };
  const middleware: RequestHandler = (request, response, next) => {
    const context = identifyAndLog(request, response);
    response.setHeader("X-Request-Id", context.requestId);
    runInRequest(context, next);
  };
  return { identifyAndLog, middleware };
}
