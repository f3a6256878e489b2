/**
 * `npm run bench:load`: a production build under load, and what a visitor
 * booking a villa meanwhile waits for; then each money page's rate as
 * anonymous visitors get it (from the page cache) and rendered afresh, beside
 * the same HTML served as a file by nginx.
 *
 *   npm run bench:load [-- --connections 50] [-- --seconds 30] [-- --page-connections 32] [-- --page-seconds 10] [-- --no-build]
 *   npm run bench:load -- --pages-only   (each page beside nginx serving its bytes as a file, and the rendered pages, alone)
 *   npm run bench:load -- --floods-only   (the two floods alone, to compare a change to the limits before and after)
 *   npm run bench:load -- --memory-only [-- --warm-up-seconds 20] [-- --no-build]   (the memory taken by distinct addresses alone, with the server's heaps read through an inspector)
 *   npm run bench:load -- --only session,account,dashboard,signed-in [-- --no-build] [-- --one-at-a-time]
 *
 * `--only` measures just the named rows, the server's CPU per request above
 * all (less swayed by a busy machine than a rate): `session` (/session.json
 * for a signed-in buyer), `account` (/account), `dashboard` (the admin
 * dashboard, unchanged and after a change), `agent` (an agent's dashboard), `signed-in` (a cached listing signed in as a buyer beside the
 * same page anonymous), `rendered` (a listing rendered each time); no load
 * phase, no nginx, no floods. With `--one-at-a-time`, each rendered row is
 * measured at one connection too, before `--page-connections`, as
 * `--pages-only` measures them.
 *
 * The server runs with the demo data on the embedded database (a scratch
 * DATA_DIR), or on PostgreSQL when BENCH_DATABASE_URL is set. autocannon
 * keeps `--connections` visitors on a sale listing page; meanwhile a booking
 * request is sent every half second, and a villa page is read every half
 * second, each timed from the first byte sent to the answer.
 */
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { startDemoServer } from "./bench/demo-server";
import { describeHostSpeed } from "./bench/host-speed";
import { drawnAreaPath, measureDistinctAddresses } from "./bench/distinct-address-memory";
import { formatFlood, measureUnderFlood } from "./bench/flood";
import { connectInspector, peakResidentMiB, residentMiB } from "./bench/process-memory";
import { demoSessionCookie } from "./bench/sign-in";
import { connectChangeNotices, measureAfterChanges, measureNoticesAlone, type ChangeNotices } from "./bench/after-a-change";
import { BESIDE_THE_FILE_HEADER, formatBesideTheFile, measureBesideTheFile, type BesideTheFile } from "./bench/beside-the-file";
import { BROWSER_HEADERS, formatCpu, formatRate, measurePageRate, serverAndDatabaseCpu, type PageRate } from "./bench/page-rates";
import { sitemapPaths } from "./bench/sitemap-paths";
import { pageBytes, startStaticFileServer, type PageBytes } from "./bench/static-file-server";
import { percentile } from "./bench/percentile";
import { localPostgresCpuMeter } from "./bench/process-cpu";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const CONNECTIONS = Number(option("connections") ?? 50);
const SECONDS = Number(option("seconds") ?? 30);
const PORT = Number(option("port") ?? 3295);
const BASE = `http://localhost:${PORT}`;
const PAGE_CONNECTIONS = Number(option("page-connections") ?? 32);
const PAGE_SECONDS = Number(option("page-seconds") ?? 10);
/** `--memory-only`'s load before its first reading (`--warm-up-seconds 0` to measure a server fresh from start-up). */
const WARM_UP_SECONDS = Number(option("warm-up-seconds") ?? 20);
const GOAL_BOOKING_P95_MS = 1_000;
/**
 * Cached pages, beside nginx serving the same precompressed bytes as a file in the same minutes: at least half
 * its rate, at most twice its CPU per request, p99 within 50 ms.
 */
const GOAL_SHARE_OF_STATIC = 0.5;
const GOAL_CPU_RATIO_OF_STATIC = 2;
const GOAL_CACHED_P99_MS = 50;
/**
 * A signed-in visitor's public page: at least 90% of the anonymous rate; the personal JSON within 1 ms of CPU;
 * pages personal by nature, and a page rendered for a signed-in visitor, within 5 ms.
 */
