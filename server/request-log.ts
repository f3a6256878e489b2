import type { RequestHandler } from "express";
import { logger } from "../app/shared/lib/logger.server";
import { loggedPath } from "../app/shared/lib/logged-path";
import { requestIdFrom, runInRequest } from "../app/shared/lib/request-context.server";

export { loggedPath };

/**
 * Gives each request an id (the caller's X-Request-Id when well-formed, else
 * a new one), answers it in X-Request-Id, runs the rest of the request with
 * it so that every log line carries it, and logs one line when the response
 * is done.
 */
export function requestLog(): RequestHandler {
  return (request, response, next) => {
    const context = { requestId: requestIdFrom(request.headers["x-request-id"]) };
    const started = process.hrtime.bigint();
    const path = loggedPath(request.originalUrl);
    response.setHeader("X-Request-Id", context.requestId);
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
    runInRequest(context, next);
  };
}
