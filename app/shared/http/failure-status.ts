import type { Failure, FailureCode } from "../lib/result";

/** Every status a failed result can answer. */
export type FailureStatus = 400 | 404 | 409 | 410 | 413 | 429 | 500;

const STATUS: Record<FailureCode, Exclude<FailureStatus, 400>> = {
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  rate_limited: 429,
  unexpected: 500,
};

/** The HTTP status of a failed result: the one place codes become statuses; input that broke a rule is 400. */
export function failureStatus(failure: Pick<Failure, "code">): FailureStatus {
  return failure.code ? STATUS[failure.code] : 400;
}
