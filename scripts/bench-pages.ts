/**
 * `npm run bench:pages`: Lighthouse (mobile preset, simulated slow 4G) against
 * a production build served in production mode, for the content pages.
 *
 *   npm run bench:pages [-- --runs 3] [-- --pages /,/about,first:/property/] [-- --no-build]
 *
 * `first:<prefix>` stands for the first page of the sitemap under that prefix
 * (a demo listing's address changes with each seed).
 *
 * Production mode needs a PostgreSQL server (BENCH_DATABASE_URL, default the
 * local `postgres` database's server); a scratch database is created, filled
 * with the demo data, and dropped at the end.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import pg from "pg";
import { chromiumPath } from "./chromium-path.mjs";
import { sitemapPaths } from "./bench/sitemap-paths";
import { waitForServer } from "./wait-for-server";
import { serveEnvironment, serveNodeArguments } from "./bench/serve-command";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const RUNS = Number(option("runs") ?? 1);
const PAGES = (option("pages") ?? "/,/about,/aboutus,/incentives,/contact,/termuse,/privacy").split(",");
const PORT = Number(option("port") ?? 3290);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DB_NAME = `bench_pages_${process.pid}`;

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed`);
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

type Measure = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  /** Scored audits that did not pass, for the report. */
  failing: string[];
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function measure(url: string, port: number): Promise<Measure> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const items = (audits["resource-summary"]?.details as { items?: Array<{ resourceType: string; transferSize: number }> })?.items ?? [];
  const script = items.find((item) => item.resourceType === "script");
  const failing = Object.values(audits)
    .filter((audit) => audit.scoreDisplayMode === "binary" && audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
  if (result.lhr.runtimeError) failing.push(`runtime error: ${result.lhr.runtimeError.message}`);
  return {
    failing,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories["best-practices"]?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    jsKb: (script?.transferSize ?? 0) / 1024,
  };
}

async function main() {
  const chromePath = chromiumPath({ headlessShell: false });
  if (!chromePath) throw new Error("No Chromium found: apt-get install -y chromium (or set CHROMIUM_PATH)");
  if (!args.includes("--no-build")) run("npm", ["run", "build"]);

  await withAdmin((client) => client.query(`create database ${DB_NAME}`));
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${DB_NAME}`;
  const base = `http://localhost:${PORT}`;
  const productionEnv = {
    NODE_ENV: "production",
    PORT: String(PORT),
    DATABASE_URL: databaseUrl.toString(),
    SESSION_SECRET: "bench-only-secret-bench-only-secret",
    PUBLIC_URL: base,
    STORAGE_LOCATION: "/tmp/bench-pages-uploads",
    MAIL_FROM: "Bench <bench@localhost>",
    BROKERAGE_LEGAL_NAME: "Bench Realty LLC",
    BROKERAGE_LICENSE: "B-1",
    BROKER_OF_RECORD: "Bench Broker",
    BROKER_LICENSE: "RB-1",
    LOG_LEVEL: "warn",
  };
  let server: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    // Demo data is refused in production: load it first, as a development run.
    run("npx", ["tsx", "scripts/seed.ts"], {
      DATABASE_URL: productionEnv.DATABASE_URL,
      STORAGE_LOCATION: productionEnv.STORAGE_LOCATION,
      NODE_ENV: "development",
    });
    // One process (`npm run serve`'s command without npm), so stopping it really stops the server.
    server = spawn(process.execPath, serveNodeArguments(), {
      env: { ...process.env, ...serveEnvironment(), ...productionEnv },
      stdio: "inherit",
    });
    await waitForServer(`${base}/robots.txt`, server);

    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    const rows: Array<{ page: string } & Measure> = [];
    const listed = PAGES.some((page) => page.startsWith("first:")) ? await sitemapPaths(base) : [];
    const pages = PAGES.map((page) => (page.startsWith("first:") ? (listed.find((path) => path.startsWith(page.slice(6))) ?? page.slice(6)) : page));
    for (const page of pages) {
      const runs: Measure[] = [];
      for (let index = 0; index < RUNS; index++) runs.push(await measure(`${base}${page}`, chrome.port));
      const pick = (key: Exclude<keyof Measure, "failing">) => median(runs.map((entry) => entry[key]));
      rows.push({
        page,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        lcp: pick("lcp"),
        tbt: pick("tbt"),
        cls: pick("cls"),
        jsKb: pick("jsKb"),
        failing: [...new Set(runs.flatMap((entry) => entry.failing))],
      });
    }
    const header = "| page | perf | a11y | best practices | SEO | LCP | TBT | CLS | JS (compressed) |";
    const lines = rows.map(
      (row) =>
        `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${row.jsKb.toFixed(1)} KB |`,
    );
    const table = [header, "| --- | --- | --- | --- | --- | --- | --- | --- | --- |", ...lines].join("\n");
    for (const row of rows) {
      if (row.failing.length > 0) console.log(`${row.page}: not passing: ${row.failing.join(", ")}`);
    }
    console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ""}mobile preset, simulated throttling:\n\n${table}\n`);
    mkdirSync("bench-results", { recursive: true });
    writeFileSync("bench-results/pages.md", `${table}\n`);
  } finally {
    await chrome?.kill();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await withAdmin((client) => client.query(`drop database if exists ${DB_NAME} with (force)`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