const GOAL_SIGNED_IN_SHARE = 0.9;
const GOAL_PERSONAL_JSON_CPU_MS = 1;
const GOAL_PERSONAL_PAGE_CPU_MS = 5;
const GOAL_RESIDENT_MIB = 400;
/** The queue is kept until it changes; nothing changes during the run, so every view after the first reads only the session. */
const DASHBOARD_LABEL = "/admin/admindashboard (the review queue unchanged since the last view)";
const AGENT_DASHBOARD_LABEL = "/agent/agentdashboard (the agent's listings unchanged since the last view)";
/**
 * The dashboard as it costs on its first view after a save: each request follows a change notice of its own, so the
 * queue, the proposed revisions and the latest activity are all read from the database and rendered afresh.
 */
const DASHBOARD_AFTER_CHANGE_LABEL = "/admin/admindashboard after a change (a change notice before each request: everything read afresh)";
/**
 * Before a rendered row is measured, its requests run this long at `--page-connections`: V8 compiles a path's
 * functions in tiers as they grow hot, and a server that renders a page all day runs the last tier. Measured on an
 * account page one request at a time, the compiler's threads still took 1.3 ms a request 5 s after the path was first
 * asked and about 0.1 ms from 40 s on, at some 130 requests a second; at 32 connections the same count comes sooner.
 */
const RENDER_WARM_UP_SECONDS = 20;
const MEASURES = ["session", "account", "dashboard", "agent", "signed-in", "rendered"] as const;
type Measure = (typeof MEASURES)[number];
const ONLY = option("only")?.split(",").map((name) => name.trim());
const unknownMeasure = ONLY?.find((name) => !MEASURES.includes(name as Measure));
if (unknownMeasure) throw new Error(`--only takes ${MEASURES.join(", ")}; not "${unknownMeasure}"`);
/** Whether a row is measured in this run: all of them without `--only`. */
const measures = (name: Measure) => !ONLY || ONLY.includes(name);
/**
 * On PostgreSQL on this host, its CPU is metered beside the server's and counted with it against the goals, as the
 * embedded database's work is counted in the server's own process; a database elsewhere is not metered.
 */
const databaseCpuMs = isOnThisHost(process.env.BENCH_DATABASE_URL) ? (localPostgresCpuMeter() ?? undefined) : undefined;

