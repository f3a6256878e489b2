/**
 * `npm run bench:search`: the /mls search at scale. Fills a throwaway
 * database with N generated listings, then times searchListings for six
 * representative searches beside the same SQL run directly on the driver.
 *
 *   npm run bench:search [-- --count 100000] [-- --runs 40] [-- --explain]
 *
 * PGlite in a temporary folder by default; with DATABASE_URL, a scratch
 * database is created on that PostgreSQL server and dropped at the end.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createScratchDatabase } from "./bench/scratch-database";
import type { SearchQuery } from "~/features/listing-search";
import { fillStatement } from "./bench/generated-listings";
import { percentile } from "./bench/percentile";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const COUNT = Number(option("count") ?? 100_000);
const RUNS = Number(option("runs") ?? 40);
const EXPLAIN = args.includes("--explain");
const BATCH = 10_000;

if (!Number.isInteger(COUNT) || COUNT < 1 || !Number.isInteger(RUNS) || RUNS < 1) {
  console.error("Usage: npm run bench:search [-- --count N] [-- --runs R] [-- --explain]");
  process.exit(1);
}

const CASES: Array<{ name: string; query: Partial<SearchQuery> }> = [
  { name: "All for sale, newest", query: { status: "for-sale" } },
  { name: "Residential 3+ beds, price low to high", query: { status: "for-sale", category: "residential", minBeds: 3, sort: "price-asc" } },
  { name: "Land 1–5 acres", query: { status: "for-sale", category: "land", minAcres: 1, maxAcres: 5 } },
  { name: "Keyword “ocean view”", query: { q: "ocean view" } },
  { name: "Sold, newest", query: { status: "sold" } },
  { name: "$500k–$1.5M in Coral Bay, price high to low", query: { minPrice: 500_000, maxPrice: 1_500_000, area: "Coral Bay", sort: "price-desc" } },
];

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, "search") : null;
  let tempDir: string | undefined;
  if (scratch) {
    process.env.DATABASE_URL = scratch.url;
  } else {
    tempDir = mkdtempSync(path.join(tmpdir(), "bench-search-"));
    process.env.PGLITE_DATA_DIR = tempDir;
  }
  process.env.LOG_LEVEL ??= "warn";

  const { getConnection, closeConnection } = await import("../app/shared/db/client.server");
  const { migrateDatabase } = await import("../app/shared/db/migrate.server");
  const { buildSearch, normaliseSearch, searchListings } = await import("~/features/listing-search/index.server");
  const connection = getConnection();
  const engine = connection.engine === "postgres" ? "PostgreSQL" : "PGlite";
  const raw = async (text: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> =>
    connection.pool ? (await connection.pool.query(text, params)).rows : ((await connection.pglite!.query(text, params)).rows as Array<Record<string, unknown>>);

  try {
    await migrateDatabase();
    const version = (await raw("select version() as version"))[0]?.version;
    console.log(`Engine: ${engine} (${String(version).split(",")[0]})`);

    const fillStart = performance.now();
    await raw("select setseed(0.42)");
    for (let from = 1; from <= COUNT; from += BATCH) {
      const to = Math.min(COUNT, from + BATCH - 1);
      await raw(fillStatement(from, to));
      if (process.stdout.isTTY) process.stdout.write(`\rFilling: ${to.toLocaleString("en-US")} / ${COUNT.toLocaleString("en-US")}`);
    }
    // As autovacuum would: statistics for the planner, and a visibility map for index-only counts.
    await raw("vacuum analyze listings");
    if (process.stdout.isTTY) process.stdout.write("\n");
    console.log(`Filled ${COUNT.toLocaleString("en-US")} listings in ${((performance.now() - fillStart) / 1000).toFixed(1)} s; ${RUNS} timed runs per search.\n`);

    const rows: string[] = [];
    for (const testCase of CASES) {
      const query = normaliseSearch(testCase.query);
      const built = buildSearch(query, query.page);
      const countSql = built.count.toSQL();
      const pageSql = built.page.toSQL();
      const direct = () => Promise.all([raw(countSql.sql, countSql.params), raw(pageSql.sql, pageSql.params)]);
      const service = async () => {
        const result = await searchListings(query);
        if (!result.success) throw new Error(`${testCase.name}: ${result.error}`);
        return result.data.total;
      };

      if (EXPLAIN) {
        for (const statement of [countSql, pageSql]) {
          const plan = await raw(`explain (analyze, buffers off) ${statement.sql}`, statement.params);
          console.log(`-- ${testCase.name}\n${plan.map((row) => row["QUERY PLAN"]).join("\n")}\n`);
        }
      }

      let total = 0;
      for (let i = 0; i < 3; i++) {
        total = await service();
        await direct();
      }
      const serviceTimes: number[] = [];
      const directTimes: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        let start = performance.now();
        await service();
        serviceTimes.push(performance.now() - start);
        start = performance.now();
        await direct();
        directTimes.push(performance.now() - start);
      }
      serviceTimes.sort((a, b) => a - b);
      directTimes.sort((a, b) => a - b);
      const [s50, s95, d50, d95] = [percentile(serviceTimes, 50), percentile(serviceTimes, 95), percentile(directTimes, 50), percentile(directTimes, 95)];
      rows.push(
        `| ${testCase.name} | ${total.toLocaleString("en-US")} | ${ms(s50)} | ${ms(s95)} | ${ms(d50)} | ${ms(d95)} | ${(s50 / d50).toFixed(2)}× | ${(s95 / d95).toFixed(2)}× |`,
      );
    }

    console.log(`${engine}, ${COUNT.toLocaleString("en-US")} listings (times in ms; direct = the same count and page SQL on the driver)\n`);
    console.log("| Search | Matches | searchListings p50 | p95 | direct SQL p50 | p95 | ratio p50 | ratio p95 |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const row of rows) console.log(row);
  } finally {
    await closeConnection();
    await scratch?.drop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
