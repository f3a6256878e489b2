import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Both spellings of the session cookie (`__Host-session` in production, `session` otherwise). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?session=/;

/** Whether a Cookie header carries the session cookie (valid or not). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}

/** The Cookie header without the session cookie (a request to be answered as for anyone). */
export function withoutSessionCookie(cookieHeader: string): string {
  return cookieHeader
    .split(/;\s*/)
    .filter((part) => !/^(?:__Host-)?session=/.test(part))
    .join("; ");
}

/** Whether a response's outgoing Set-Cookie headers set or clear the session cookie (sign-in, sign-out). */
function setsSessionCookie(response: ServerResponse): boolean {
  const header = response.getHeader("set-cookie");
  const values = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return values.some((value) => /^(?:__Host-)?session=/.test(value));
}

/**
 * `Cache-Control: private, no-store` on every response to a signed-in
 * request (one carrying the session cookie) and on every response that sets
 * or clears that cookie: documents, `.data` requests, resource routes and
 * redirects alike, so that no browser or shared cache keeps a page with
 * someone's personal data. Applied just before the headers are written, so
 * it wins over any Cache-Control a route sets.
 */
export function privateCache(): RequestHandler {
  return (request, response, next) => {
    const signedIn = hasSessionCookie(request.headers.cookie);
    const writeHead = response.writeHead;
    response.writeHead = function (this: typeof response, ...args: unknown[]) {
      if (signedIn || setsSessionCookie(this)) {
        // Headers passed to writeHead itself would override setHeader: drop their Cache-Control.
        for (const arg of args) {
          if (arg && typeof arg === "object" && !Array.isArray(arg)) {
            for (const key of Object.keys(arg)) if (key.toLowerCase() === "cache-control") delete (arg as Record<string, unknown>)[key];
          }
        }
        this.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
        this.removeHeader("Expires");
      }
      return (writeHead as (...params: unknown[]) => typeof response).apply(this, args);
    } as typeof response.writeHead;
    next();
  };
}
