import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse } from "react-router";
import { logger } from "~/shared/lib/logger.server";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";

/**
 * What the Express server hands every loader and action (server/main.ts,
 * getLoadContext). Typed here, the app's server entry.
 */
declare module "react-router" {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce (server/security-headers.ts). */
    cspNonce?: string;
    /** The client's address as Express sees it (trust proxy: one hop), for sign-in throttling. */
    clientAddress?: string;
  }
}

export const streamTimeout = 5_000;

/**
 * An error a loader, action or render did not handle: logged once with its
 * request, then stripped of its message and stack before React Router
 * serialises it into the page or data response, which it otherwise does
 * outside production. The visitor sees only the error boundary's text.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
  const context = { method: request.method, path: new URL(request.url).pathname, error: cause };
  // A refused request (404, 405) is the client's mistake, not a failure here.
  if (isRouteErrorResponse(error) && error.status < 500) logger.warn("Request refused", context);
  else logger.error("Request failed", context);
  if (cause instanceof Error) {
    try {
      cause.message = "Unexpected Server Error";
      cause.stack = undefined;
    } catch {
      // A frozen error keeps its text; production mode still sanitises it.
    }
  }
};

/**
 * React Router's default Node entry, with one addition: the per-request CSP
 * nonce goes to `<ServerRouter>` (its streamed data scripts and, through its
 * context, `<Scripts>`) and to React's own inline scripts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Bots (and SPA mode) wait for all content so that they see the whole page.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after `streamTimeout` so it has time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the initial shell reject and are logged by React Router; log the ones after it.
        if (shellRendered) console.error(error);
      },
    });
  });
}
