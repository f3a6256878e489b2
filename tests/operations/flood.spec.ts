import { expect, test } from "@playwright/test";
import autocannon from "autocannon";
import { startApp, type AppProcess } from "./app-process";
import { createAccount, withScratchDatabase } from "./scratch-database";

/**
 * One client flooding the production build (48 connections in a loop, as a
 * script would) never takes the site from anyone else: meanwhile a signed-in
 * administrator's dashboard and an anonymous visitor's cached page still
 * answer, nothing answers 5xx, and the flooding client is refused.
 * How fast they answer under the flood is measured in `npm run bench:load`.
 */
const PASSWORD = "harbour-lights-2026";
const FLOODER = "203.0.113.9";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

async function signInCookie(app: AppProcess, email: string): Promise<string> {
  const response = await fetch(`${app.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url, "x-forwarded-for": "198.51.100.20" },
    body: new URLSearchParams({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(303);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

type Probe = { statuses: number[]; caches: Array<string | null> };

/** Reads `path` as another visitor, one request after another, until `until` settles. */
async function probe(app: AppProcess, path: string, headers: Record<string, string>, until: Promise<unknown>): Promise<Probe> {
  const seen: Probe = { statuses: [], caches: [] };
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const response = await fetch(`${app.url}${path}`, { headers: { "user-agent": BROWSER, ...headers }, signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    seen.statuses.push(response.status);
    seen.caches.push(response.headers.get("x-page-cache"));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return seen;
}

function flood(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon({ connections: 48, duration: 8, ...options }, (error, result) => (error ? reject(error) : resolve(result))));
}

async function underFlood(app: AppProcess, cookie: string, load: autocannon.Options) {
  // The visitor's page is in the cache before the flood begins.
  await fetch(`${app.url}/about`, { headers: { "user-agent": BROWSER } }).then((response) => response.arrayBuffer());
  const flooding = flood(load);
  const [result, dashboard, cached] = await Promise.all([
    flooding,
    probe(app, "/admin/admindashboard", { cookie, "x-forwarded-for": "198.51.100.20" }, flooding),
    probe(app, "/about", { "x-forwarded-for": "198.51.100.30" }, flooding),
  ]);
  return { result, dashboard, cached };
}

test("a flood of invalid form posts or of new searches from one client leaves everyone else's pages answering", async () => {
  test.setTimeout(180_000);
  await withScratchDatabase("ops_flood", async (databaseUrl) => {
    const app = await startApp({ DATABASE_URL: databaseUrl, TRUST_PROXY: "1", LOG_LEVEL: "warn" });
    try {
      await createAccount(databaseUrl, { email: "admin@ops.test", name: "Morgan Hale", role: "admin", password: PASSWORD });
      const cookie = await signInCookie(app, "admin@ops.test");

      const posts = await underFlood(app, cookie, {
        url: `${app.url}/contact`,
        method: "POST",
        body: "x=1",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url, "x-forwarded-for": FLOODER },
      });
      expect(posts.result["5xx"]).toBe(0);
      expect(posts.result.statusCodeStats?.["429"]?.count ?? 0, "the flooding client is refused").toBeGreaterThan(0);
      expect(posts.dashboard.statuses.length).toBeGreaterThan(3);
      expect(new Set(posts.dashboard.statuses)).toEqual(new Set([200]));
      expect(new Set(posts.cached.caches)).toEqual(new Set(["hit"]));

      let search = 0;
      const searches = await underFlood(app, cookie, {
        url: app.url,
        headers: { "x-forwarded-for": FLOODER, "user-agent": BROWSER },
        // Each request a search nobody asked before: none is in the page cache.
        requests: [{ setupRequest: (request) => ({ ...request, path: `/mls?minPrice=${(search += 1)}&sort=price-asc` }) }],
      });
      expect(searches.result["5xx"]).toBe(0);
      expect(searches.result.statusCodeStats?.["429"]?.count ?? 0, "the flooding client is refused").toBeGreaterThan(0);
      expect(searches.dashboard.statuses.length).toBeGreaterThan(3);
      expect(new Set(searches.dashboard.statuses)).toEqual(new Set([200]));
      expect(new Set(searches.cached.caches)).toEqual(new Set(["hit"]));
      expect(app.output()).not.toMatch(/\[error\]|"level":"error"/);
    } finally {
      await app.stop();
    }
  });
});
