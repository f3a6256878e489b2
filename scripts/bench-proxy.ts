/**
 * `npm run bench:proxy`: anonymous pages behind docs/deploy.md's nginx, sent
 * from the files the app writes (PAGE_FILES_DIR), beside the same nginx
 * sending the same bytes as plain precompressed files, in one run.
 *
 *   npm run bench:proxy [-- --connections 32] [-- --seconds 10] [-- --rounds 3] [-- --no-build]
 *
 * Each page is measured file, setup, file, setup in each of `--rounds`
 * rounds, the second pair of a round with campaign links. Each figure is the
 * mean of its runs, and each pair's share is printed too, so one noisy run
 * shows. nginx runs one worker; its CPU per request (master and worker)
 * and the app's are read from /proc. The demo data on the embedded database
 * (a scratch DATA_DIR), or PostgreSQL with BENCH_DATABASE_URL. Measures
 * only: nothing here is asserted.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdtempSync, readdirSync, readlinkSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { startDemoServer } from "./bench/demo-server";
import { describeHostSpeed } from "./bench/host-speed";
import { formatCpu, measurePageRate, type PageRate } from "./bench/page-rates";
import { processCpuMs } from "./bench/process-cpu";
import { startProxyNginx } from "./bench/proxy-nginx";
import { sitemapPaths } from "./bench/sitemap-paths";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const CONNECTIONS = Number(option("connections") ?? 32);
const SECONDS = Number(option("seconds") ?? 10);
/** On a shared 2-core host one 10-second run can read 5% off: several alternations show the spread. */
const ROUNDS = Math.max(1, Number(option("rounds") ?? 3));
const APP_PORT = Number(option("port") ?? 3296);
const SITE_PORT = APP_PORT + 1;
const PLAIN_PORT = APP_PORT + 2;
/** Anonymous pages through the setup: at least 90% of nginx's rate for a plain precompressed file. */
const GOAL_SHARE = 0.9;

type Row = { label: string; plain: PageRate; files: PageRate; appCpuMsPerRequest: number; pairShares: number[] };

function mean(rates: PageRate[]): PageRate {
  const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    ...rates[0]!,
    requestsPerSecond: average(rates.map((rate) => rate.requestsPerSecond)),
    p50: Math.max(...rates.map((rate) => rate.p50)),
    p99: Math.max(...rates.map((rate) => rate.p99)),
    failures: rates.reduce((sum, rate) => sum + rate.failures, 0),
    cpuMsPerRequest: average(rates.map((rate) => rate.cpuMsPerRequest ?? NaN)),
    loadAverage: Math.max(...rates.map((rate) => rate.loadAverage)),
  };
}

