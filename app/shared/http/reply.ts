import { data } from "react-router";
import type { Failure, FailureCode } from "../lib/result";
import { failureStatus, throwFailure, type FailureStatus } from "./failure-status";

/**
 * What a feature's form handler answers: the HTTP status (from
 * `failureStatus` for a failed result, through `failureReply`) and the body
 * the page reads. Features build it; the route sends it, a page's with
 * `sendReply`, a JSON endpoint's with `Response.json(reply.body, { status: reply.status })`.
 */
export type Reply<Body> = { status: number; body: Body };

/** A failed result as a form's reply: the status its code calls for, with the body the form shows. */
export function failureReply<Body>(failure: Pick<Failure, "code">, body: Body): { status: FailureStatus; body: Body } {
  return { status: failureStatus(failure), body };
}

/**
 * What a form says about a failure: the result's own message, or the form's
 * words for a failure on our side (whose message is only the generic one).
 */
export function failureMessage(failure: Pick<Failure, "code" | "error">, unavailable: string): string {
  return failure.code === "unexpected" ? unavailable : failure.error;
}

/** A form handler's reply as the route's answer. */
export function sendReply<R extends Reply<unknown>>(reply: R) {
  return data<R["body"]>(reply.body, { status: reply.status });
}

/**
 * A form's reply as the route's answer, except a reply for one of `codes`'
 * failures: that shows the error page instead. By default a failure on our
 * side (500), where a dashboard's form could only repeat the generic message.
 */
export function sendReplyOrErrorPage<R extends Reply<unknown>>(reply: R, codes: readonly FailureCode[] = ["unexpected"]) {
  const code = codes.find((candidate) => failureStatus({ code: candidate }) === reply.status);
  if (code) throwFailure({ code });
  return sendReply(reply);
}

/**
 * A dashboard form's failed result as the route's answer: the code's status
 * with the body the form shows, or the 500 page for a failure on our side.
 */
export function sendFailure<Body>(failure: Pick<Failure, "code">, body: Body) {
  return sendReplyOrErrorPage(failureReply(failure, body));
}
