import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { PAGE_QUERY_HEADER } from "~/shared/http/public-page";
import { hasSessionCookie, PRIVATE_CACHE_CONTROL, withoutSessionCookie } from "../private-cache";
import { hasSignedInMarker } from "../signed-in-marker";
import { QueryRules } from "./cache-key";
import { compressFast, preferredEncoding, strongCompressor } from "./page-compression";
import type { PageFiles } from "./page-files";
import { PageStore, type StoredPage } from "./page-store";
import { policyWithScriptHashes } from "./script-hashes";

/**
 * The shared page cache: anonymous GETs of pages (HTML, and the XML
 * sitemaps) that the app marks public (`Cache-Control: public, …
 * s-maxage=N`, see app/shared/http/public-page.ts) are rendered once and then
 * served from memory, already compressed (fast for the first visitor, harder
 * once a page is asked for again: page-compression.ts), until they expire
 * after N seconds or a change to the site's content clears them
 * (server/page-cache/content-changes.ts). Keys drop what no page reads
 * (cache-key.ts). Signed-in visitors are served the same stored pages, marked
 * private; their own parts (the header's account link, saved homes, a form's
 * details) are filled in by the shell's island from /session.json. Only
 * anonymous renders are stored; form results (anything but GET) and
 * responses that set a cookie or are not 200 always go to the app.
 *
 * Two middlewares: `serve` runs first and answers from the store without
 * touching the rest of the stack; `capture` runs just before React Router,
 * after compression and security headers, and keeps what the app sends.
 */

/** How long a request waits for another request's render of the same page before rendering it itself. */
const FILL_WAIT_MS = 10_000;
/** Response headers that belong to one response, not to the stored page. */
const PER_RESPONSE_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "date", "etag", "vary", "x-request-id", "x-page-cache", "age", PAGE_QUERY_HEADER.toLowerCase()]);
/** What a stored page costs beyond its bytes: its record, headers object and place in the store's map. */
const PAGE_OVERHEAD_BYTES = 1024;


export type PageCacheOptions = {
  maxBytes: number;
  now?: () => number;
  /** Stored pages also written as files for nginx to send (PAGE_FILES_DIR; page-files.ts), cleared with the store. */
  files?: PageFiles;
};

export type PageCache = {
  /**
   * Answers a GET or HEAD of a stored page straight from the store, before
   * Express and every middleware (no router, no body or cookie parsing):
   * true when it did. A visitor whose readable marker disagrees with their
   * session cookie goes the long way, where the marker is put right.
   * `beforeSend` runs first (request id, shutdown tracking, the log line)
   * and returns headers to add, as a flat list of names and values.
   */
  answerHit: (request: IncomingMessage, response: ServerResponse, beforeSend: (response: ServerResponse) => readonly string[]) => boolean;
  serve: RequestHandler;
  capture: RequestHandler;
  /** Forgets every stored page (the site's content changed). */
  clear: () => void;
  store: PageStore;
};

/** Signed-in requests for a public page that were rendered without their session cookie, to be stored for everyone. */
const renderedAsForAnyone = new WeakSet<IncomingMessage>();

function isPageRequest(request: Request): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

/**
 * Only anonymous renders are kept: a signed-in visitor's render may show
 * their name or details. Signed-in visitors are served what anonymous ones
 * were, and the page's island fills in their parts from /session.json.
 */
function mayStore(request: Request): boolean {
  return request.method === "GET" && !hasSessionCookie(request.headers.cookie);
}

/** Visitors send few distinct user agents, and telling a crawler's apart takes a long pattern: the answers are kept. */
const crawlerByUserAgent = new Map<string, boolean>();
const MAX_KEPT_USER_AGENTS = 1_000;

function isCrawler(userAgent: string): boolean {
  let crawler = crawlerByUserAgent.get(userAgent);
  if (crawler === undefined) {
    crawler = isbot(userAgent);
    if (crawlerByUserAgent.size >= MAX_KEPT_USER_AGENTS) crawlerByUserAgent.clear();
    crawlerByUserAgent.set(userAgent, crawler);
  }
  return crawler;
}

/** Crawlers get the whole page in one piece and others a streamed one: each kind is kept apart. */
function keyOf(request: IncomingMessage, url: string): string {
  const userAgent = request.headers["user-agent"];
  return `${userAgent && isCrawler(userAgent) ? "bot" : "browser"} ${url}`;
}

/** Seconds a shared cache may keep the response, when the app marked it public; else null. */
function sharedMaxAge(cacheControl: string | number | string[] | undefined): number | null {
  const value = Array.isArray(cacheControl) ? cacheControl.join(",") : String(cacheControl ?? "");
  if (!/\bpublic\b/.test(value) || /\b(?:private|no-store)\b/.test(value)) return null;
  const match = /\bs-maxage=(\d+)/.exec(value);
  return match ? Number(match[1]) : null;
}

