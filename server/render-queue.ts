import { AsyncResource } from "node:async_hooks";
import type { Request, RequestHandler } from "express";
import { refuseTooManyRequests } from "./too-many-requests";

/**
 * Renders at most `concurrency` pages at once and shares those turns fairly
 * between clients. On a busy site the renders share one thread: without a
 * limit, fifty page views in progress each get a fiftieth of it and a booking
 * request waits behind all of them; with one, it waits for a few.
 *
 * Fairness: when a turn frees, it goes to the waiting client that holds the
 * fewest turns (the one waiting longest among equals), and within a client
 * to its submissions before its page views. One client holds at most
 * `maxActivePerClient` turns, so a flood of renders can never take all the
 * thread, and a newcomer is served at the next free turn however many
 * requests the others have queued. A client with `maxWaitingPerClient` requests
 * already waiting is refused (429, held a moment: server/too-many-requests.ts):
 * one client's flood waits behind itself, never in front of anyone else.
 */
export type RenderQueueOptions = {
  concurrency: number;
  /** Turns one client may hold at once. */
  maxActivePerClient: number;
  /** Requests one client may have waiting; more are refused with 429. */
  maxWaitingPerClient: number;
  /** Who sent the request (its address or network); turns are shared between these. */
  clientOf: (request: Request) => string;
  /** Paths (exact, or a prefix followed by `/`) that never wait: long-lived streams and uploads on slow links. */
  except?: readonly string[];
  /** How long a refusal is held (tests shorten it). */
  refusalDelayMs?: number;
};

export const QUEUE_FULL_MESSAGE = "Too many requests from your network at once. Please try again in a moment.";

type Waiting = { order: number; start: () => void };
type Client = { active: number; submissions: Waiting[]; pageViews: Waiting[] };

export function renderQueue({ concurrency, maxActivePerClient, maxWaitingPerClient, clientOf, except = [], refusalDelayMs }: RenderQueueOptions): RequestHandler {
  let active = 0;
  let arrivals = 0;
  const clients = new Map<string, Client>();

  const forgetIfIdle = (key: string, client: Client) => {
    if (client.active === 0 && client.submissions.length === 0 && client.pageViews.length === 0) clients.delete(key);
  };

  /** The next request to render: from the waiting client with the fewest turns, its oldest submission or else its oldest page view. */
  const takeNext = (): Waiting | undefined => {
    let chosen: { client: Client; line: Waiting[] } | undefined;
    for (const client of clients.values()) {
      const line = client.submissions.length > 0 ? client.submissions : client.pageViews;
      const head = line[0];
      if (!head || client.active >= maxActivePerClient) continue;
      if (!chosen || client.active < chosen.client.active || (client.active === chosen.client.active && head.order < chosen.line[0]!.order)) {
        chosen = { client, line };
      }
    }
    return chosen?.line.shift();
  };

  const next = () => {
    while (active < concurrency) {
      const waiting = takeNext();
      if (!waiting) return;
      waiting.start();
    }
  };

  return (request, response, proceed) => {
    if (except.some((prefix) => request.path === prefix || request.path.startsWith(`${prefix}/`))) {
      proceed();
      return;
    }
    const key = clientOf(request);
    let client = clients.get(key);
    if (!client) {
      client = { active: 0, submissions: [], pageViews: [] };
      clients.set(key, client);
    }
    const owner = client;
    let state: "waiting" | "rendering" | "done" = "waiting";
    const start = () => {
      state = "rendering";
      active += 1;
      owner.active += 1;
      proceed();
    };
    const line = request.method !== "GET" && request.method !== "HEAD" ? owner.submissions : owner.pageViews;
    const waiting: Waiting = { order: arrivals++, start };
    const finish = () => {
      if (state === "done") return;
      if (state === "rendering") {
        active -= 1;
        owner.active -= 1;
      } else {
        // A visitor who gave up while waiting is not rendered for.
        const index = line.indexOf(waiting);
        if (index !== -1) line.splice(index, 1);
      }
      state = "done";
      forgetIfIdle(key, owner);
      next();
    };
    response.once("finish", finish);
    response.once("close", finish);

    if (active < concurrency && owner.active < maxActivePerClient) {
      start();
      return;
    }
    if (owner.submissions.length + owner.pageViews.length >= maxWaitingPerClient) {
      state = "done";
      forgetIfIdle(key, owner);
      refuseTooManyRequests(response, QUEUE_FULL_MESSAGE, { delayMs: refusalDelayMs });
      return;
    }
    // Started later from another request's finish: bound so that it runs as part of its own request (its log lines
    // carry its id). Only a request that waits is bound: binding costs more than the rest of a free turn.
    waiting.start = AsyncResource.bind(start);
    line.push(waiting);
  };
}
