import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { hasSessionCookie } from "./private-cache";

/**
 * A readable companion of the session cookie, `signed_in=1`, which holds no
 * secret: the session cookie itself is HttpOnly, so a page served from the
 * page cache (the same bytes for every visitor) could not otherwise tell that
 * its visitor may be signed in and should ask `/session.json` for the
 * personal parts. It follows the session cookie: set with a sign-in and
 * cleared with a sign-out (the response that sets or clears the session
 * cookie), and otherwise by presence alone (set on an answer to a request
 * that carries the session cookie but not the marker, cleared on one that
 * carries the marker alone). Whether the session is valid is for
 * `/session.json` to say.
 */
export const SIGNED_IN_MARKER = "signed_in";
const MARKER = /(?:^|;\s*)signed_in=1(?:;|$)/;
/** Whether the request carries the marker. */
export function hasSignedInMarker(cookieHeader: string | undefined): boolean {
  return MARKER.test(cookieHeader ?? "");
}

/** About as long as a session lasts; a marker that outlives its session costs one answer saying "signed out". */
const MARKER_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** What the response's own Set-Cookie does to the session cookie: sets it, clears it, or leaves it. */
function sessionCookieChange(response: ServerResponse): "set" | "cleared" | null {
  const header = response.getHeader("set-cookie");
  const values = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  const session = values.find((value) => /^(?:__Host-)?session=/.test(value));
  if (!session) return null;
  return /^(?:__Host-)?session=;|Max-Age=0/i.test(session) ? "cleared" : "set";
}

export function signedInMarker({ secure }: { secure: boolean }): RequestHandler {
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  const setMarker = `${SIGNED_IN_MARKER}=1; Max-Age=${MARKER_MAX_AGE_SECONDS}; ${attributes}`;
  const clearMarker = `${SIGNED_IN_MARKER}=; Max-Age=0; ${attributes}`;
  return (request, response, next) => {
    const cookies = request.headers.cookie ?? "";
    const session = hasSessionCookie(cookies);
    const marked = MARKER.test(cookies);
    const writeHead = response.writeHead;
    response.writeHead = function (this: typeof response, ...args: unknown[]) {
      const change = sessionCookieChange(this);
      const signedIn = change ? change === "set" : session;
      if (signedIn && (!marked || change === "set")) this.appendHeader("Set-Cookie", setMarker);
      else if (!signedIn && (marked || change === "cleared")) this.appendHeader("Set-Cookie", clearMarker);
      return (writeHead as (...params: unknown[]) => typeof response).apply(this, args);
    } as typeof response.writeHead;
    next();
  };
}
