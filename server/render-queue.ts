import type { RequestHandler } from "express";

/**
 * Renders at most `concurrency` pages at once and lets the rest wait their
 * turn, sending visitors' submissions (anything but GET and HEAD) ahead of
 * page views. On a busy site the renders share one thread: without a limit,
 * fifty page views in progress each get a fiftieth of it and a booking
 * request waits behind all of them; with one, it waits for a few.
 */
export type RenderQueueOptions = {
  concurrency: number;
  /** Paths (exact, or a prefix followed by `/`) that never wait: long-lived streams and uploads on slow links. */
  except?: readonly string[];
};

type Waiting = { start: () => void; abandoned: () => boolean };

export function renderQueue({ concurrency, except = [] }: RenderQueueOptions): RequestHandler {
  let active = 0;
  const submissions: Waiting[] = [];
  const pageViews: Waiting[] = [];

  const next = () => {
    while (active < concurrency) {
      const waiting = submissions.shift() ?? pageViews.shift();
      if (!waiting) return;
      if (!waiting.abandoned()) waiting.start();
    }
  };

  return (request, response, proceed) => {
    if (except.some((prefix) => request.path === prefix || request.path.startsWith(`${prefix}/`))) {
      proceed();
      return;
    }
    let finished = false;
    const start = () => {
      active += 1;
      const done = () => {
        if (finished) return;
        finished = true;
        active -= 1;
        next();
      };
      response.once("finish", done);
      response.once("close", done);
      proceed();
    };
    if (active < concurrency) {
      start();
      return;
    }
    const isSubmission = request.method !== "GET" && request.method !== "HEAD";
    // A visitor who gave up while waiting is not rendered for.
    (isSubmission ? submissions : pageViews).push({ start, abandoned: () => request.destroyed || response.destroyed });
  };
}