/** A stored page's own headers as a flat list, for anyone and for a signed-in visitor (private): made once per page, not per hit. */
const headerLists = new WeakMap<StoredPage, { shared: readonly string[]; private: readonly string[] }>();

function storedHeaders(page: StoredPage, isPrivate: boolean): readonly string[] {
  let lists = headerLists.get(page);
  if (!lists) {
    const shared: string[] = [];
    const personal: string[] = [];
    for (const name in page.headers) {
      shared.push(name, page.headers[name]!);
      if (name !== "cache-control") personal.push(name, page.headers[name]!);
    }
    shared.push("ETag", page.etag, "Vary", "Accept-Encoding");
    personal.push("ETag", page.etag, "Vary", "Accept-Encoding", "Cache-Control", PRIVATE_CACHE_CONTROL);
    lists = { shared, private: personal };
    headerLists.set(page, lists);
  }
  return isPrivate ? lists.private : lists.shared;
}

/**
 * Sends a stored page with its headers in one list, handed to writeHead at
 * once: a hit is a few header lines and a buffer, with nothing validated or
 * merged per header when no middleware has set one before.
 */
function sendStored(
  request: IncomingMessage,
  response: ServerResponse,
  page: StoredPage,
  outcome: "hit" | "miss",
  now: number,
  extraHeaders: readonly string[] = [],
  signedIn = hasSessionCookie(request.headers.cookie),
) {
  // What is sent to a signed-in request is private, whatever the page is (server/private-cache.ts).
  const isPrivate = signedIn || renderedAsForAnyone.has(request);
  const headers = storedHeaders(page, isPrivate).slice();
  headers.push("X-Page-Cache", outcome, "Age", String(Math.max(0, Math.floor((now - page.storedAt) / 1000))));
  for (const header of extraHeaders) headers.push(header);
  if (request.headers["if-none-match"] === page.etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (encoding === "identity") {
    headers.push("Content-Length", String(page.identityLength));
    response.writeHead(page.status, headers);
    response.end(request.method === "HEAD" ? undefined : gunzipSync(page.gzip));
    return;
  }
  const body = encoding === "br" ? page.brotli : page.gzip;
  headers.push("Content-Encoding", encoding, "Content-Length", String(body.length));
  response.writeHead(page.status, headers);
  response.end(request.method === "HEAD" ? undefined : body);
}

/** The page to store, and its bytes uncompressed for the page files (the store keeps only the compressed ones). */
async function buildPage(response: Response, body: Buffer, ttlSeconds: number, now: number): Promise<{ page: StoredPage; identity: Buffer }> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  const policy = headers["content-security-policy"];
  if (policy) headers["content-security-policy"] = policyWithScriptHashes(policy, body.toString("utf8"));
  const compressed = await compressFast(body);
  const headerBytes = Object.entries(headers).reduce((sum, [name, value]) => sum + 2 * (name.length + value.length), 0);
  const page: StoredPage = {
    status: response.statusCode,
    headers,
    ...compressed,
    identityLength: body.byteLength,
    strongly: false,
    bytes: compressed.brotli.byteLength + compressed.gzip.byteLength + headerBytes + PAGE_OVERHEAD_BYTES,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    storedAt: now,
    expiresAt: now + ttlSeconds * 1000,
  };
  return { page, identity: body };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const store = new PageStore({ maxBytes: options.maxBytes, now: options.now });
  const queryRules = new QueryRules();
  const strong = strongCompressor();

  /** A page asked for again is worth its strong compression (page-compression.ts). */
  const serveHit = (request: IncomingMessage, response: ServerResponse, key: string, page: StoredPage, extraHeaders?: readonly string[], signedIn?: boolean) => {
    sendStored(request, response, page, "hit", store.now(), extraHeaders, signedIn);
    if (page.strongly) return;
    strong.upgrade(key, page.gzip, (brotli) => {
      store.replace(key, page, { ...page, brotli, strongly: true, bytes: page.bytes - page.brotli.byteLength + brotli.byteLength });
    });
  };

  const answerHit: PageCache["answerHit"] = (request, response, beforeSend) => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const cookie = request.headers.cookie;
    const signedIn = cookie !== undefined && hasSessionCookie(cookie);
    if (cookie !== undefined && signedIn !== hasSignedInMarker(cookie)) return false;
    const key = keyOf(request, queryRules.normalize(request.url ?? "/"));
    const page = store.get(key);
    if (!page) return false;
    serveHit(request, response, key, page, beforeSend(response), signedIn);
    return true;
  };

  const serve: RequestHandler = (request, response, next) => {
    if (!isPageRequest(request)) return next();
    const key = keyOf(request, queryRules.normalize(request.originalUrl));
    const page = store.get(key);
    if (page) return serveHit(request, response, key, page);
    // A public page (one that has said what it reads) that a signed-in visitor finds gone (expired, cleared) is
    // rendered as for anyone and stored again for everyone: its personal parts come from /session.json anyway.
    if (hasSessionCookie(request.headers.cookie) && queryRules.readsOf(request.path) !== undefined) {
      request.headers.cookie = withoutSessionCookie(request.headers.cookie ?? "");
      renderedAsForAnyone.add(request);
    }
    const pending = store.pendingFill(key);
    if (!pending) return next();
    waitForFill(request, response, next, key, pending, Date.now() + FILL_WAIT_MS);
  };

  /**
   * Another request is rendering this page: wait for it rather than render it again. A render that began before a
   * change is not kept; then the first waiter renders the page afresh, and the others wait for that render instead of
   * each rendering their own (a busy page would otherwise be rendered once per waiting visitor after every change).
   */
  const waitForFill = (request: Request, response: Response, next: NextFunction, key: string, pending: Promise<void>, deadline: number) => {
    const generation = store.generation;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
    });
    void Promise.race([pending, waited]).then(() => {
      clearTimeout(timer);
      if (response.destroyed) return;
      const filled = store.get(key);
      if (filled) return serveHit(request, response, key, filled);
      // A change dropped the render waited for: the first waiter's render registers itself before the next waiter
      // gets here (the middleware from here to `capture` runs synchronously), and the others wait for it.
      const renewed = store.pendingFill(key);
      if (renewed && store.generation !== generation && Date.now() < deadline) {
        return waitForFill(request, response, next, key, renewed, deadline);
      }
      next();
    });
  };

  const capture: RequestHandler = (request, response, next) => {
    if (!mayStore(request)) return next();
    // The page is rendered for the address it is stored under, so nothing it shows (a sign-in link back) carries a dropped parameter.
    const url = queryRules.normalize(request.originalUrl);
    if (url !== request.originalUrl) {
      request.originalUrl = url;
      request.url = url;
    }
    const path = request.path;
    const key = keyOf(request, url);
    if (store.pendingFill(key)) return next();
    const generation = store.generation;
    // Read as the render begins: a render writes its files only where pages rendered after the last change go.
    const filesFolder = options.files?.folder();
    const finishFill = store.startFill(key);
    response.once("close", finishFill);

    const write = response.write;
    const end = response.end;
    const chunks: Buffer[] = [];
    let decided: "keep" | "pass" | undefined;
    const restore = () => {
      response.write = write;
      response.end = end;
    };
    const decide = () => {
      if (decided) return decided;
      const ttl = response.statusCode === 200 && !response.hasHeader("set-cookie") ? sharedMaxAge(response.getHeader("cache-control")) : null;
      // Pages, feeds, and JSON answers that say they are public (the map pins of a search).
      const isPage = /^(?:text\/html|application\/xml|application\/json)\b/.test(String(response.getHeader("content-type") ?? ""));
      let keep = ttl !== null && ttl > 0 && isPage && !response.headersSent;
      if (keep) {
        queryRules.learn(path, response.getHeader(PAGE_QUERY_HEADER));
        // Rendered before the page said what it reads: a later visit, rendered for the shorter address, is the one kept.
        keep = queryRules.normalize(url) === url;
      }
      if (!response.headersSent) response.removeHeader(PAGE_QUERY_HEADER);
      decided = keep ? "keep" : "pass";
      if (decided === "pass") {
        restore();
        finishFill();
      }
      return decided;
    };
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);

    response.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      if (decide() === "pass") return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      chunks.push(toBuffer(chunk, rest[0]));
      const callback = rest.find((value) => typeof value === "function") as (() => void) | undefined;
      callback?.();
      return true;
    } as Response["write"];

    response.end = function (this: Response, ...args: unknown[]) {
      const [chunk, encoding] = typeof args[0] === "function" ? [] : args;
      if (chunks.length === 0 && chunk === undefined && decided === undefined) {
        decided = "pass";
        if (!response.headersSent) response.removeHeader(PAGE_QUERY_HEADER);
        restore();
        finishFill();
        return (end as (...params: unknown[]) => Response).apply(this, args);
      }
      if (decide() === "pass") return (end as (...params: unknown[]) => Response).apply(this, args);
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
      restore();
      const body = Buffer.concat(chunks);
      const ttl = sharedMaxAge(response.getHeader("cache-control")) ?? 0;
      const now = store.now();
      buildPage(response, body, ttl, now).then(
        ({ page, identity }) => {
          if (store.set(key, page, generation) && filesFolder !== undefined) options.files?.write(filesFolder, url, page, identity);
          finishFill();
          if (!response.destroyed) sendStored(request, response, page, "miss", now);
        },
        (error: unknown) => {
          finishFill();
          response.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return this;
    } as Response["end"];
    next();
  };

  const clear = () => {
    store.clear();
    options.files?.clear();
  };
  return { answerHit, serve, capture, clear, store };
}
