import type { Request, RequestHandler } from "express";
import { refuseTooManyRequests } from "./too-many-requests";

/**
 * Each client's renders per second, as a token bucket: `perSecond` renders
 * a second on average and up to `burst` in a row after a quiet spell. A
 * request that would render (any method: a page the page cache cannot
 * serve, a data request, a submission) takes a token; a client with none left is
 * refused (429, held a moment: server/too-many-requests.ts) until its bucket
 * refills. Cache hits never reach this and cost nothing.
 *
 * Why a rate and not only turns (server/render-queue.ts): renders share the
 * one thread with everything else, cache hits included. Holding a client to its
 * share of turns keeps others' renders coming, but a client looping on new
 * searches still keeps the thread busy every moment, and every cache hit
 * waits behind its render of the moment. Held to a rate, one client takes a
 * bounded slice of the thread whatever it sends.
 *
 * The default is generous on purpose: one address may be a whole office, a
 * hotel's Wi-Fi or a mobile carrier's shared IPv4 address, and a person
 * paging through searches renders about one page a second at most.
 * The count is per process, in memory, like the other guards of the
 * thread (server/failed-submissions.ts); buckets that have refilled are
 * forgotten, so memory follows the clients of the last few seconds.
 */
export type RenderBudgetOptions = {
  /** Renders a second one client may keep up; 0 sets no budget. */
  perSecond: number;
  /** Renders one client may make in a row before the rate applies. */
  burst: number;
  clientOf: (request: Request) => string;
  /** Paths (exact, or a prefix followed by `/`) that never count: long-lived streams and uploads, as in the render queue. */
  except?: readonly string[];
  now?: () => number;
  /** How long a refusal is held (tests shorten it). */
  refusalDelayMs?: number;
};

export const RENDER_BUDGET_MESSAGE = "Too many pages requested from your network at once. Please wait a moment and try again.";

type Bucket = { tokens: number; at: number };

export function renderBudget({ perSecond, burst, clientOf, except = [], now = Date.now, refusalDelayMs }: RenderBudgetOptions): RequestHandler {
  if (perSecond <= 0) return (_request, _response, next) => next();
  const perMs = perSecond / 1000;
  // A bucket refills from empty in this long: past it, every bucket not touched since is full and can be forgotten.
  const refillMs = Math.ceil(burst / perMs);
  const buckets = new Map<string, Bucket>();
  let lastSweep = now();

  const sweep = (time: number) => {
    if (time - lastSweep < refillMs) return;
    lastSweep = time;
    for (const [key, bucket] of buckets) if (bucket.tokens + (time - bucket.at) * perMs >= burst) buckets.delete(key);
  };

  return (request, response, next) => {
    if (except.some((prefix) => request.path === prefix || request.path.startsWith(`${prefix}/`))) return next();
    const time = now();
    sweep(time);
    const key = clientOf(request);
    const bucket = buckets.get(key);
    const tokens = bucket ? Math.min(burst, bucket.tokens + (time - bucket.at) * perMs) : burst;
    if (tokens < 1) {
      if (bucket) Object.assign(bucket, { tokens, at: time });
      const retryAfter = Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
      refuseTooManyRequests(response, RENDER_BUDGET_MESSAGE, { retryAfterSeconds: retryAfter, delayMs: refusalDelayMs });
      return;
    }
    buckets.set(key, { tokens: tokens - 1, at: time });
    next();
  };
}
