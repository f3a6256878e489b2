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
import pg from "pg";
import type { SearchQuery } from "../app/features/listings/search-query";

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

const AREAS = ["Cruz Bay", "Coral Bay", "Chocolate Hole", "Great Cruz Bay", "Fish Bay", "Rendezvous", "Peter Bay", "Hansen Bay", "Gifft Hill", "Bordeaux", "Catherineberg", "Johnson Bay"];
const VIEWS = ["ocean view", "sunset view", "harbor view", "garden setting", "hillside breezes", "beachfront", "valley view", "Coral Bay view"];
const STYLES = ["stone and timber", "West Indian", "contemporary", "plantation-style", "breezy", "newly renovated", "turnkey", "classic"];
const EXTRAS = ["a pool deck", "a cistern and solar", "covered verandas", "a guest cottage", "mature gardens", "deeded beach access", "a chef's kitchen", "walking distance to town"];

const sqlArray = (values: string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")}]`;

/** One batch of generated listings, all in SQL (generate_series): nothing crosses the wire but the statement. */
function fillStatement(from: number, to: number): string {
  return `
insert into listings (
  kind, category, subcategory, title, slug, description, area, list_price, close_price, close_date, standard_status,
  bedrooms_total, bathrooms_total_integer, living_area, lot_size_acres, year_built, latitude, longitude,
  review_status, featured, submitted_at, created_at, updated_at, agent_info,
  property_info, max_guests, nightly_rate, minimum_nights, check_in_time, check_out_time
)
select kind, category, subcategory,
  initcap(replace(subcategory, '-', ' ')) || ' in ' || area || ' no. ' || g,
  'bench-' || g,
  'A ' || style || ' ' || replace(subcategory, '-', ' ') || ' with ' || view || ' and ' || extra || ', in ' || area || '.',
  area,
  case when kind = 'rental' then null else base_price end,
  case when kind = 'sold' then round(base_price * (0.86 + r_close * 0.12))::int end,
  case when kind = 'sold' then date '2024-01-01' + (r_close * 1000)::int end,
  case when kind = 'sold' then 'Closed' when kind = 'rental' then 'Active'
       when r_status < 0.85 then 'Active' when r_status < 0.93 then 'ActiveUnderContract'
       when r_status < 0.97 then 'Pending' when r_status < 0.985 then 'Withdrawn' else 'Expired' end,
  case when category = 'residential' then 1 + floor(r_beds * 8)::int end,
  case when category = 'residential' then 1 + floor(r_beds * 7)::int when category = 'commercial' then 2 end,
  case when category = 'residential' then 600 + (r_size * 5400)::int when category = 'commercial' then 1000 + (r_size * 9000)::int end,
  case when category = 'land' then round((0.25 + r_size * r_size * 19.75)::numeric, 2) else round((0.1 + r_size * 2.9)::numeric, 2) end,
  case when category <> 'land' then 1965 + (r_size * 60)::int end,
  18.31 + r_geo * 0.06, -64.80 + r_geo2 * 0.13,
  case when r_review < 0.95 then 'approved' else 'pending' end,
  r_review < 0.01,
  now() - (r_date * interval '1000 days'), now() - (r_date * interval '1000 days'), now(),
  jsonb_build_object('email', 'agent' || (g % 40) || '@bench.test', 'name', 'Bench Agent ' || (g % 40), 'role', 'agent'),
  case when kind = 'rental' then jsonb_build_object('name', 'Villa ' || g, 'slug', 'bench-' || g) end,
  case when kind = 'rental' then 2 + (r_beds * 8)::int end,
  case when kind = 'rental' then 350 + (r_price * 2150)::int end,
  case when kind = 'rental' then 3 + (r_beds * 4)::int end,
  case when kind = 'rental' then '16:00' end,
  case when kind = 'rental' then '10:00' end
from (
  select *,
    case category
      when 'residential' then (array['single-family', 'condo', 'villa', 'cottage', 'multi-family'])[1 + floor(r_sub * 5)::int]
      when 'commercial' then (array['retail', 'office', 'mixed-use'])[1 + floor(r_sub * 3)::int]
      else (array['lot', 'estate-parcel'])[1 + floor(r_sub * 2)::int] end as subcategory,
    case category
      when 'land' then 150000 + (r_price * r_price * 2850000)::int
      when 'commercial' then 600000 + (r_price * 3400000)::int
      else 400000 + (r_price * r_price * 8600000)::int end as base_price
  from (
    select g, r_close, r_status, r_beds, r_size, r_geo, r_geo2, r_review, r_date, r_price, r_sub,
      case when r_kind < 0.70 then 'sale' when r_kind < 0.95 then 'sold' else 'rental' end as kind,
      case when r_kind >= 0.95 or r_cat < 0.6 then 'residential' when r_cat < 0.9 then 'land' else 'commercial' end as category,
      (${sqlArray(AREAS)})[1 + floor(r_area * ${AREAS.length})::int] as area,
      (${sqlArray(VIEWS)})[1 + floor(r_view * ${VIEWS.length})::int] as view,
      (${sqlArray(STYLES)})[1 + floor(r_style * ${STYLES.length})::int] as style,
      (${sqlArray(EXTRAS)})[1 + floor(r_extra * ${EXTRAS.length})::int] as extra
    from (
      select g, random() as r_kind, random() as r_cat, random() as r_sub, random() as r_area, random() as r_price,
        random() as r_close, random() as r_status, random() as r_beds, random() as r_size, random() as r_geo,
        random() as r_geo2, random() as r_review, random() as r_date, random() as r_view, random() as r_style, random() as r_extra
      from generate_series(${from}, ${to}) as g
    ) random_values
  ) shaped
) priced`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const scratch = `bench_search_${process.pid}`;
  let tempDir: string | undefined;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${scratch}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${scratch}`;
    process.env.DATABASE_URL = url.toString();
  } else {
    tempDir = mkdtempSync(path.join(tmpdir(), "bench-search-"));
    process.env.PGLITE_DATA_DIR = tempDir;
  }
  process.env.LOG_LEVEL ??= "warn";

  const { getConnection, closeConnection } = await import("../app/shared/db/client.server");
  const { migrateDatabase } = await import("../app/shared/db/migrate.server");
  const { buildSearch, normaliseSearch, searchListings } = await import("../app/features/listings/search-listings.server");
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
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${scratch} with (force)`);
      await admin.end();
    }
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
