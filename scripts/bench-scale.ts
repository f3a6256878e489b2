/**
 * `npm run bench:scale`: the list and listing pages as the catalogue grows.
 * Starts the production build with the demo data, adds generated listings up
 * to each size in turn, and measures each page's p50 rendered past the page
 * cache, as a signed-in visitor gets it (one request after another, with the
 * headers a browser sends), beside its figure at the first size.
 *
 *   npm run bench:scale [-- --sizes 1000,100000] [-- --seconds 5] [-- --no-build]
 *
 * The embedded database by default (the listings are written through its
 * owner's socket); with BENCH_DATABASE_URL, a scratch database on that
 * PostgreSQL server, dropped at the end.
 */
import { spawnSync } from "node:child_process";
import pg from "pg";
import { EMBEDDED_SOCKET_PORT, socketDirFor } from "../app/shared/db/embedded/embedded-database.server";
import { startDemoServer } from "./bench/demo-server";
import { fillStatement } from "./bench/generated-listings";
import { createScratchDatabase } from "./bench/scratch-database";
import { BROWSER_HEADERS } from "./bench/page-rates";
import { sitemapPaths } from "./bench/sitemap-paths";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const SIZES = (option("sizes") ?? "1000,100000").split(",").map(Number);
const SECONDS = Number(option("seconds") ?? 5);
const PORT = Number(option("port") ?? 3297);
const BATCH = 10_000;
/** At the largest size each page's p50 stays within this factor of the first size's. */
const GOAL_RATIO = 1.2;
const LIST_PAGES = ["/mls", "/properties", "/landproperties", "/saleshistory"];

if (SIZES.some((size) => !Number.isInteger(size) || size < 1) || !Number.isFinite(SECONDS) || SECONDS <= 0) {
  console.error("Usage: npm run bench:scale [-- --sizes 1000,100000] [-- --seconds 5] [-- --no-build]");
  process.exit(1);
}

/** Adds generated listings numbered `from`..`to`, in batches, and waits for the content-change notice to clear kept pages. */
async function addListings(client: pg.Client, from: number, to: number) {
  for (let start = from; start <= to; start += BATCH) await client.query(fillStatement(start, Math.min(to, start + BATCH - 1)));
  await client.query("analyze listings");
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

/** The median time to the last byte of `url`, read one request after another for `seconds` after a second's warm-up. */
async function medianMs(url: string, seconds: number): Promise<number> {
  const read = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: BROWSER_HEADERS });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  for (const warmUpEnds = performance.now() + 1_000; performance.now() < warmUpEnds; ) await read();
  const durations: number[] = [];
  for (const ends = performance.now() + seconds * 1_000; performance.now() < ends; ) durations.push(await read());
  durations.sort((a, b) => a - b);
  return durations[Math.floor(durations.length / 2)]!;
}

async function main() {
  if (!args.includes("--no-build")) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("The build failed");
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, "scale") : null;
  // Every request is rendered: what the pages cost at each size, not what the page cache saves.
  // One client rendering page after page as fast as it can: no budget of renders a second (server/render-budget.ts).
  const server = await startDemoServer(PORT, scratch?.url, { env: { PAGE_CACHE_MB: "0", RENDERS_PER_CLIENT_PER_SECOND: "0" } });
  const client = scratch
    ? new pg.Client({ connectionString: scratch.url })
    : new pg.Client({ host: socketDirFor(server.pgliteDir!), port: EMBEDDED_SOCKET_PORT, user: "postgres", database: "postgres" });
  try {
    await client.connect();
    const engine = scratch ? "PostgreSQL" : "embedded database";
    const results = new Map<string, number[]>();
    let listingPath: string | undefined;
    let written = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await addListings(client, written + 1, size);
      written = Math.max(written, size);
      console.log(`${size.toLocaleString("en-US")} generated listings written (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      // The same listing at every size: the first generated sale the sitemap lists.
      listingPath ??= (await sitemapPaths(server.base)).find((location) => /^\/property\/.+/.test(location) && location !== "/property/");
      if (!listingPath) throw new Error("The sitemap lists no sale listing");
      for (const page of [...LIST_PAGES, listingPath]) {
        results.set(page, [...(results.get(page) ?? []), await medianMs(`${server.base}${page}`, SECONDS)]);
      }
    }
    console.log("");
    console.log(`Pages rendered past the page cache, p50, one request at a time, ${engine}:`);
    console.log(`| page | ${SIZES.map((size) => `${size.toLocaleString("en-US")} listings`).join(" | ")} | goal |`);
    console.log(`| --- | ${SIZES.map(() => "---").join(" | ")} | --- |`);
    for (const [page, p50s] of results) {
      const ratio = p50s[p50s.length - 1]! / p50s[0]!;
      const label = page === listingPath ? "a sale listing" : page;
      console.log(`| ${label} | ${p50s.map((p50) => `${p50.toFixed(1)} ms`).join(" | ")} | within ${GOAL_RATIO}× of the first: ${ratio <= GOAL_RATIO ? "met" : "NOT met"} (${ratio.toFixed(2)}×) |`);
    }
  } finally {
    await client.end().catch(() => undefined);
    await server.stop();
    await scratch?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