async function main() {
  if (!args.includes("--no-build")) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  console.log(describeHostSpeed("before the run", loadavg()[0]!));
  const pagesDir = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
  chmodSync(pagesDir, 0o755);
  const site = `http://127.0.0.1:${SITE_PORT}`;
  const server = await startDemoServer(APP_PORT, process.env.BENCH_DATABASE_URL, { env: { PAGE_FILES_DIR: pagesDir, PUBLIC_URL: site } });
  const nginx = await startProxyNginx({ sitePort: SITE_PORT, plainPort: PLAIN_PORT, appPort: APP_PORT, pagesDir });
  const rows: Row[] = [];
  try {
    const listing = (await sitemapPaths(server.base)).find((address) => address.startsWith("/property/"));
    const pages = [
      { label: "/ (home)", address: "/", name: "home" },
      ...(listing ? [{ label: "a sale listing", address: listing, name: "listing" }] : []),
    ];
    for (const page of pages) {
      // A campaign visitor's query: the same tracking parameters, a click id of its own on every request. The plain
      // file is asked with the same queries (nginx ignores them there), so the load generator does the same work for both.
      const campaignQuery = (index: number) => `?utm_source=facebook&utm_medium=paid&fbclid=IwAR${index.toString(36)}`;
      // Rendered once through nginx, then found as a file, campaign links included.
      await sentFromFile(site, page.address);
      await sentFromFile(site, `${page.address}${campaignQuery(0)}`);
      // The plain file: the very bytes the page's files hold.
      const file = pageFile(pagesDir, page.address);
      for (const suffix of ["", ".gz", ".br"]) copyFileSync(`${file}${suffix}`, path.join(nginx.plainDir, `${page.name}.html${suffix}`));
      chmodSync(nginx.plainDir, 0o755);

      const load = { connections: CONNECTIONS, seconds: SECONDS, serverPid: nginx.pid };
      const measureSetup = async (label: string, address: string, pathOf?: (index: number) => string) => {
        const appBefore = server.pid ? processCpuMs(server.pid) : 0;
        const rate = await measurePageRate(label, `${site}${address}`, { ...load, pathOf });
        const appMs = server.pid ? processCpuMs(server.pid) - appBefore : 0;
        return { rate, appMs, requests: rate.requestsPerSecond * SECONDS };
      };
      const plainPath = `/${page.name}.html`;
      const plainUrl = `${nginx.plain}${plainPath}`;
      const plainRates: PageRate[] = [];
      const setupRuns: Awaited<ReturnType<typeof measureSetup>>[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        plainRates.push(await measurePageRate(`${page.label}, plain file`, plainUrl, load));
        setupRuns.push(await measureSetup(`${page.label}, setup`, page.address));
        plainRates.push(await measurePageRate(`${page.label}, plain file`, plainUrl, { ...load, pathOf: (index) => `${plainPath}${campaignQuery(index)}` }));
        setupRuns.push(await measureSetup(`${page.label}, setup`, page.address, (index) => `${page.address}${campaignQuery(index)}`));
      }
      rows.push({
        label: page.label,
        plain: mean(plainRates),
        files: mean(setupRuns.map((run) => run.rate)),
        appCpuMsPerRequest: setupRuns.reduce((sum, run) => sum + run.appMs, 0) / Math.max(1, setupRuns.reduce((sum, run) => sum + run.requests, 0)),
        pairShares: setupRuns.map((run, index) => run.rate.requestsPerSecond / plainRates[index]!.requestsPerSecond),
      });
    }
  } finally {
    await nginx.stop();
    await server.stop();
    rmSync(pagesDir, { recursive: true, force: true });
  }

  const rate = (value: number) => Math.round(value).toLocaleString("en-US");
  console.log(`\n## Anonymous pages behind nginx (${CONNECTIONS} connections, ${ROUNDS * 2} runs of ${SECONDS} s each way, Brotli, one nginx worker)\n`);
  console.log("| page | plain file: req/s | nginx CPU per request | setup: req/s | nginx CPU per request | app CPU per request | setup ÷ plain file | each pair | load average | failures (plain; setup) | goal |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const row of rows) {
    const share = row.files.requestsPerSecond / row.plain.requestsPerSecond;
    console.log(
      `| ${[
        row.label,
        rate(row.plain.requestsPerSecond),
        formatCpu(row.plain.cpuMsPerRequest),
        rate(row.files.requestsPerSecond),
        formatCpu(row.files.cpuMsPerRequest),
        formatCpu(row.appCpuMsPerRequest),
        `${Math.round(share * 100)}%`,
        row.pairShares.map((pair) => `${Math.round(pair * 100)}%`).join(", "),
        Math.max(row.plain.loadAverage, row.files.loadAverage).toFixed(2),
        `${row.plain.failures}; ${row.files.failures}`,
        `≥ ${GOAL_SHARE * 100}% of the plain file: ${share >= GOAL_SHARE ? "met" : "NOT met"}`,
      ].join(" | ")} |`,
    );
  }
  console.log(`\nEach pair is a plain file's run and the setup's run after it; every second setup run reads campaign links (utm_ parameters, a new fbclid on every request); load average ${loadavg().map((value) => value.toFixed(2)).join(" / ")} at the end.`);
  console.log(describeHostSpeed("after the run", loadavg()[0]!));
}

/** Waits until nginx sends `address` from its file (the first request renders it). */
async function sentFromFile(site: string, address: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${site}${address}`, { headers: { "accept-encoding": "br" } });
    await response.arrayBuffer();
    if (response.headers.get("x-page-cache") === "file") return;
    if (attempt > 20) throw new Error(`${address} is not sent from a file: ${response.headers.get("x-page-cache")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Where a page's file lies under the current generation: the headers' folder, then the path with `.html`. */
function pageFile(pagesDir: string, address: string): string {
  const generation = path.join(pagesDir, readlinkSync(path.join(pagesDir, "current")));
  const [headersId] = readdirSync(generation);
  if (!headersId) throw new Error(`${generation} holds no page files`);
  return path.join(generation, headersId, `${address}.html`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
