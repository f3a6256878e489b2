import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse } from "react-router";
import { loggedPath } from "~/shared/lib/logged-path";
import { logger } from "~/shared/lib/logger.server";
import { ServerRouter } from "react-router";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { pageHydrates } from "~/features/shell";

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
  const context = { method: request.method, path: loggedPath(new URL(request.url).pathname), error: cause };
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
 * React Router's default Node entry, with three changes. The per-request CSP
 * nonce goes to `<ServerRouter>` (its streamed data scripts and, through its
 * context, `<Scripts>`) and to React's own inline scripts. The document is
 * rendered whole, then sent as one body: no route defers data behind a
 * Suspense boundary, so streaming would send the same bytes no sooner, in a
 * score of small writes that each cost a pass through the web stream, the
 * compressor and the socket (docs/decisions/0053). And a page that loads no
 * React is rendered to a string (docs/decisions/0111).
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
  if (!documentHydrates(routerContext)) {
    // No React in the browser, so no data for it and no Suspense to wait for: the markup alone, built as one string
    // (the streaming renderer encodes each of its thousands of small pieces to bytes on its own).
    const html = renderToString(<ServerRouter context={withoutBrowserData(routerContext)} url={request.url} nonce={nonce} />);
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    // Encoded here in one native step: a string body would be copied once more to check it is well formed.
    return new Response(Buffer.from(`<!DOCTYPE html>${html}`), { headers: responseHeaders, status: responseStatusCode });
  }

  return new Promise<Response>((resolve, reject) => {
    // Abort the render after `streamTimeout` so that a stuck data stream cannot hold the request open.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const document = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(document);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        // An error inside a Suspense boundary still yields a page (its fallback), a failed one. Errors in the
        // shell reject instead and reach handleError.
        responseStatusCode = 500;
        if (shellRendered) logger.error("Part of a page failed to render", { method: request.method, path: loggedPath(new URL(request.url).pathname), error });
      },
    });
  });
}

/**
 * The context without the data encoded for the browser, which a page without React never reads. Its encoding
 * starts only when read (patches/react-router+*.patch); a context layered over the original leaves it unread.
 */
function withoutBrowserData(routerContext: EntryContext): EntryContext {
  return Object.create(routerContext, { serverHandoffStream: { value: undefined } }) as EntryContext;
}

/** Whether the page being rendered loads React in the browser (its routes' handles decide, as the document's layout does). */
function documentHydrates({ staticHandlerContext, routeModules }: EntryContext): boolean {
  return pageHydrates(
    staticHandlerContext.matches.map((match) => ({ handle: routeModules[match.route.id]?.handle, data: staticHandlerContext.loaderData[match.route.id] })),
  );
}
