import type { Response } from "express";

/**
 * How long a refusal of a flooding client is held before it is sent. A
 * script in a loop sends its next request as soon as the last is answered:
 * refused at once, it would be refused thousands of times a second, and the
 * refusals alone would fill the thread. Held for a second, each of its
 * connections costs a timer, and a person who meets the limit barely notices.
 */
export const REFUSAL_DELAY_MS = 1_000;

/** Answers 429 with a line of text, after `delayMs`, unless the client has gone. */
export function refuseTooManyRequests(response: Response, message: string, options: { retryAfterSeconds?: number; delayMs?: number } = {}) {
  const send = () => {
    if (response.destroyed || response.headersSent) return;
    response.status(429).set("Retry-After", String(options.retryAfterSeconds ?? 1)).type("text/plain").send(message);
  };
  const delayMs = options.delayMs ?? REFUSAL_DELAY_MS;
  if (delayMs <= 0) return send();
  setTimeout(send, delayMs).unref();
}