function isOnThisHost(databaseUrl: string | undefined): boolean {
  if (!databaseUrl) return false;
  const host = new URL(databaseUrl).hostname;
  return host === "" || host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

type Timings = { durations: number[]; statuses: Map<number, number> };

function record(timings: Timings, started: number, status: number) {
  timings.durations.push(performance.now() - started);
  timings.statuses.set(status, (timings.statuses.get(status) ?? 0) + 1);
}

/** The booking form's hidden fields (the spam guard's signed start time), as a visitor's browser has them. */
async function bookingFormFields(rentalPath: string): Promise<Record<string, string>> {
  const html = await (await fetch(`${BASE}${rentalPath}`)).text();
  const form = html.slice(html.indexOf("booking-form"));
  const hidden = [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)];
  return Object.fromEntries(hidden.map((match) => [match[1]!, match[2]!.replaceAll("&amp;", "&")]));
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

async function sendBooking(rentalPath: string, fields: Record<string, string>, index: number, timings: Timings) {
  // Far enough ahead to miss the demo stays, inside the twelve months a request may cover.
  const checkIn = 300 + (index % 50);
  const body = new URLSearchParams({
    ...fields,
    checkIn: isoDay(checkIn),
    checkOut: isoDay(checkIn + 7),
    guests: "2",
    name: "Load Test Guest",
    email: `guest${index}@example.test`,
    phone: "(340) 555-0100",
    message: "",
    website: "",
  });
  const started = performance.now();
  const response = await fetch(`${BASE}${rentalPath}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: BASE,
      // Each request from its own visitor, as behind a proxy, so per-address limits measure nothing here.
      "x-forwarded-for": `198.51.100.${index % 250}`,
    },
    body,
  });
  const text = await response.text();
  if (response.status >= 400 && process.env.BENCH_DEBUG) console.error(response.status, text.match(/role="alert"[^]*?<\/[a-z]+>/)?.[0] ?? text.slice(0, 400));
  record(timings, started, response.status);
}

async function readPage(pagePath: string, timings: Timings) {
  const started = performance.now();
  const response = await fetch(`${BASE}${pagePath}`);
  await response.arrayBuffer();
  record(timings, started, response.status);
}

/** Runs `probe` every `intervalMs` until `until` settles, without overlapping itself. */
async function probeEvery(intervalMs: number, until: Promise<unknown>, probe: (index: number) => Promise<void>) {
  let done = false;
  void until.finally(() => (done = true));
  for (let index = 0; !done; index++) {
    const started = performance.now();
    await probe(index).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, intervalMs - (performance.now() - started))));
  }
}

function summary(label: string, timings: Timings, goal?: string) {
  const statuses = [...timings.statuses.entries()].map(([status, count]) => `${status}×${count}`).join(" ");
  const ms = (value: number) => `${Math.round(value)} ms`;
  return `| ${label} | ${timings.durations.length} | ${ms(percentile(timings.durations, 50))} | ${ms(percentile(timings.durations, 95))} | ${ms(Math.max(...timings.durations))} | ${statuses} | ${goal ?? ""} |`;
}

const met = (ok: boolean) => (ok ? "met" : "NOT met");

/**
 * Each money page, one after another, at `--page-connections`, beside the
 * real limit: nginx serving that page's own bytes (as the app sends them,
 * precompressed) as a file, measured before and after the app's run so both
 * see the same minutes. Then the listing for a signed-in buyer (the cached
 * page plus the /session.json it asks for) and for campaign visitors (a new
 * click id each) beside the listing's file, and the pages rendered for every
 * request (personal pages, a signed-in first visit), from varied client
 * addresses as a proxy sends them, so the per-client render budget is not
 * what is measured.
 */
async function measurePages(serverPid: number | undefined, notices: ChangeNotices, paths: { listingPath: string; otherListingPath: string; rentalPath: string; villaPath: string }) {
  const pages: [name: string, path: string][] = [
    ["listing", paths.listingPath],
    ["home", "/"],
    ["properties", "/properties"],
    ["villa", paths.villaPath],
    ["rental", paths.rentalPath],
    ["mls", "/mls"],
  ];
  const { "accept-encoding": _encoding, ...browserHeaders } = BROWSER_HEADERS;
  const bytes: Record<string, PageBytes> = {};
  for (const [name, pagePath] of pages) {
    // The first answer is stored; its Brotli is recompressed at the strongest level soon after, which is what visitors get all day.
    await fetch(`${BASE}${pagePath}`, { headers: BROWSER_HEADERS }).then((response) => response.arrayBuffer());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    bytes[name] = await pageBytes(`${BASE}${pagePath}`, browserHeaders);
  }
  const load = { connections: PAGE_CONNECTIONS, seconds: PAGE_SECONDS, serverPid };
  const buyer = { cookie: `${await demoSessionCookie(BASE, "buyer")}; signed_in=1` };
  const admin = { cookie: `${await demoSessionCookie(BASE, "admin")}; signed_in=1` };
  const agent = { cookie: `${await demoSessionCookie(BASE, "agent")}; signed_in=1` };
  const files = await startStaticFileServer(bytes, PORT + 1);
  const besideFiles: BesideTheFile[] = [];
  const cached: PageRate[] = [];
  try {
    for (const [name, pagePath] of pages) {
      const label = `${pagePath} (page cache)`;
      if (files) besideFiles.push(await measureBesideTheFile(label, `${BASE}${pagePath}`, files.url(name), files.pid, load));
      else cached.push(await measurePageRate(label, `${BASE}${pagePath}`, load));
    }
    const listingPath = paths.listingPath;
    const listingVisits: [string, { headers?: Record<string, string>; pathOf?: (index: number) => string }][] = [
      [`${listingPath} signed in as a buyer (page cache)`, { headers: buyer }],
      [
        `${listingPath}?utm_source=…&fbclid=<new each time> (page cache)`,
        { pathOf: (index) => `${listingPath}?utm_source=facebook&utm_medium=paid&fbclid=IwAR${index.toString(36)}` },
      ],
    ];
    for (const [label, visit] of listingVisits) {
      if (files) besideFiles.push(await measureBesideTheFile(label, `${BASE}${listingPath}`, files.url("listing"), files.pid, { ...load, ...visit }));
      else cached.push(await measurePageRate(label, `${BASE}${listingPath}`, { ...load, ...visit }));
    }
  } finally {
    await files?.stop();
  }
  // Rendered for each request: one at a time (what a request costs), then under load from many client addresses.
  const renderedPages: [label: string, pagePath: string, headers: Record<string, string>, goalMs: number, pathOf?: (index: number) => string][] = [
    ["/session.json for that buyer (what each of their page views adds)", "/session.json", buyer, GOAL_PERSONAL_JSON_CPU_MS],
    ["/account, the buyer's saved homes", "/account", buyer, GOAL_PERSONAL_PAGE_CPU_MS],
    [DASHBOARD_LABEL, "/admin/admindashboard", admin, GOAL_PERSONAL_PAGE_CPU_MS],
    [AGENT_DASHBOARD_LABEL, "/agent/agentdashboard", agent, GOAL_PERSONAL_PAGE_CPU_MS],
    [`${paths.otherListingPath} signed in, never stored (rendered each time)`, paths.otherListingPath, buyer, GOAL_PERSONAL_PAGE_CPU_MS],
  ];
  const rendered: { rate: PageRate; goalMs: number }[] = [];
  for (const [label, pagePath, headers, goalMs, pathOf] of renderedPages) {
    await compilePath(`${BASE}${pagePath}`, { headers, pathOf });
    for (const connections of [1, PAGE_CONNECTIONS]) {
      const rate = await measurePageRate(`${label}, ${connections === 1 ? "one at a time" : `${connections} at once`}`, `${BASE}${pagePath}`, {
        ...load,
        databaseCpuMs,
        connections,
        warmUpSeconds: 5,
        manyVisitors: true,
        headers,
        pathOf,
      });
      rendered.push({ rate, goalMs });
    }
    if (label === DASHBOARD_LABEL) {
      for (const rate of await measureDashboardAfterChanges(serverPid, notices, [1, PAGE_CONNECTIONS], admin)) rendered.push({ rate, goalMs });
    }
  }

  console.log("");
  console.log(`Pages: ${PAGE_CONNECTIONS} connections, ${PAGE_SECONDS} s each, as a browser asks (Brotli or gzip)`);
  if (files) {
    console.log(
      `Beside each page, nginx (one worker) serving that page's own bytes as a file, precompressed (gzip_static${files.brotli ? ", brotli_static" : "; Brotli not installed (libnginx-mod-http-brotli-static), so gzip"}), run before and after the app's run:`,
    );
    for (const line of BESIDE_THE_FILE_HEADER) console.log(line);
    for (const row of besideFiles) console.log(formatBesideTheFile(row, { minShareOfRate: GOAL_SHARE_OF_STATIC, maxCpuRatio: GOAL_CPU_RATIO_OF_STATIC, maxP99Ms: GOAL_CACHED_P99_MS }));
  } else {
    console.log("nginx is not installed (apt-get install nginx): no yardstick");
    console.log(`| page | req/s | p50 | p99 | server CPU per request | failures | goal |`);
    console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
    for (const rate of cached) console.log(formatRate(rate, `p99 ≤ ${GOAL_CACHED_P99_MS} ms: ${met(rate.p99 <= GOAL_CACHED_P99_MS)}`));
  }
  console.log("");
  console.log("Rendered for each request, from many client addresses as a proxy sends them:");
  console.log(`| page | req/s | p50 | p99 | server CPU per request | failures | goal | load average | load generator CPU per request |`);
  console.log(`| --- | --- | --- | --- | --- | --- | --- | --- | --- |`);
  for (const { rate, goalMs } of rendered) console.log(`${formatRate(rate, cpuGoal(rate, goalMs))} ${rate.loadAverage.toFixed(2)} | ${formatCpu(rate.generatorCpuMsPerRequest)} |`);
}

/** The rows `--only` names, one after another, with the load average beside them. */
async function measureOnly(serverPid: number | undefined, notices: ChangeNotices, paths: { listingPath: string; otherListingPath: string }) {
  const load = { connections: PAGE_CONNECTIONS, seconds: PAGE_SECONDS, serverPid };
  const rendered = { ...load, databaseCpuMs, warmUpSeconds: 5, manyVisitors: true };
  const buyer = { cookie: `${await demoSessionCookie(BASE, "buyer")}; signed_in=1` };
  const admin = { cookie: `${await demoSessionCookie(BASE, "admin")}; signed_in=1` };
  const agent = { cookie: `${await demoSessionCookie(BASE, "agent")}; signed_in=1` };
  const rows: string[] = [];
  const loadAverage = () => loadavg()[0]!.toFixed(2);
  const row = (rate: PageRate, goal: string) => rows.push(`${formatRate(rate, goal)} ${loadAverage()} |`);
  if (measures("signed-in")) {
    const warm = { ...load, seconds: 3 };
    await measurePageRate("warm-up", `${BASE}${paths.listingPath}`, warm);
    const anonymous = await measurePageRate(`${paths.listingPath} (page cache)`, `${BASE}${paths.listingPath}`, load);
    row(anonymous, "");
    const signedIn = await measurePageRate(`${paths.listingPath} signed in as a buyer (page cache)`, `${BASE}${paths.listingPath}`, { ...load, headers: buyer });
    const share = signedIn.requestsPerSecond / anonymous.requestsPerSecond;
    row(signedIn, `${Math.round(share * 100)}% of the anonymous rate, goal ≥ ${GOAL_SIGNED_IN_SHARE * 100}%: ${met(share >= GOAL_SIGNED_IN_SHARE)}`);
  }
  const personal: [Measure, string, string, Record<string, string>, number, ((index: number) => string)?][] = [
    ["session", "/session.json for a buyer (a first ask: never kept)", "/session.json", buyer, GOAL_PERSONAL_JSON_CPU_MS],
    ["account", "/account, the buyer's saved homes", "/account", buyer, GOAL_PERSONAL_PAGE_CPU_MS],
    ["dashboard", DASHBOARD_LABEL, "/admin/admindashboard", admin, GOAL_PERSONAL_PAGE_CPU_MS],
    ["agent", AGENT_DASHBOARD_LABEL, "/agent/agentdashboard", agent, GOAL_PERSONAL_PAGE_CPU_MS],
    ["rendered", `${paths.otherListingPath} signed in, never stored`, paths.otherListingPath, buyer, GOAL_PERSONAL_PAGE_CPU_MS],
  ];
  const connectionCounts = args.includes("--one-at-a-time") ? [1, PAGE_CONNECTIONS] : [PAGE_CONNECTIONS];
  for (const [name, label, pagePath, headers, goalMs, pathOf] of personal) {
    if (!measures(name)) continue;
    await compilePath(`${BASE}${pagePath}`, { headers, pathOf });
    for (const connections of connectionCounts) {
      const rate = await measurePageRate(connectionCounts.length > 1 ? `${label}, ${connections === 1 ? "one at a time" : `${connections} at once`}` : label, `${BASE}${pagePath}`, {
        ...rendered,
        connections,
        headers,
        pathOf,
      });
      row(rate, cpuGoal(rate, goalMs));
    }
    if (label === DASHBOARD_LABEL) {
      for (const rate of await measureDashboardAfterChanges(serverPid, notices, connectionCounts, admin)) row(rate, cpuGoal(rate, goalMs));
    }
  }
  console.log("");
  console.log(`${PAGE_CONNECTIONS} connections, ${PAGE_SECONDS} s each (${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "embedded database"})`);
  console.log(`| page | req/s | p50 | p99 | server CPU per request | failures | goal | load average (1 min) |`);
  console.log(`| --- | --- | --- | --- | --- | --- | --- | --- |`);
  for (const line of rows) console.log(line);
}

/**
 * The dashboard after a change, at each of `connectionCounts`, compiled first as every rendered row is: its CPU per
 * request less what a change notice alone costs the server (on the embedded database the notice runs in its process).
 */
async function measureDashboardAfterChanges(serverPid: number | undefined, notices: ChangeNotices, connectionCounts: number[], headers: Record<string, string>): Promise<PageRate[]> {
  const url = `${BASE}/admin/admindashboard`;
  await measureAfterChanges("warm-up", url, notices, { connections: PAGE_CONNECTIONS, seconds: RENDER_WARM_UP_SECONDS, headers });
  const notice = serverPid ? await measureNoticesAlone(notices, serverPid, PAGE_SECONDS, databaseCpuMs) : {};
  const noticeServerMs = notice.cpuMsPerRequest ?? 0;
  const noticeDatabaseMs = notice.databaseCpuMsPerRequest ?? 0;
  const noticeCost = formatCpu(noticeServerMs + noticeDatabaseMs);
  const rates: PageRate[] = [];
  for (const connections of connectionCounts) {
    const counted = connectionCounts.length > 1 ? `, ${connections === 1 ? "one at a time" : `${connections} at once`}` : "";
    const label = `${DASHBOARD_AFTER_CHANGE_LABEL}${counted}; the notice's own ${noticeCost} taken off`;
    const rate = await measureAfterChanges(label, url, notices, { connections, seconds: PAGE_SECONDS, warmUpSeconds: 5, headers, serverPid, databaseCpuMs });
    rates.push({
      ...rate,
      cpuMsPerRequest: rate.cpuMsPerRequest === undefined ? undefined : rate.cpuMsPerRequest - noticeServerMs,
      databaseCpuMsPerRequest: rate.databaseCpuMsPerRequest === undefined ? undefined : rate.databaseCpuMsPerRequest - noticeDatabaseMs,
    });
  }
  return rates;
}

/** A rendered row's requests, unmeasured, until the server runs them compiled as it does all day (RENDER_WARM_UP_SECONDS). */
async function compilePath(url: string, visit: { headers: Record<string, string>; pathOf?: (index: number) => string }) {
  await measurePageRate("warm-up", url, { connections: PAGE_CONNECTIONS, seconds: RENDER_WARM_UP_SECONDS, manyVisitors: true, ...visit });
}

function cpuGoal(rate: PageRate, goalMs: number): string {
  const cpu = serverAndDatabaseCpu(rate);
  return cpu === undefined ? "" : `CPU ≤ ${goalMs} ms: ${met(cpu <= goalMs)}`;
}

/** One client flooding (junk form posts, then searches nobody asked before), and 20,000 distinct addresses (when the server's pid is known). */
async function measureAbuse(serverPid: number | undefined) {
  const loadBefore = loadavg().map((value) => value.toFixed(2)).join(", ");
  const adminCookie = await demoSessionCookie(BASE, "admin");
  const options = { adminCookie, cachedPath: "/", seconds: PAGE_SECONDS * 2 };
  let search = 0;
  const floods = [
    await measureUnderFlood(BASE, "POST /contact with `x=1`", { url: `${BASE}/contact`, method: "POST", body: "x=1", headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE } }, options),
    await measureUnderFlood(BASE, "GET /mls with a new minimum price each time", { url: BASE, requests: [{ setupRequest: (request) => ({ ...request, path: `/mls?minPrice=${(search += 1)}` }) }] }, options),
  ];
  console.log("");
  const loads = `load average ${loadBefore}, after ${loadavg().map((value) => value.toFixed(2)).join(", ")}`;
  console.log(`One client flooding with 48 connections (${loads}); meanwhile an administrator's dashboard every 200 ms and the cached home page every 20 ms, from other addresses`);
  console.log("| flood | flood requests | dashboard p95 | cached page p99 | goal |");
  console.log("| --- | --- | --- | --- | --- |");
  for (const figures of floods) console.log(formatFlood(figures));
  if (serverPid !== undefined) await measureMemory(serverPid);
}

