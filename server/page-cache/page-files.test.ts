import { existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PAGE_QUERY_HEADER, PUBLIC_PAGE_CACHE_CONTROL } from "~/shared/http/public-page";
import { listenOnFreePort } from "../../tests/setup/listen-on-free-port";
import { isTrackingParameter, TRACKING_PARAMETER } from "./cache-key";
import { createPageCache } from "./page-cache";
import { createPageFiles, NGINX_HEADERS_FILE, pageFileName } from "./page-files";

/**
 * The page cache writing its pages as files for nginx, in front of a
 * stand-in for the app whose pages carry the headers nginx is told to send.
 */
const SECURITY = { "content-security-policy": "default-src 'self'; script-src 'self'; object-src 'none'", "x-frame-options": "DENY" };

describe("page files", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "page-files-"));
  const files = createPageFiles({ dir, headers: SECURITY, cacheControl: PUBLIC_PAGE_CACHE_CONTROL });
  const cache = createPageCache({ maxBytes: 1024 * 1024, files });
  let renders = 0;
  let releaseSlowRender: () => void = () => undefined;
  let slowRenderStarted: () => void = () => undefined;
  let base = "";
  let close: () => void = () => undefined;

  beforeAll(async () => {
    const app = express();
    app.disable("x-powered-by");
    app.use(cache.serve);
    app.use(cache.capture);
    const page = (route: string, options: { status?: number; cookie?: boolean; wait?: boolean; reads?: string; inlineScript?: boolean } = {}) =>
      app.get(route, async (request, response) => {
        if (options.wait) {
          slowRenderStarted();
          await new Promise<void>((resolve) => (releaseSlowRender = resolve));
        }
        renders += 1;
        response.status(options.status ?? 200);
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
        response.setHeader("Content-Security-Policy", `default-src 'self'; script-src 'self' 'nonce-n${renders}'; object-src 'none'`);
        response.setHeader("X-Frame-Options", "DENY");
        if (options.cookie) response.setHeader("Set-Cookie", "flash=1");
        if (options.reads !== undefined) response.setHeader(PAGE_QUERY_HEADER, options.reads);
        const script = options.inlineScript ? `<script nonce="n${renders}">window.data = ${renders};</script>` : "";
        response.end(`<!doctype html><html><head>${script}</head><body><p>render ${renders} of ${request.originalUrl}</p></body></html>`);
      });
    page("/");
    page("/listing");
    page("/blog/");
    page("/missing", { status: 404 });
    page("/sets-cookie", { cookie: true });
    page("/hydrating", { inlineScript: true });
    page("/slow", { wait: true });
    page("/search", { reads: "page" });
    ({ base, close } = await listenOnFreePort(app));
  });
  afterAll(() => {
    close();
    files.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => cache.clear());

  const get = (address: string) => fetch(`${base}${address}`, { headers: { "user-agent": "Mozilla/5.0 Chrome/140.0" } }).then((response) => response.text());
  /** What nginx finds for an address: the page file under the current folder and the headers' name. */
  const fileFor = (address: string) => path.join(dir, "current", files.headersId, pageFileName(address)!);

  it("writes a stored page with its gzip and Brotli copies where nginx looks for it", async () => {
    const html = await get("/listing");
    const file = fileFor("/listing");
    expect(readFileSync(file, "utf8")).toBe(html);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString("utf8")).toBe(html);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString("utf8")).toBe(html);
    const home = await get("/");
    expect(readFileSync(fileFor("/"), "utf8")).toBe(home);
    expect(path.basename(fileFor("/"))).toBe(".html");
    await get("/blog/");
    expect(existsSync(fileFor("/blog/"))).toBe(true);
  });

  it("writes a campaign link's page under its bare address, and leaves pages read with a query to the app", async () => {
    const html = await get("/listing?utm_source=newsletter&fbclid=abc");
    expect(html).toContain("render");
    expect(readFileSync(fileFor("/listing"), "utf8")).toBe(html);
    await get("/search?page=2");
    expect(existsSync(path.join(dir, "current", files.headersId, "search.html"))).toBe(false);
    await get("/search");
    expect(existsSync(fileFor("/search"))).toBe(true);
  });

  it("removes every page file when the content changes", async () => {
    await get("/listing");
    expect(existsSync(fileFor("/listing"))).toBe(true);
    cache.clear();
    expect(existsSync(fileFor("/listing"))).toBe(false);
    expect(existsSync(path.join(dir, "current", files.headersId))).toBe(true);
  });

  it("never writes a page whose render began before a change", async () => {
    const started = new Promise<void>((resolve) => (slowRenderStarted = resolve));
    const answer = get("/slow");
    await started;
    cache.clear();
    releaseSlowRender();
    expect(await answer).toContain("render");
    expect(existsSync(fileFor("/slow"))).toBe(false);
  });

  it("never writes what is not the same for everyone, or what nginx would send with other headers", async () => {
    await get("/missing");
    await get("/sets-cookie");
    await get("/hydrating");
    for (const address of ["/missing", "/sets-cookie", "/hydrating"]) expect(existsSync(fileFor(address)), address).toBe(false);
  });

  it("tells nginx the headers to send, under the name the files are kept by", () => {
    const config = readFileSync(path.join(dir, NGINX_HEADERS_FILE), "utf8");
    expect(config).toContain(`set $sugar_apple_page_headers ${files.headersId};`);
    expect(config).toContain(`add_header content-security-policy "default-src 'self'; script-src 'self'; object-src 'none'" always;`);
    expect(config).toContain("add_header Cache-Control $sugar_apple_page_cache_control always;");
    expect(readlinkSync(path.join(dir, "current"))).toMatch(/^generations\//);
  });
});

