import { expect, test } from "@playwright/test";
import autocannon from "autocannon";
import { RENDER_BUDGET_MESSAGE } from "../../server/render-budget";
import { startApp, type AppProcess } from "./app-process";
import { createAccount, withScratchDatabase } from "./scratch-database";

/**
 * One client flooding the production build (48 connections in a loop, as a
 * script would) never takes the site from anyone else: meanwhile a signed-in
 * administrator's dashboard and an anonymous visitor's cached page still
 * answer, nothing answers 5xx, and the flooding client is refused. A client
 * past its renders a second is refused however few requests it has waiting.
 * How fast they answer under the flood is measured in `npm run bench:load`.
 */
const PASSWORD = "harbour-lights-2026";
const FLOODER = "203.0.113.9";
/** A small budget of renders a second (five seconds' worth in a row), so that a flooding client meets it however slow the machine. */
const RENDERS_PER_SECOND = 3;
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

/** Reads `path` as another visitor, one request after another `pauseMs` apart, until `until` settles. */
async function probe(app: AppProcess, path: string, headers: Record<string, string>, pauseMs: number, until: Promise<unknown>): Promise<Probe> {
  const seen: Probe = { statuses: [], caches: [] };
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const response = await fetch(`${app.url}${path}`, { headers: { "user-agent": BROWSER, ...headers }, signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    seen.statuses.push(response.status);
    seen.caches.push(response.headers.get("x-page-cache"));
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
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
    // The administrator reloads the dashboard twice a second, within the budget; the cached page costs no render.
    probe(app, "/admin/admindashboard", { cookie, "x-forwarded-for": "198.51.100.20" }, 500, flooding),
    probe(app, "/about", { "x-forwarded-for": "198.51.100.30" }, 100, flooding),
  ]);
  return { result, dashboard, cached };
}

const FLOODER_OVER_BUDGET = "203.0.113.10";

async function searchAs(app: AppProcess, client: string, minPrice: number) {
  const response = await fetch(`${app.url}/mls?minPrice=${minPrice}`, { headers: { "user-agent": BROWSER, "x-forwarded-for": client }, signal: AbortSignal.timeout(15_000) });
  return { status: response.status, text: await response.text() };
}

/** 60 new searches from one client, six at a time, while a neighbour makes a search every 300 ms. */
async function searchesOverBudget(app: AppProcess) {
  let next = 0;
  const flooder: Array<{ status: number; text: string }> = [];
  const loop = async () => {
    while (next < 60) flooder.push(await searchAs(app, FLOODER_OVER_BUDGET, 500_000 + next++));
  };
  const flooding = Promise.all(Array.from({ length: 6 }, loop));
  const neighbour: number[] = [];
  let done = false;
  void flooding.finally(() => (done = true));
  for (let index = 0; !done; index += 1) {
    neighbour.push((await searchAs(app, "198.51.100.40", 700_000 + index)).status);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await flooding;
  return { flooder, neighbour };
}

test("a flood of invalid form posts or of new searches from one client leaves everyone else's pages answering, and a client past its renders a second is refused", async () => {
  test.setTimeout(180_000);
  await withScratchDatabase("ops_flood", async (databaseUrl) => {
    const app = await startApp({ DATABASE_URL: databaseUrl, TRUST_PROXY: "1", LOG_LEVEL: "warn", RENDERS_PER_CLIENT_PER_SECOND: String(RENDERS_PER_SECOND) });
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

      // Six new searches at a time: never eight waiting, so only the budget refuses it; a neighbour searches meanwhile.
      const overBudget = await searchesOverBudget(app);
      expect(overBudget.flooder.filter((answer) => answer.status === 200).length, "its run in a row is answered").toBeGreaterThanOrEqual(RENDERS_PER_SECOND * 5);
      const refusals = overBudget.flooder.filter((answer) => answer.status !== 200);
      expect(refusals.length, "the client over its budget is refused").toBeGreaterThan(0);
      expect(new Set(refusals.map((answer) => `${answer.status} ${answer.text}`))).toEqual(new Set([`429 ${RENDER_BUDGET_MESSAGE}`]));
      expect(new Set(overBudget.neighbour)).toEqual(new Set([200]));
      // Its budget refills: a moment later it is answered again.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect((await searchAs(app, FLOODER_OVER_BUDGET, 1_000_000)).status).toBe(200);
      expect(app.output()).not.toMatch(/\[error\]|"level":"error"/);
    } finally {
      await app.stop();
    }
  });
});