/** What each kind of distinct address costs: many visitors each asking one the server has not seen. */
const DISTINCT_ADDRESSES: [label: string, count: number, pathOf: (index: number) => string][] = [
  ["/mls?x=N (a parameter the page does not read)", 20_000, (index) => `/mls?x=${index}`],
  ["/mls?minPrice=N (each a search of its own)", 20_000, (index) => `/mls?minPrice=${index + 1}`],
  ["/mls?polygon=… (each a different drawn area)", 5_000, drawnAreaPath],
];

/**
 * The server's resident memory before, at the peak during and settled 10 s after each run of distinct
 * addresses, beside the goal: it grows by at most 64 MiB (the page cache's limit when the goal was set) plus 10% of the memory before. With
 * an inspector (`--memory-only`), where the main thread's heap stands and what a full collection leaves.
 */
async function measureMemory(serverPid: number, inspector?: Awaited<ReturnType<typeof connectInspector>>) {
  const loadBefore = loadavg().map((value) => value.toFixed(2)).join(", ");
  const rows: string[] = [];
  const heapRows: string[] = [];
  const mib = (value: number) => `${value.toFixed(0)} MiB`;
  const growth = (value: number, before: number) => `${value >= before ? "+" : ""}${(value - before).toFixed(0)}`;
  for (const [label, count, pathOf] of DISTINCT_ADDRESSES) {
    const memory = await measureDistinctAddresses(BASE, serverPid, count, pathOf, inspector);
    const allowed = 64 + memory.before * 0.1;
    const peak = Math.max(memory.peak, memory.settled);
    const goal = `peak ${growth(peak, memory.before)}, settled ${growth(memory.settled, memory.before)} MiB, goal ≤ +${allowed.toFixed(0)} MiB: ${met(peak - memory.before <= allowed)}`;
    const collected = memory.collected === undefined ? "" : ` | ${mib(memory.collected)}`;
    rows.push(`| ${label}, ${count.toLocaleString("en-US")} | ${mib(memory.before)} | ${mib(memory.peak)} (high-water mark ${mib(memory.highWaterMark)}) | ${mib(memory.settled)}${collected} | ${goal} | ${loadavg()[0]!.toFixed(2)} |`);
    if (memory.heap) {
      for (const [moment, { main, workersMiB }] of Object.entries(memory.heap)) {
        heapRows.push(`| ${label} | ${moment} | ${mib(main.heapTotalMiB)} | ${mib(main.newSpaceMiB)} | ${mib(main.heapUsedMiB)} | ${mib(main.externalMiB)} | ${mib(workersMiB)} |`);
      }
    }
  }
  console.log("");
  console.log(`Resident memory of the server (${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "embedded database"}; load average before: ${loadBefore}), sampled every 250 ms; settled is 10 s after the last request`);
  console.log(`| distinct addresses | before | peak | settled${inspector ? " | after a full collection" : ""} | growth, goal | load average (1 min) after |`);
  console.log(`| --- | --- | --- | ---${inspector ? " | ---" : ""} | --- | --- |`);
  for (const row of rows) console.log(row);
  if (heapRows.length === 0) return;
  console.log("");
  console.log("The V8 heaps at those moments: the main thread's, and the worker threads' (the embedded database's WebAssembly memory among them)");
  console.log("| distinct addresses | moment | main heap total | of it young generation | live in the main heap | outside the main heap (Buffers) | worker threads, heaps and outside |");
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const row of heapRows) console.log(row);
}

