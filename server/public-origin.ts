import type { RequestHandler } from "express";

/**
 * React Router refuses an action whose Origin header differs from the origin
 * of the request URL, which server/react-router-handler.ts builds from Express's
 * protocol and Host. Behind a proxy that terminates TLS that URL is
 * http://…, so every browser form would fail. The app's own check
 * (server/origin-check.ts) already accepts PUBLIC_URL's origin as this site;
 * a request sent from that origin is shown to React Router at that origin,
 * so the two checks agree. Requests from any other origin are left as they
 * are, for both checks to judge.
 */
export function publicOrigin(options: { publicUrl: string }): RequestHandler {
  let origin: URL | null = null;
  try {
    origin = new URL(new URL(options.publicUrl).origin);
  } catch {
    origin = null;
  }
  return (request, _response, next) => {
    if (origin && request.headers.origin === origin.origin) {
      Object.defineProperty(request, "protocol", { value: origin.protocol.replace(/:$/, ""), configurable: true });
      Object.defineProperty(request, "hostname", { value: origin.hostname, configurable: true });
      request.headers.host = origin.host;
      if (request.headers["x-forwarded-host"] !== undefined) request.headers["x-forwarded-host"] = origin.host;
    }
    next();
  };
}
