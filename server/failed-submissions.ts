import type { Request, RequestHandler } from "express";
import { refuseTooManyRequests } from "./too-many-requests";

/**
 * Submissions the site refused as invalid (answered 400: a form that broke
 * its rules, a form without its token) count against the client that sent
 * them. Past `limit` in one window, that client's further submissions are
 * refused with 429 (held a moment: server/too-many-requests.ts), before any
 * reading or rendering, until the window ends. A person correcting a form a few times never comes near the limit; a
 * script posting junk in a loop reaches it within a second.
 *
 * The count is kept per process, in memory: it guards the process's own
 * turns, and a database write per junk request would hand the flood the
 * database as well. Limits that must hold across processes (e-mails to a
 * typed address) stay in the database (features/rate-limits).
 */
export type FailedSubmissionOptions = {
  limit: number;
  windowMs: number;
  clientOf: (request: Request) => string;
  now?: () => number;
  /** How long a refusal is held (tests shorten it). */
  refusalDelayMs?: number;
};

export const TOO_MANY_FAILED_SUBMISSIONS = "Too many forms from your network could not be accepted. Please wait a few minutes and try again.";

export function failedSubmissionLimit({ limit, windowMs, clientOf, now = Date.now, refusalDelayMs }: FailedSubmissionOptions): RequestHandler {
  let windowStart = 0;
  let failures = new Map<string, number>();

  const currentWindow = () => {
    const start = Math.floor(now() / windowMs) * windowMs;
    if (start !== windowStart) {
      // A new window starts every client afresh; the old counts are dropped whole.
      windowStart = start;
      failures = new Map();
    }
    return failures;
  };

  return (request, response, next) => {
    if (request.method === "GET" || request.method === "HEAD") return next();
    const key = clientOf(request);
    if ((currentWindow().get(key) ?? 0) >= limit) {
      const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now()) / 1000));
      refuseTooManyRequests(response, TOO_MANY_FAILED_SUBMISSIONS, { retryAfterSeconds: retryAfter, delayMs: refusalDelayMs });
      return;
    }
    response.once("finish", () => {
      if (response.statusCode !== 400) return;
      const counts = currentWindow();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    });
    next();
  };
}
