/**
 * `npm run bench:soak`: a production build under a long mixed load, with the
 * server's memory read every sample: does it stay flat?
 *
 *   npm run bench:soak [-- --minutes 30] [-- --warm-up-minutes 3] [-- --sample-seconds 60] [-- --no-build]
 *
 * The server runs with the demo data on the embedded database (a scratch
 * DATA_DIR), or on PostgreSQL when BENCH_DATABASE_URL is set. The load is
 * what a day brings, at once: anonymous visitors on public pages (with
 * campaign links carrying unique tracking parameters), searches with filters
 * no one asked before, a signed-in buyer browsing and saving favourites, an
 * agent and an administrator on their dashboards, contact forms sent, and
 * addresses that do not exist. Memory is read as the kernel sees the whole
 * process (resident set, every thread) and as V8 sees its heap (through the
 * inspector the server is started with). The goal: resident memory after
 * the soak within 1.25× of what it was after the warm-up.
 */
import { spawnSync } from "node:child_process";
import { startDemoServer } from "./bench/demo-server";
import { BROWSER_HEADERS } from "./bench/page-rates";
import { connectInspector, residentMiB, type HeapReading } from "./bench/process-memory";
import { demoSessionCookie } from "./bench/sign-in";
import { sitemapPaths } from "./bench/sitemap-paths";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const MINUTES = Number(option("minutes") ?? 30);
const WARM_UP_MINUTES = Number(option("warm-up-minutes") ?? 3);
const SAMPLE_SECONDS = Number(option("sample-seconds") ?? 60);
const PORT = Number(option("port") ?? 3297);
const BASE = `http://localhost:${PORT}`;
const GOAL_GROWTH = 1.25;

type Tally = { requests: number; statuses: Map<number, number>; errors: number };
const tally: Tally = { requests: 0, statuses: new Map(), errors: 0 };

async function get(path: string, headers: Record<string, string> = {}): Promise<string> {
  try {
    const response = await fetch(`${BASE}${path}`, { headers: { ...BROWSER_HEADERS, ...headers }, redirect: "manual" });
    const text = await response.text();
    tally.requests += 1;
    tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
    return text;
  } catch {
    tally.errors += 1;
    return "";
  }
}

async function post(path: string, body: URLSearchParams, headers: Record<string, string> = {}): Promise<Response | null> {
  try {
    const response = await fetch(`${BASE}${path}`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { ...BROWSER_HEADERS, origin: BASE, "content-type": "application/x-www-form-urlencoded", ...headers },
    });
    await response.arrayBuffer();
    tally.requests += 1;
    tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
    return response;
  } catch {
    tally.errors += 1;
    return null;
  }
}

/** Hidden fields of the page's first form carrying the spam guard's token, as a browser would send them. */
function hiddenFields(html: string): Record<string, string> {
  const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)];
  return Object.fromEntries(hidden.map((match) => [match[1]!, match[2]!.replaceAll("&amp;", "&")]));
}

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length]!;

