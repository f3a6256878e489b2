import type { RequestHandler } from "express";

/** Where a request whose address cannot be decoded is answered: the styled 400 page. */
export const BAD_REQUEST_PATH = "/bad-request";

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * An address with a broken percent-escape (`/%E0%A4%A`) cannot be routed:
 * Express would answer it with its own error page. It is served the app's
 * 400 page instead, through React Router, like any other page.
 */
export function malformedUrl(): RequestHandler {
  return (request, _response, next) => {
    const path = request.originalUrl.split("?")[0] ?? "/";
    if (!decodes(path)) {
      request.url = BAD_REQUEST_PATH;
      request.originalUrl = BAD_REQUEST_PATH;
      request.method = request.method === "HEAD" ? "HEAD" : "GET";
    }
    next();
  };
}
