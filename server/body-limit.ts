import type { RequestHandler, Response } from "express";

/** Ordinary forms are small; uploads get their own, larger limit where they are accepted. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

export type BodyLimitOptions = {
  /** Paths (exact, or a prefix followed by `/`) that set their own limit and are skipped here. */
  except?: readonly string[];
  /** How to refuse (default: 413 with a line of text). */
  refuse?: (response: Response) => void;
};

const refuseWithText = (response: Response) => {
  response.status(413).type("text/plain").send("The request is too large.");
};

function isExcepted(path: string, except: readonly string[]): boolean {
  return except.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Refuses request bodies above the limit before anything reads them, so a
 * huge post cannot tie up the process. Bodies sent without a length are cut
 * off when they pass it.
 */
export function bodyLimit(limitBytes = DEFAULT_BODY_LIMIT_BYTES, options: BodyLimitOptions = {}): RequestHandler {
  const refuse = options.refuse ?? refuseWithText;
  const except = options.except ?? [];
  return (request, response, next) => {
    if (except.length > 0 && isExcepted(request.path, except)) {
      next();
      return;
    }
    const declared = Number(request.headers["content-length"] ?? 0);
    if (declared > limitBytes) {
      refuse(response);
      return;
    }
    if (request.headers["transfer-encoding"]) {
      let received = 0;
      request.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > limitBytes && !response.headersSent) {
          refuse(response);
          request.destroy();
        }
      });
    }
    next();
  };
}
