import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PAGE_QUERY_HEADER, PUBLIC_PAGE_CACHE_CONTROL } from "~/shared/http/public-page";
import { listenOnFreePort } from "../../tests/setup/listen-on-free-port";
import { createPageCache } from "./page-cache";

/**
 * The page cache in front of a stand-in for the app: each route renders a
 * page that names how many times it has been rendered, in chunks, as React
 * Router streams it, with a per-response CSP nonce on its inline script.
 */
describe("the page cache", () => {
  const cache = createPageCache({ maxBytes: 1024 * 1024 });
  const renders = new Map<string, number>();
  /** Requests that reached the server, by path, before the cache saw them. */
  const arrivals = new Map<string, number>();
  let releaseSlowRender: () => void = () => undefined;
  let slowRenderStarted: () => void = () => undefined;
  let base = "";
  let close: () => void = () => undefined;

  const render = (path: string) => {
    const count = (renders.get(path) ?? 0) + 1;
    renders.set(path, count);
    return count;
  };

  beforeAll(async () => {
    const app = express();
    app.use((request, _response, next) => {
      arrivals.set(request.path, (arrivals.get(request.path) ?? 0) + 1);
      next();
    });
    app.use(cache.serve);
    app.use(compression());
    app.use((_request, response, next) => {
      const nonce = Math.random().toString(36).slice(2);
      response.setHeader("Content-Security-Policy", `script-src 'self' 'nonce-${nonce}'`);
      response.locals.nonce = nonce;
      next();
    });
    app.use(cache.capture);
    const page = (path: string, options: { status?: number; cacheControl?: string; cookie?: boolean; wait?: boolean; reads?: string } = {}) =>
      app.all(path, async (request, response) => {
        if (options.wait) {
          slowRenderStarted();
          await new Promise<void>((resolve) => (releaseSlowRender = resolve));
        }
        const count = render(request.path);
        response.status(options.status ?? 200);
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.setHeader("Cache-Control", options.cacheControl ?? PUBLIC_PAGE_CACHE_CONTROL);
        if (options.cookie) response.setHeader("Set-Cookie", "flash=1");
        if (options.reads !== undefined) response.setHeader(PAGE_QUERY_HEADER, options.reads);
        response.write(`<!doctype html><html><head><script nonce="${String(response.locals.nonce)}">window.page = 1;</script></head>`);
        response.write(`<body><p>render ${count} of ${request.originalUrl}</p>${"<p>island</p>".repeat(200)}</body></html>`);
        response.end();
      });
    page("/listing");
    page("/other");
    page("/missing", { status: 404 });
    page("/personal", { cacheControl: "private, no-store" });
    page("/sets-cookie", { cookie: true });
    page("/slow", { wait: true });
    page("/search", { reads: "page,sort" });
    ({ base, close } = await listenOnFreePort(app));
  });
  afterAll(() => close());
  beforeEach(() => cache.clear());

  const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36" };
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers: { ...browser, ...headers } });
    return { status: response.status, body: await response.text(), headers: response.headers };
  };

  it("renders a public page once, then serves the same bytes to every anonymous visitor", async () => {
    const first = await get("/listing");
    const second = await get("/listing?page=2");
    const third = await get("/listing");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(third.headers.get("x-page-cache")).toBe("hit");
    expect(third.body).toBe(first.body);
    expect(third.body).toContain("render 1 of /listing");
    // Another address (a query string too) is another page.
    expect(second.body).toContain("render 2 of /listing?page=2");
    expect(third.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  it("serves a campaign link, and parameters the page does not read, from the page stored without them", async () => {
    const plain = await get("/listing");
    const campaign = await get("/listing?utm_source=newsletter&utm_medium=email&fbclid=IwAR0xyz&gclid=abc");
    expect(campaign.headers.get("x-page-cache")).toBe("hit");
    expect(campaign.body).toBe(plain.body);

    const first = await get("/search?sort=price&page=2");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    for (const address of ["/search?page=2&sort=price", "/search?page=2&x=1&sort=price&mc_eid=7", "/search?sort=price&page=2&ref=abc"]) {
      const again = await get(address);
      expect(again.headers.get("x-page-cache"), address).toBe("hit");
      expect(again.body, address).toBe(first.body);
    }
    // The page was rendered for the address it is stored under.
    expect(first.body).toContain("render 1 of /search?page=2&sort=price");
    expect((await get("/search?page=3&sort=price")).headers.get("x-page-cache")).toBe("miss");
  });

  it("learns from a page's first answer which parameters it reads, and keeps nothing under an address it ignores", async () => {
    const before = renders.get("/search") ?? 0;
    cache.clear();
    for (let flood = 1; flood <= 3; flood += 1) await get(`/search?flood=${flood}`);
    // The first answer taught the cache that /search ignores `flood`: one render each for the first two, then hits.
    expect(renders.get("/search")).toBeLessThanOrEqual(before + 2);
    expect(cache.store.size).toBe(1);
  });

  it("never sends the page's list of parameters to the browser", async () => {
    const miss = await get("/search?page=4");
    const hit = await get("/search?page=4");
    expect(miss.headers.get(PAGE_QUERY_HEADER)).toBeNull();
    expect(hit.headers.get(PAGE_QUERY_HEADER)).toBeNull();
  });

  it("holds no more memory than its limit, however many different pages it is asked for", async () => {
    const small = createPageCache({ maxBytes: 64 * 1024 });
    const app = express();
    app.use(small.serve);
    app.use(small.capture);
    app.get("/many", (request, response) => {
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
      response.setHeader(PAGE_QUERY_HEADER, "page");
      // Small pages: each compressed copy is a view of a larger block unless the store copies it out.
      response.end(`<!doctype html><p>${String(request.query.page)}</p>`);
    });
    const server = await listenOnFreePort(app);
    try {
      for (let page = 0; page < 300; page += 1) await fetch(`${server.base}/many?page=${page}`, { headers: browser }).then((response) => response.text());
      expect(small.store.size).toBeGreaterThan(10);
      let held = 0;
      for (const [key, page] of small.store.entries()) held += 2 * key.length + page.gzip.buffer.byteLength + page.brotli.buffer.byteLength;
      expect(held).toBeLessThanOrEqual(64 * 1024);
    } finally {
      server.close();
    }
  });

  it("allows the stored page's own inline scripts by hash, not by a nonce every visitor can read", async () => {
    const { headers } = await get("/listing");
    const policy = headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain("nonce-");
    expect(policy).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it("sends the stored page Brotli- or gzip-compressed as the browser asks, or plain, with a validator", async () => {
    const plain = await get("/listing", { "accept-encoding": "identity" });
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        const request = httpRequest(`${base}/listing`, { headers: { ...browser, "accept-encoding": encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }));
        });
        request.on("error", reject);
        request.end();
      });
      expect(raw.encoding).toBe(encoding);
      expect(decode(raw.body).toString("utf8")).toBe(plain.body);
    }
    const etag = plain.headers.get("etag") ?? "";
    const revalidated = await fetch(`${base}/listing`, { headers: { ...browser, "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
  });

  it("sends a client that accepts no compression the stored page whole, with its length, from memory that holds it compressed only", async () => {
    const first = await get("/listing", { "accept-encoding": "br" });
    const plain = await get("/listing", { "accept-encoding": "identity" });
    expect(plain.headers.get("x-page-cache")).toBe("hit");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.body).toContain(`render ${renders.get("/listing")} of /listing`);
    expect(plain.headers.get("content-length")).toBe(String(Buffer.byteLength(plain.body)));
    const head = await fetch(`${base}/listing`, { method: "HEAD", headers: { ...browser, "accept-encoding": "identity" } });
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(plain.body)));
    expect(first.headers.get("etag")).toBe(plain.headers.get("etag"));
  });

  it("answers a page's first visitor with fast compression, and recompresses it harder once a second visitor asks", async () => {
    const raw = async () =>
      new Promise<Buffer>((resolve, reject) => {
        const request = httpRequest(`${base}/listing`, { headers: { ...browser, "accept-encoding": "gzip, deflate, br, zstd" } }, (response) => {
          expect(response.headers["content-encoding"]).toBe("br");
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve(Buffer.concat(chunks)));
        });
        request.on("error", reject);
        request.end();
      });
    const first = await raw();
    const stored = () => [...cache.store.entries()].find(([key]) => key.endsWith(" /listing"))?.[1];
    expect(stored()?.strongly).toBe(false);
    await raw();
    // The strong compression runs on libuv's thread pool, which this process shares with other test files' hashing
    // and compression: under a full test run it can wait its turn for seconds.
    await expect.poll(() => stored()?.strongly, { timeout: 15_000 }).toBe(true);
    const later = await raw();
    expect(brotliDecompressSync(later).toString("utf8")).toBe(brotliDecompressSync(first).toString("utf8"));
  }, 20_000);

  it("renders a public page a signed-in visitor finds gone as for anyone, and stores it again for everyone", async () => {
    await get("/search");
    cache.clear();
    const before = renders.get("/search") ?? 0;
    const signedIn = await get("/search", { cookie: "theme=dark; session=abc" });
    expect(signedIn.headers.get("x-page-cache")).toBe("miss");
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const anonymous = await get("/search");
    expect(anonymous.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(anonymous.headers.get("x-page-cache")).toBe("hit");
    expect(anonymous.body).toBe(signedIn.body);
    expect(renders.get("/search")).toBe(before + 1);
  });

  it("serves signed-in visitors the stored page, marked private, and never stores what was rendered for one of them", async () => {
    const anonymous = await get("/listing");
    for (const cookie of ["session=abc", "__Host-session=abc"]) {
      const signedIn = await get("/listing", { cookie });
      expect(signedIn.headers.get("x-page-cache")).toBe("hit");
      expect(signedIn.body).toBe(anonymous.body);
      expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    }
    const before = renders.get("/other") ?? 0;
    expect((await get("/other", { cookie: "session=abc" })).headers.get("x-page-cache")).toBeNull();
    expect((await get("/other")).headers.get("x-page-cache")).toBe("miss");
    expect(renders.get("/other")).toBe(before + 2);
    // Cookies the page does not depend on (analytics) do not stop the cache.
    expect((await get("/listing", { cookie: "_ga=GA1.1.1" })).headers.get("x-page-cache")).toBe("hit");
  });

  it("keeps nothing that is not a public 200 page without cookies", async () => {
    for (const path of ["/missing", "/personal", "/sets-cookie"]) {
      const before = renders.get(path) ?? 0;
      await get(path);
      const again = await get(path);
      expect(again.headers.get("x-page-cache"), path).toBeNull();
      expect(renders.get(path), path).toBe(before + 2);
    }
    const posted = await fetch(`${base}/listing`, { method: "POST" });
    expect(posted.headers.get("x-page-cache")).toBeNull();
  });

  it("renders again after the content changed, and drops a render that began before the change", async () => {
    const before = await get("/other");
    cache.clear();
    const after = await get("/other");
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(after.body).not.toBe(before.body);

    const started = new Promise<void>((resolve) => (slowRenderStarted = resolve));
    const slow = get("/slow");
    await started;
    cache.clear();
    releaseSlowRender();
    await slow;
    const next = get("/slow");
    await new Promise<void>((resolve) => (slowRenderStarted = resolve));
    releaseSlowRender();
    expect((await next).headers.get("x-page-cache")).toBe("miss");
  });

  it("renders a page once however many visitors ask for it at the same moment", async () => {
    const before = renders.get("/slow") ?? 0;
    const started = new Promise<void>((resolve) => (slowRenderStarted = resolve));
    const visitors = Array.from({ length: 10 }, () => get("/slow"));
    await started;
    releaseSlowRender();
    const pages = await Promise.all(visitors);
    expect(renders.get("/slow")).toBe(before + 1);
    expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    expect(pages.filter((page) => page.headers.get("x-page-cache") === "hit")).toHaveLength(9);
  });

  /** `visitorCount` visitors wait for /slow while its render is dropped by `changes` changes in a row; the renders' count before, and the pages each got. */
  async function waitThroughChanges(visitorCount: number, changes: number) {
    const before = renders.get("/slow") ?? 0;
    const arrivedBefore = arrivals.get("/slow") ?? 0;
    let started = new Promise<void>((resolve) => (slowRenderStarted = resolve));
    const visitors = Array.from({ length: visitorCount }, () => get("/slow"));
    // Every visitor is waiting before the first change.
    while ((arrivals.get("/slow") ?? 0) < arrivedBefore + visitorCount) await new Promise((resolve) => setTimeout(resolve, 1));
    for (let change = 0; change < changes; change++) {
      await started;
      started = new Promise<void>((resolve) => (slowRenderStarted = resolve));
      cache.clear();
      releaseSlowRender();
    }
    await started;
    releaseSlowRender();
    return { before, pages: await Promise.all(visitors) };
  }

  it("renders a page once more, not once per waiting visitor, when the content changes while they wait", async () => {
    const { before, pages } = await waitThroughChanges(10, 1);
    expect(renders.get("/slow")).toBe(before + 2);
    // The first visitor gets the render begun before the change; everyone else the one after it.
    expect(pages.filter((page) => page.body.includes(`render ${before + 2} of`))).toHaveLength(9);
    expect((await get("/slow")).headers.get("x-page-cache")).toBe("hit");
  });

  it("renders a page once per change made while visitors wait, however many wait and however many changes come", async () => {
    const visitorsAndChanges = fc.integer({ min: 2, max: 12 }).chain((visitorCount) => fc.tuple(fc.constant(visitorCount), fc.integer({ min: 1, max: Math.min(3, visitorCount - 1) })));
    await fc.assert(
      fc.asyncProperty(visitorsAndChanges, async ([visitorCount, changes]) => {
        cache.clear();
        const { before, pages } = await waitThroughChanges(visitorCount, changes);
        const last = before + changes + 1;
        expect(renders.get("/slow")).toBe(last);
        // Each render dropped by a change went to the visitor who began it; everyone else got the render after the last change.
        expect(pages.filter((page) => page.body.includes(`render ${last} of`))).toHaveLength(visitorCount - changes);
      }),
      { numRuns: 25 },
    );
  });
});