async function main() {
  if (!args.includes("--no-build")) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("The build failed");
  }
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (args.includes("--memory-only")) return memoryOnly(databaseUrl);
  console.log(describeHostSpeed("before the run", loadavg()[0]!));
  // The personal JSON is never kept, so that its row measures what a visitor opening a page now and then costs: a first ask.
  const server = await startDemoServer(PORT, databaseUrl, { env: { PERSONAL_JSON_KEEP_MS: "0" } });
  const notices = await connectChangeNotices(databaseUrl, server.pgliteDir);
  try {
    const paths = await sitemapPaths(BASE);
    const [listingPath, otherListingPath] = paths.filter((location) => location.startsWith("/property/"));
    if (ONLY) {
      if (!listingPath || !otherListingPath) throw new Error("The sitemap lists fewer than two sale listings");
      await measureOnly(server.pid, notices, { listingPath, otherListingPath });
      return;
    }
    const rentalPath = paths.find((location) => location.startsWith("/rental/villa-"));
    // Villa pages are the same rentals found by name; the sitemap lists their canonical /rental/ address.
    const villaPath = rentalPath?.replace("/rental/", "/villa/");
    if (!listingPath || !otherListingPath || !rentalPath || !villaPath) throw new Error("The sitemap lists fewer than two sale listings, or no rental or villa page");
    if (args.includes("--floods-only")) {
      await measureAbuse(undefined);
      return;
    }
    if (args.includes("--pages-only")) {
      await measurePages(server.pid, notices, { listingPath, otherListingPath, rentalPath, villaPath });
      return;
    }
    const fields = await bookingFormFields(rentalPath);

    console.log(`Load: ${CONNECTIONS} connections on ${listingPath} for ${SECONDS} s (${databaseUrl ? "PostgreSQL" : "embedded database"})`);
    const load = new Promise<autocannon.Result>((resolve, reject) =>
      autocannon({ url: `${BASE}${listingPath}`, connections: CONNECTIONS, duration: SECONDS }, (error, result) => (error ? reject(error) : resolve(result))),
    );
    const bookings: Timings = { durations: [], statuses: new Map() };
    const villa: Timings = { durations: [], statuses: new Map() };
    const [result] = await Promise.all([
      load,
      probeEvery(500, load, (index) => sendBooking(rentalPath, fields, index, bookings)),
      probeEvery(500, load, () => readPage(villaPath, villa)),
    ]);

    console.log("");
    console.log(`| what | requests | p50 | p95 | max | statuses | goal |`);
    console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
    console.log(
      `| ${listingPath} under load | ${result.requests.total} (${Math.round(result.requests.average)} req/s) | ${result.latency.p50} ms | ${result.latency.p97_5} ms (p97.5) | ${result.latency.max} ms | 2xx×${result["2xx"]} non-2xx×${result.non2xx} errors×${result.errors} | |`,
    );
    const bookingP95 = percentile(bookings.durations, 95);
    console.log(summary("booking request POST meanwhile", bookings, `p95 ≤ ${GOAL_BOOKING_P95_MS} ms: ${bookingP95 <= GOAL_BOOKING_P95_MS ? "met" : "NOT met"}`));
    console.log(summary(`${villaPath} meanwhile`, villa));

    await measurePages(server.pid, notices, { listingPath, otherListingPath, rentalPath, villaPath });
    // `--no-abuse` skips the floods and the 20,000 distinct addresses (several minutes on a small machine).
    if (server.pid && !args.includes("--no-abuse")) await measureAbuse(server.pid);
  } finally {
    await notices.close();
    if (server.pid) reportResidentMemory(server.pid, databaseUrl);
    await server.stop();
    console.log(describeHostSpeed("after the run", loadavg()[0]!));
  }
}

