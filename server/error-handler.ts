import type { ErrorRequestHandler } from "express";
import { logger } from "../app/shared/lib/logger.server";
import { UNEXPECTED_FAILURE_MESSAGE } from "../app/shared/lib/service.server";
import { loggedPath } from "./request-log";

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : 500;
}

/**
 * The last word on an error no route handled: a short plain-text answer with
 * its status, never a stack trace (in any mode). Server errors are logged
 * with the request they belong to.
 */
export function errorHandler(): ErrorRequestHandler {
  return (error: unknown, request, response, next) => {
    const status = statusOf(error);
    if (status >= 500) {
      logger.error("Unhandled error while serving a request", { method: request.method, path: loggedPath(request.originalUrl), error });
    }
    if (response.headersSent) {
      next(error);
      return;
    }
    response
      .status(status)
      .type("text/plain")
      .send(status >= 500 ? UNEXPECTED_FAILURE_MESSAGE : "The request could not be understood.");
  };
}
