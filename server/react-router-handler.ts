import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler as createReactRouterHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { wholeBodyOf } from "./request-body";

/**
 * React Router on Express, as `@react-router/express` does it, except that a
 * submission whose body was already read whole (server/request-body.ts) is
 * handed over from that copy instead of from the spent stream.
 */
export type ReactRouterHandlerOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (request: ExpressRequest, response: ExpressResponse) => AppLoadContext;
  /** Wraps the handling of each submission (any method but GET and HEAD), before its answer is sent. */
  aroundSubmission?: (run: () => Promise<Response>) => Promise<Response>;
};

function requestHeaders(request: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

/** The request's host as the official adapter works it out: a forwarded host only from a trusted proxy, and nothing after a stray `/?#@`. */
function hostOf(request: ExpressRequest): string {
  const [, forwardedPort] = request.app.enabled("trust proxy") ? (request.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = request.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? "", 10)).find((value) => Number.isSafeInteger(value));
  const hostname = request.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return port === undefined ? hostname : `${hostname}:${port}`;
}

function webRequest(request: ExpressRequest, response: ExpressResponse): Request {
  const url = new URL(`${request.protocol}://${hostOf(request)}${request.originalUrl}`);
  const controller = new AbortController();
  response.on("close", () => {
    if (!response.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers: requestHeaders(request), signal: controller.signal };
  if (request.method !== "GET" && request.method !== "HEAD") {
    const body = wholeBodyOf(request);
    init.body = body ? new Uint8Array(body) : createReadableStreamFromReadable(request);
    if (!body) init.duplex = "half";
  }
  return new Request(url.href, init);
}

/**
 * Answers sent in one write: documents (rendered whole before they are sent),
 * data and text files. The rest (an event stream, a picture) is streamed.
 */
const WHOLE_ANSWER_TYPE = /^(?:application\/(?:json|xml|manifest\+json)|text\/(?:html|plain|xml|calendar|csv))\b/i;

async function sendResponse(response: ExpressResponse, answer: Response) {
  if (response.destroyed || response.writableEnded) {
    await answer.body?.cancel();
    return;
  }
  response.statusMessage = answer.statusText;
  response.status(answer.status);
  for (const [name, value] of answer.headers.entries()) response.append(name, value);
  if (/text\/event-stream/i.test(answer.headers.get("Content-Type") ?? "")) response.flushHeaders();
  if (!answer.body) {
    response.end();
    return;
  }
  if (WHOLE_ANSWER_TYPE.test(answer.headers.get("Content-Type") ?? "")) {
    // Sent in one write with its length: a small answer skips compression, a larger one is compressed in one step.
    const body = Buffer.from(await answer.arrayBuffer());
    if (!answer.headers.has("Content-Encoding")) response.setHeader("Content-Length", body.length);
    response.end(body);
    return;
  }
  try {
    await writeReadableStreamToWritable(answer.body, response);
  } catch (error) {
    if (!response.destroyed) throw error;
  }
}

export function reactRouterHandler({ build, mode, getLoadContext, aroundSubmission }: ReactRouterHandlerOptions): RequestHandler {
  const handle = createReactRouterHandler(build, mode);
  return async (request, response, next) => {
    try {
      const run = () => handle(webRequest(request, response), getLoadContext(request, response));
      const isSubmission = request.method !== "GET" && request.method !== "HEAD";
      const answer = await (isSubmission && aroundSubmission ? aroundSubmission(run) : run());
      await sendResponse(response, answer);
    } catch (error) {
      next(error);
    }
  };
}
