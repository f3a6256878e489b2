import { data } from "react-router";
import type { Failure, FailureCode } from "../lib/result";

/** Every status a failed result can answer. */
export type FailureStatus = 400 | 403 | 404 | 409 | 410 | 413 | 429 | 500;

/** The status of a public read that failed: a failure's own, or 503 for one on our side. */
export type PublicReadStatus = Exclude<FailureStatus, 500 | 409> | 503;

const STATUS: Record<FailureCode, Exclude<FailureStatus, 400>> = {
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  rate_limited: 429,
  unexpected: 500,
};

/** The reason phrase an error page shows after its status (`500 Internal Server Error`). */
const REASON: Record<FailureStatus | PublicReadStatus, string> = {
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** The HTTP status of a failed result: the one place codes become statuses; input that broke a rule is 400. */
export function failureStatus(failure: Pick<Failure, "code">): FailureStatus {
  return failure.code ? STATUS[failure.code] : 400;
}

/**
 * The status of a public page or file whose records could not be read: a
 * failure on our side, or changes that kept getting in the way, is 503
 * (Service Unavailable), so crawlers, caches and calendar services keep what
 * they have and come back later; any other failure has its own status.
 */
export function publicReadStatus(failure: Pick<Failure, "code">): PublicReadStatus {
  const status = failureStatus(failure);
  return status === 500 || status === 409 ? 503 : status;
}

/** The reason phrase of a failure's status. */
export function reasonPhrase(status: FailureStatus | PublicReadStatus): string {
  return REASON[status];
}

type ThrowOptions = {
  /** What the route's error boundary reads as `error.data` (none by default). */
  body?: unknown;
  /** A public page reading its records: the status comes from `publicReadStatus`. */
  publicRead?: boolean;
};

/**
 * Ends a loader or action with the error page a failed result calls for:
 * React Router's `data(body, { status })`, thrown with the code's status (the
 * 404 page for `not_found`, the 500 page for `unexpected`, …). Services have
 * already logged a failure on our side (runService); the page shows no detail.
 */
export function throwFailure(failure: Pick<Failure, "code">, options: ThrowOptions = {}): never {
  const status = options.publicRead ? publicReadStatus(failure) : failureStatus(failure);
  throw data(options.body ?? null, { status, statusText: REASON[status] });
}

/**
 * Ends a loader or action with the 500 page when a failure was on our side;
 * any other failure is left for the page to show (a record that is gone, say).
 */
export function throwIfUnexpected(failure: Pick<Failure, "code">): void {
  if (failure.code === "unexpected") throwFailure(failure);
}
