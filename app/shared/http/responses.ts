import { data } from "react-router";
import type { Failure } from "../lib/result";
import { failureStatus, publicReadStatus } from "./failure-status";

/**
 * The answers that are not a page or a form's reply: the plain-text failures
 * of files and live streams, the JSON refusals of endpoints' access checks,
 * a beacon's answer, a read-only page's 405, and the event stream itself.
 * Features and routes ask for them here, so a status is never written by hand.
 */

type TextFailureOptions = {
  /** A public file reading its records: the status comes from `publicReadStatus` (503 for a failure on our side). */
  publicRead?: boolean;
  /** Seconds before the client should try again (`Retry-After`). */
  retryAfterSeconds?: number;
  /** Whether no cache may keep the refusal (`Cache-Control: no-store`). */
  noStore?: boolean;
};

function plainText(text: string, status: number, options: Omit<TextFailureOptions, "publicRead">): Response {
  const headers: Record<string, string> = { "Content-Type": "text/plain; charset=utf-8" };
  if (options.retryAfterSeconds !== undefined) headers["Retry-After"] = String(options.retryAfterSeconds);
  if (options.noStore) headers["Cache-Control"] = "no-store";
  return new Response(text, { status, headers });
}

/** A file's or stream's failure as plain text, with the status its code calls for. */
export function failureText(failure: Pick<Failure, "code">, text: string, options: TextFailureOptions = {}): Response {
  return plainText(text, options.publicRead ? publicReadStatus(failure) : failureStatus(failure), options);
}

/**
 * A refusal because this process is at its limit for everyone (all its live
 * streams taken): 503, nobody's fault, over once others leave.
 */
export function busyText(text: string, options: Omit<TextFailureOptions, "publicRead"> = {}): Response {
  return plainText(text, 503, options);
}

/** An event stream (server-sent events) that proxies and the compression middleware pass on as it is written. */
export function eventStreamResponse(body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps the compression middleware from buffering the stream.
      "Cache-Control": "no-cache, no-transform",
      // Proxies such as nginx must pass each event on at once.
      "X-Accel-Buffering": "no",
    },
  });
}

/**
 * A JSON endpoint's access refusal, `{ success: false, error }`: 401 for a
 * visitor who is not signed in, 403 for one whose role or account may not.
 */
export function accessRefusal(reason: "signed-out" | "forbidden", error: string): Response {
  return Response.json({ success: false, error }, { status: reason === "signed-out" ? 401 : 403 });
}

/**
 * A beacon's answer (`navigator.sendBeacon`: nobody reads it): 204 once it is
 * taken, recorded or not. A client over its limit gets 204 too, unrecorded: a
 * 429 would only show as an error in the reader's browser console. Any other
 * failure answers `{ error }` with its status.
 */
export function beaconAnswer(result: { success: true } | Failure) {
  if (result.success || result.code === "rate_limited") return new Response(null, { status: 204 });
  return data({ error: result.error }, { status: failureStatus(result) });
}

/** Ends the action of a page that takes no form posts: 405 Method Not Allowed. */
export function throwMethodNotAllowed(): never {
  throw data(null, { status: 405, statusText: "Method Not Allowed" });
}
