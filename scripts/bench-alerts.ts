/**
 * `npm run bench:alerts`: saved-search matching at scale. Fills a throwaway
 * database with generated listings and 10,000 saved searches with varied
 * filters (status, category and type, area, price range, bedrooms,
 * bathrooms, acreage, keywords; every frequency), approves one new listing,
 * then times the matching statement that pairs it with every search it
 * newly matches, and a whole scan (claim, changed listings, match, cursor).
 *
 *   npm run bench:alerts [-- --searches 10000] [-- --listings 20000] [-- --runs 20] [-- --explain]
 *
 * PGlite in a temporary folder by default; with DATABASE_URL, a scratch
 * database is created on that PostgreSQL server and dropped at the end.
 * Goal: the matching statement within 1 s on PostgreSQL.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createScratchDatabase } from "./bench/scratch-database";
import { fillStatement } from "./bench/generated-listings";
import { buyersStatement, searchesStatement } from "./bench/saved-searches";
import { percentile } from "./bench/percentile";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const SEARCHES = Number(option("searches") ?? 10_000);
const LISTINGS = Number(option("listings") ?? 20_000);
const RUNS = Number(option("runs") ?? 20);
const EXPLAIN = args.includes("--explain");
const GOAL_MS = 1_000;

if (![SEARCHES, LISTINGS, RUNS].every((value) => Number.isInteger(value) && value >= 1)) {
  console.error("Usage: npm run bench:alerts [-- --searches N] [-- --listings N] [-- --runs R] [-- --explain]");
  process.exit(1);
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, "alerts") : null;
  let tempDir: string | undefined;
  if (scratch) process.env.DATABASE_URL = scratch.url;
  else {
    tempDir = mkdtempSync(path.join(tmpdir(), "bench-alerts-"));
    process.env.PGLITE_DATA_DIR = tempDir;
  }
  process.env.LOG_LEVEL ??= "warn";

  const { getConnection, getDb, closeConnection } = await import("../app/shared/db/client.server");
  const { migrateDatabase } = await import("../app/shared/db/migrate.server");
  const { matchSavedSearches, matchStatement } = await import("../app/features/saved-searches/index.server");
  const { PgDialect } = await import("drizzle-orm/pg-core");
  const connection = getConnection();
  const engine = connection.engine === "postgres" ? "PostgreSQL" : "PGlite";
  const raw = async (text: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> =>
    connection.pool ? (await connection.pool.query(text, params)).rows : ((await connection.pglite!.query(text, params)).rows as Array<Record<string, unknown>>);

  try {
    await migrateDatabase();
    const version = (await raw("select version() as version"))[0]?.version;
    console.log(`Engine: ${engine} (${String(version).split(",")[0]}); ${cpus().length} cores (${cpus()[0]?.model ?? "unknown"})`);

    const fillStart = performance.now();
    await raw("select setseed(0.42)");
    for (let from = 1; from <= LISTINGS; from += 10_000) await raw(fillStatement(from, Math.min(LISTINGS, from + 9_999)));
    // Every generated listing is old news: the scan starts after them.
    await raw("update listings set updated_at = now() - interval '2 days'");
    await raw(buyersStatement(SEARCHES));
    await raw(searchesStatement(SEARCHES));
    await raw("update alert_scan_state set scanned_until = now() - interval '1 hour'");
    await raw("vacuum analyze");
    console.log(`Filled ${LISTINGS.toLocaleString("en-US")} listings and ${SEARCHES.toLocaleString("en-US")} saved searches in ${((performance.now() - fillStart) / 1000).toFixed(1)} s.`);

    // One new listing, approved: a three-bedroom house with an ocean view and a pool in Cruz Bay.
    const [listing] = await raw(
      `insert into listings (kind, category, subcategory, title, slug, description, area, list_price, standard_status, bedrooms_total,
         bathrooms_total_integer, living_area, lot_size_acres, review_status, reviewed_at, updated_at)
       values ('sale', 'residential', 'villa', 'Ocean view villa with pool', 'bench-new-listing', 'Ocean view from every room, a pool and a short walk to the beach.',
         'Cruz Bay', 1250000, 'Active', 3, 3, 2400, 0.6, 'approved', now(), now()) returning id`,
    );
    const id = String(listing!.id);
    const statement = new PgDialect().sqlToQuery(matchStatement([id]));

    if (EXPLAIN) {
      await raw("begin");
      const plan = await raw(`explain (analyze, buffers off) ${statement.sql}`, statement.params);
      await raw("rollback");
      console.log(plan.map((row) => row["QUERY PLAN"]).join("\n"));
    }

    const times: number[] = [];
    let matched = 0;
    for (let run = 0; run < RUNS + 3; run++) {
      await raw("delete from saved_search_matches");
      const start = performance.now();
      const result = connection.pool ? await connection.pool.query(statement.sql, statement.params) : await connection.pglite!.query(statement.sql, statement.params);
      const elapsed = performance.now() - start;
      matched = Number((result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0);
      if (run >= 3) times.push(elapsed);
    }
    await raw("delete from saved_search_matches");
    times.sort((a, b) => a - b);

    const scanStart = performance.now();
    const scan = await matchSavedSearches({ clockMarginMs: 0 });
    const scanMs = performance.now() - scanStart;
    void getDb;

    console.log(`\nMatching one newly approved listing against ${SEARCHES.toLocaleString("en-US")} saved searches (${RUNS} timed runs):`);
    console.log(`  statement: p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms, max ${ms(times.at(-1)!)} ms; ${matched} searches matched`);
    console.log(`  whole scan (claim, changed listings, match, cursor): ${ms(scanMs)} ms; ${scan.listings} listing changed, ${scan.matches} matches`);
    const p95 = percentile(times, 95);
    console.log(`  goal ≤ ${GOAL_MS} ms on PostgreSQL: ${p95 <= GOAL_MS ? "met" : "NOT met"} (${engine})`);
  } finally {
    await closeConnection();
    await scratch?.drop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
