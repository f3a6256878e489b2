import compression from "compression";
import type { RequestHandler, Response } from "express";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { preferredEncoding } from "./page-cache/page-compression";

/**
 * Compression of answers made for one request and never stored: personal
 * pages (an account, a dashboard), data requests, pages rendered past the
 * cache. Brotli 2 and gzip 3 take about a third of the CPU of the defaults
 * (Brotli 4, gzip 6) for bodies some 8% larger; the pages everyone shares
 * are compressed hard once, in the page cache, instead.
 */
export const LIVE_BROTLI_QUALITY = 2;
export const LIVE_GZIP_LEVEL = 3;
/** Smaller answers are sent as they are: compressing them saves less than a packet. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * An answer sent whole, in one `end` (a rendered document, a JSON answer),
 * is compressed in one step on this thread: a page's 20–70 KB take a few
 * tenths of a millisecond at these levels, less than handing the body to
 * zlib's thread pool piece by piece and writing its output in several
 * pieces. An answer written in pieces (an event stream) is compressed as it goes.
 */
export function liveCompression(): RequestHandler {
  const streaming = compression({ level: LIVE_GZIP_LEVEL, brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: LIVE_BROTLI_QUALITY } } });
  return (request, response, next) => {
    streaming(request, response, (error?: unknown) => {
      if (error) return next(error);
      const { write, end } = response;
      response.write = function (this: Response, ...args: unknown[]) {
        response.write = write;
        response.end = end;
        return (write as (...params: unknown[]) => boolean).apply(this, args);
      } as Response["write"];
      response.end = function (this: Response, ...args: unknown[]) {
        response.write = write;
        response.end = end;
        const [chunk, encoding] = args;
        const whole = typeof chunk === "function" ? undefined : chunk;
        const encoded = whole === undefined || whole === null ? undefined : encodedWhole(request.method, request.headers["accept-encoding"], response, whole, encoding);
        const callback = args.find((value) => typeof value === "function");
        const send = end as (...params: unknown[]) => Response;
        return encoded ? send.call(this, encoded, ...(callback ? [callback] : [])) : send.apply(this, args);
      } as Response["end"];
      next();
    });
  };
}

/** The body compressed, with the headers that say so set, or undefined when it is to go as it is. */
function encodedWhole(method: string, acceptEncoding: string | undefined, response: Response, chunk: unknown, encoding: unknown): Buffer | undefined {
  if (response.headersSent || method === "HEAD" || response.statusCode === 204 || response.statusCode === 304) return undefined;
  if (response.hasHeader("content-encoding") || !compression.filter(response.req, response)) return undefined;
  if (/\bno-transform\b/i.test(String(response.getHeader("cache-control") ?? ""))) return undefined;
  const body = Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : undefined;
  if (!body) return undefined;
  response.vary("Accept-Encoding");
  if (body.length < MIN_COMPRESSED_BYTES) return undefined;
  const chosen = preferredEncoding(acceptEncoding);
  if (chosen === "identity") return undefined;
  // A window no larger than the body: the same output from smaller buffers, allocated afresh for each answer
  // (Brotli 0.22 → 0.15 ms for a 52 KB dashboard under the server's malloc settings).
  const windowBits = Math.ceil(Math.log2(body.length));
  const compressed =
    chosen === "br"
      ? brotliCompressSync(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: LIVE_BROTLI_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            [zlib.BROTLI_PARAM_LGWIN]: Math.min(Math.max(windowBits, zlib.BROTLI_MIN_WINDOW_BITS), zlib.BROTLI_MAX_WINDOW_BITS),
          },
        })
      : gzipSync(body, { level: LIVE_GZIP_LEVEL, windowBits: Math.min(Math.max(windowBits, 9), 15) });
  response.setHeader("Content-Encoding", chosen);
  response.setHeader("Content-Length", compressed.length);
  return compressed;
}
