import type { RequestHandler } from "express";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cross-site request forgery, defence in depth (docs/decisions/0014): the
 * session cookie is SameSite=Lax, so browsers do not send it with cross-site
 * POSTs; on top of that a state-changing request whose Origin header names
 * another site is refused with 403. Requests without an Origin (scripts,
 * curl, older clients) pass: they carry no browser's ambient cookies
 * cross-site. Same-origin means the request's own Host, or PUBLIC_URL's
 * origin (behind a proxy that rewrites Host).
 */
export function originCheck(options: { publicUrl: string }): RequestHandler {
  let publicOrigin: string | null = null;
  try {
    publicOrigin = new URL(options.publicUrl).origin;
  } catch {
    publicOrigin = null;
  }

  return (request, response, next) => {
    const origin = request.headers.origin;
    if (!STATE_CHANGING.has(request.method) || origin === undefined) {
      next();
      return;
    }
    if (origin === publicOrigin || sameHost(origin, request.headers.host)) {
      next();
      return;
    }
    response.status(403).type("text/plain").send("Cross-site requests are not accepted.");
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (!host || origin === "null") return false;
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && url.host === host.toLowerCase();
  } catch {
    return false;
  }
}
