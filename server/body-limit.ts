import type { RequestHandler } from "express";

/** Ordinary forms are small; uploads get their own, larger limit where they are accepted. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Refuses request bodies above the limit before anything reads them, so a
 * huge post cannot tie up the process. Bodies sent without a length are cut
 * off when they pass it.
 */
export function bodyLimit(limitBytes = DEFAULT_BODY_LIMIT_BYTES): RequestHandler {
  return (request, response, next) => {
    const declared = Number(request.headers["content-length"] ?? 0);
    if (declared > limitBytes) {
      response.status(413).type("text/plain").send("The request is too large.");
      return;
    }
    if (request.headers["transfer-encoding"]) {
      let received = 0;
      request.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > limitBytes && !response.headersSent) {
          response.status(413).type("text/plain").send("The request is too large.");
          request.destroy();
        }
      });
    }
    next();
  };
}