describe("a page's file name", () => {
  it("is its path with .html, the home page and a folder's page being hidden files", () => {
    expect(pageFileName("/")).toBe("/.html");
    expect(pageFileName("/property/3f2a")).toBe("/property/3f2a.html");
    expect(pageFileName("/blog/")).toBe("/blog/.html");
  });

  it("is none for what nginx would read differently: a query, an escape, dots or doubled slashes", () => {
    for (const url of ["/mls?beds=3", "/caf%C3%A9", "/a/../b", "/a//b", "/./a", "/.env"]) expect(pageFileName(url), url).toBeNull();
  });
});

describe("the deployment guide's nginx", () => {
  const guide = readFileSync("docs/deploy.md", "utf8");

  it("sends a public page's Cache-Control to anonymous visitors", () => {
    expect(guide).toContain(`default "${PUBLIC_PAGE_CACHE_CONTROL}";`);
  });

  it("takes for tracking parameters exactly those the page cache drops", () => {
    const inGuide = /"~\*\^\(\?:\(\?:([^)]*)\)/.exec(guide)?.[1];
    expect(inGuide).toBe(/^\^\(\?:(.*)\)\$$/.exec(TRACKING_PARAMETER.source)?.[1]);
  });

  it("sends a page file for a query only when every parameter in it is one the page cache drops as tracking", () => {
    const source = /map \$args \$sugar_apple_plain_query \{[^}]*?"~\*(\^[^"]+)" 1;/.exec(guide)?.[1];
    expect(source).toBeDefined();
    // nginx's `~*`: case-insensitive; PCRE reads this pattern as JavaScript does.
    const plainQuery = new RegExp(source!, "i");
    const name = fc.oneof(
      fc.constantFrom("utm_source", "UTM_Campaign", "utm_", "fbclid", "gclid", "_ga", "q", "minPrice", "utm%5Fsource", "fbclidx", "x", ""),
      fc.string({ maxLength: 8 }),
    );
    const parameter = fc.tuple(name, fc.option(fc.string({ maxLength: 8 }), { nil: undefined })).map(([key, value]) => (value === undefined ? key : `${key}=${value}`));
    fc.assert(
      fc.property(fc.array(parameter, { minLength: 1, maxLength: 5 }), (parameters) => {
        const query = parameters.join("&");
        if (!plainQuery.test(query)) return;
        for (const key of new URLSearchParams(query).keys()) expect(isTrackingParameter(key), query).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