async function loop(until: () => boolean, pauseMs: number, step: (index: number) => Promise<unknown>) {
  for (let index = 0; !until(); index += 1) {
    await step(index);
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

function mixedLoad(paths: string[], cookies: { buyer: string; agent: string; admin: string }, until: () => boolean) {
  const listingIds = paths.filter((path) => path.startsWith("/property/")).map((path) => path.split("/")[2]!);
  const run = Date.now();
  return Promise.all([
    // Anonymous visitors, four at a time, half of them from a campaign link.
    ...Array.from({ length: 4 }, (_, visitor) =>
      loop(until, 0, (index) => get(index % 2 ? `${pick(paths, index * 4 + visitor)}?utm_source=soak&fbclid=${run}-${visitor}-${index}` : pick(paths, index * 4 + visitor))),
    ),
    // Searches nobody asked before: each one rendered.
    loop(until, 50, (index) => get(`/mls?minPrice=${(index % 400) * 5_000}&minBeds=${index % 5}${index % 3 === 0 ? "&view=map" : ""}`)),
    // A signed-in buyer browsing, saving and unsaving a favourite, reading the account.
    loop(until, 100, async (index) => {
      const listingId = pick(listingIds, index);
      await get(pick(paths, index), { cookie: cookies.buyer });
      await post("/favourites", new URLSearchParams({ intent: index % 2 ? "remove" : "save", listingId }), { cookie: cookies.buyer });
      await get(index % 2 ? "/account" : "/account/searches", { cookie: cookies.buyer });
    }),
    // Staff on their dashboards.
    loop(until, 200, (index) => get(pick(["/agent/agentdashboard", "/agent/agentdashboard/leads", "/agent/agentdashboard/bookings"], index), { cookie: cookies.agent })),
    loop(until, 300, (index) => get(pick(["/admin/admindashboard", "/admin/admindashboard/overview", "/admin/admindashboard/mail"], index), { cookie: cookies.admin })),
    // A contact form every second, each from its own address (behind the proxy), and an address that does not exist.
    loop(until, 1_000, async (index) => {
      const fields = hiddenFields(await get("/contact"));
      await post("/contact", new URLSearchParams({ ...fields, name: "Soak Visitor", email: `soak${index}@example.test`, phone: "", subject: "A question", message: "Is the villa free in March?", website: "" }), {
        "x-forwarded-for": `198.51.100.${index % 250}`,
      });
      await get(`/no-such-page-${index}`);
    }),
  ]);
}

async function main() {
  if (!args.includes("--no-build")) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("The build failed");
  }
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  let inspectorUrl = "";
  const server = await startDemoServer(PORT, databaseUrl, {
    nodeArgs: ["--inspect=127.0.0.1:0"],
    // One process, whose memory is the question (on PostgreSQL a deployment runs one such process per core).
    // The whole day's visitors come from this one address: no budget of renders a second per client (server/render-budget.ts).
    env: { WEB_CONCURRENCY: "1", RENDERS_PER_CLIENT_PER_SECOND: "0" },
    onStderr: (text) => (inspectorUrl ||= /ws:\/\/\S+/.exec(text)?.[0] ?? ""),
  });
  const inspector = await connectInspector(inspectorUrl);
  try {
    const pid = server.pid!;
    const paths = (await sitemapPaths(BASE)).slice(0, 400);
    const cookies = { buyer: await demoSessionCookie(BASE, "buyer"), agent: await demoSessionCookie(BASE, "agent"), admin: await demoSessionCookie(BASE, "admin") };
    const started = Date.now();
    const end = started + (WARM_UP_MINUTES + MINUTES) * 60_000;
    const load = mixedLoad(paths, cookies, () => Date.now() >= end);

    console.log(`Soak: ${WARM_UP_MINUTES} min warm-up, then ${MINUTES} min of mixed load (${databaseUrl ? "PostgreSQL" : "embedded database"})`);
    console.log("| minute | resident MiB | heap used MiB | external MiB | requests | statuses |");
    console.log("| --- | --- | --- | --- | --- | --- |");
    const samples: Array<{ minute: number; rss: number; heap: HeapReading }> = [];
    const sample = async () => {
      const minute = (Date.now() - started) / 60_000;
      const reading = { minute, rss: residentMiB(pid), heap: await inspector.heap() };
      samples.push(reading);
      const statuses = [...tally.statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(" ");
      console.log(`| ${minute.toFixed(1)} | ${reading.rss.toFixed(0)} | ${reading.heap.heapUsedMiB.toFixed(0)} | ${reading.heap.externalMiB.toFixed(0)} | ${tally.requests} | ${statuses}${tally.errors ? ` errors×${tally.errors}` : ""} |`);
    };
    await sample();
    const timer = setInterval(() => void sample(), SAMPLE_SECONDS * 1000);
    await load;
    clearInterval(timer);
    await sample();

    const afterWarmUp = samples.find((reading) => reading.minute >= WARM_UP_MINUTES) ?? samples[0]!;
    const last = samples.at(-1)!;
    const growth = last.rss / afterWarmUp.rss;
    const serverErrors = [...tally.statuses.entries()].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
    console.log("");
    console.log(`Resident memory after warm-up (minute ${afterWarmUp.minute.toFixed(1)}): ${afterWarmUp.rss.toFixed(0)} MiB; after the soak: ${last.rss.toFixed(0)} MiB`);
    console.log(`Growth ${growth.toFixed(2)}×, goal ≤ ${GOAL_GROWTH}×: ${growth <= GOAL_GROWTH ? "met" : "NOT met"}; heap ${afterWarmUp.heap.heapUsedMiB.toFixed(0)} → ${last.heap.heapUsedMiB.toFixed(0)} MiB; ${serverErrors} answers 5xx of ${tally.requests}`);
  } finally {
    inspector.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