/** The server's resident memory (every thread) as the run leaves it, and its high-water mark; goal on the embedded database: at most 400 MiB. */
function reportResidentMemory(pid: number, databaseUrl: string | undefined) {
  const now = residentMiB(pid);
  const goal = databaseUrl ? "" : `, goal ≤ ${GOAL_RESIDENT_MIB} MiB: ${met(now <= GOAL_RESIDENT_MIB)}`;
  console.log("");
  console.log(`Server's resident memory after the run: ${now.toFixed(0)} MiB (peak ${peakResidentMiB(pid).toFixed(0)} MiB)${goal}`);
}

/** The distinct addresses alone, on a server started with an inspector, whose heap is read beside its resident memory. */
async function memoryOnly(databaseUrl: string | undefined) {
  let inspectorUrl = "";
  const server = await startDemoServer(PORT, databaseUrl, {
    nodeArgs: ["--inspect=127.0.0.1:0"],
    onStderr: (text) => (inspectorUrl ||= /ws:\/\/\S+/.exec(text)?.[0] ?? ""),
  });
  try {
    if (!server.pid) throw new Error("The server's process id is unknown");
    const inspector = await connectInspector(inspectorUrl);
    try {
      // A server that has served for a while, as in the whole run after its pages: V8's young generation grows
      // to its largest size (two semispaces, 16 MiB each by V8's default) under the first sustained rendering,
      // once, whatever the addresses; without this, that growth would be counted against a row. Cache hits make
      // too little garbage to grow it, so the warm-up renders: the administrator's dashboard, never stored.
      const young = async () => (await inspector.spaces()).newSpaceMiB.toFixed(0);
      const youngBefore = await young();
      if (WARM_UP_SECONDS > 0) {
        const admin = { cookie: `${await demoSessionCookie(BASE, "admin")}; signed_in=1` };
        await measurePageRate("warm-up", `${BASE}/admin/admindashboard`, { connections: PAGE_CONNECTIONS, seconds: WARM_UP_SECONDS, headers: admin, manyVisitors: true });
      }
      console.log(`Warm-up: ${WARM_UP_SECONDS} s at ${PAGE_CONNECTIONS} connections rendering the administrator's dashboard: young generation ${youngBefore} MiB → ${await young()} MiB`);
      await measureMemory(server.pid, inspector);
    } finally {
      inspector.close();
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
