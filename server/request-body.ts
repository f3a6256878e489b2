import { AsyncResource } from "node:async_hooks";
import type { Request, RequestHandler } from "express";

/**
 * A submission's body is read whole before the request waits for a render
 * turn, so a visitor on a slow link (or a client trickling bytes on purpose)
 * holds a connection, never a turn; and checks made before rendering (the
 * form gate) can look at it. Bodies are small here: the body limit in front
 * refuses anything larger, and photo uploads, which have their own larger
 * limit and stream, are excepted.
 */
const bodies = new WeakMap<Request, Buffer>();

export function readWholeBody({ except = [] }: { except?: readonly string[] } = {}): RequestHandler {
  return (request, _response, next) => {
    if (request.method === "GET" || request.method === "HEAD") return next();
    if (except.some((prefix) => request.path === prefix || request.path.startsWith(`${prefix}/`))) return next();
    const chunks: Buffer[] = [];
    // Bound so that what follows runs as part of this request (its log lines carry its id), not of the stream's event.
    const proceed = AsyncResource.bind(next);
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.once("end", () => {
      bodies.set(request, Buffer.concat(chunks));
      proceed();
    });
    // A request cut off midway (or refused by the body limit) is answered by whoever cut it; it is not rendered.
  };
}

/** The body `readWholeBody` read for this request, if it read one. */
export function wholeBodyOf(request: Request): Buffer | undefined {
  return bodies.get(request);
}
