import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/shared/http/public-page";
import { PRIVATE_CACHE_CONTROL } from "../private-cache";
import { createPageCache } from "./page-cache";

/**
 * A stored page is answered before Express: the listener asks the cache
 * first and hands Express only what it did not answer. The stand-in app
 * counts what reaches it.
 */
describe("a cache hit answered before Express", () => {
  const cache = createPageCache({ maxBytes: 1024 * 1024 });
  let reachedExpress = 0;
  let base = "";
  let server: Server;

  beforeAll(async () => {
    const app = express();
    app.use((_request, _response, next) => {
      reachedExpress++;
      next();
    });
    app.use(cache.serve);
    app.use(cache.capture);
    app.all("/listing", (_request, response) => {
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
      response.end(`<!doctype html><p>the listing</p>${"<p>text</p>".repeat(100)}`);
    });
    server = createServer((request, response) => {
      const answered = cache.answerHit(request, response, () => ["X-Request-Id", "front-door"]);
      if (!answered) app(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());
  beforeEach(() => cache.clear());

  const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36" };
  const get = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
    const before = reachedExpress;
    const response = await fetch(`${base}${path}`, { method, headers: { ...browser, ...headers } });
    const body = await response.text();
    return { status: response.status, body, headers: response.headers, reachedExpress: reachedExpress > before };
  };

  it("answers an anonymous visitor's second view, campaign parameters and all, without Express", async () => {
    const miss = await get("/listing");
    expect(miss.reachedExpress).toBe(true);
    const hit = await get("/listing?utm_source=newsletter&fbclid=abc");
    expect(hit.reachedExpress).toBe(false);
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hit.headers.get("x-request-id")).toBe("front-door");
    expect(hit.body).toBe(miss.body);
  });

  it("answers a signed-in visitor whose marker agrees, marked private", async () => {
    await get("/listing");
    const hit = await get("/listing", { cookie: "session=abc; signed_in=1" });
    expect(hit.reachedExpress).toBe(false);
    expect(hit.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("leaves to Express a visitor whose marker must be set or cleared, a submission, and a page not stored", async () => {
    await get("/listing");
    expect((await get("/listing", { cookie: "session=abc" })).reachedExpress).toBe(true);
    expect((await get("/listing", { cookie: "signed_in=1" })).reachedExpress).toBe(true);
    expect((await get("/listing", {}, "POST")).reachedExpress).toBe(true);
    expect((await get("/elsewhere")).reachedExpress).toBe(true);
  });
});
