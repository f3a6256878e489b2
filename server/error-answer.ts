import type { ErrorRequestHandler } from "express";
import { logger } from "../app/shared/lib/logger.server";

/**
 * The last handler: an error no route answered is logged with its request and
 * answered with a line of plain text. Express's own handler would send the
 * stack trace outside production. A client's mistake that a middleware
 * flagged with a 4xx status keeps that status.
 */
export const errorAnswer: ErrorRequestHandler = (error, request, response, next) => {
  if (response.headersSent) {
    next(error);
    return;
  }
  const flagged = Number((error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode);
  const status = Number.isInteger(flagged) && flagged >= 400 && flagged < 500 ? flagged : 500;
  const context = { method: request.method, path: request.path, status };
  if (status === 500) logger.error("Request failed", { ...context, error });
  else logger.warn("Request refused", { ...context, reason: error instanceof Error ? error.message : String(error) });
  response
    .status(status)
    .type("text/plain")
    .send(status === 500 ? "Something went wrong on our side; please try again in a moment." : "The request could not be understood.");
};
