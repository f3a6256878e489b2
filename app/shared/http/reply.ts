import { data } from "react-router";

/**
 * What a feature's form handler answers: the HTTP status (from
 * `failureStatus` for a failed result) and the body the page reads. Features
 * build it; the route sends it, a page's with `sendReply`, a JSON endpoint's
 * with `Response.json(reply.body, { status: reply.status })`.
 */
export type Reply<Body> = { status: number; body: Body };

/** A form handler's reply as the route's answer. */
export function sendReply<R extends Reply<unknown>>(reply: R) {
  return data<R["body"]>(reply.body, { status: reply.status });
}
