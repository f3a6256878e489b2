/**
 * `npm run bench:import`: how long `npm run import:listings` takes for a
 * large MLS feed. Writes a RESO Web API file of `--count` generated records
 * (100,000 by default), imports it into a scratch database, then imports it
 * again (every row unchanged), and prints rows per second beside the goal.
 *
 *   npm run bench:import [-- --count 100000]
 *
 * PostgreSQL with DATABASE_URL (a scratch database is created beside it and
 * dropped afterwards); otherwise a scratch embedded database.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createScratchDatabase } from "./bench/scratch-database";

const args = process.argv.slice(2);
const countArg = args[args.indexOf("--count") + 1];
const COUNT = args.includes("--count") ? Number(countArg) : 100_000;
/** 100,000 rows within two minutes on PostgreSQL. */
const GOAL_SECONDS_PER_100K = 120;

const AREAS = ["Cruz Bay", "Chocolate Hole", "Fish Bay", "Coral Bay", "Gifft Hill", "Peter Bay", "Rendezvous Bay", "Great Cruz Bay", "Bordeaux", "Carolina"];
const TYPES = [
  { PropertyType: "Residential", PropertySubType: "Single Family Residence" },
  { PropertyType: "Residential", PropertySubType: "Condominium" },
  { PropertyType: "Land", PropertySubType: "Unimproved Land" },
  { PropertyType: "Commercial", PropertySubType: "Retail" },
];

/** A varied but repeatable feed: every tenth record has sold, land has no rooms. */
function generateFeed(count: number): string {
  const records = Array.from({ length: count }, (_, index) => {
    const type = TYPES[index % TYPES.length]!;
    const area = AREAS[index % AREAS.length]!;
    const land = type.PropertyType === "Land";
    const closed = index % 10 === 0;
    const price = 250_000 + ((index * 7919) % 4_000_000);
    return {
      ListingKey: `BENCH-${index + 1}`,
      StandardStatus: closed ? "Closed" : "Active",
      ...type,
      ListPrice: price,
      ...(closed ? { ClosePrice: Math.round(price * 0.95), CloseDate: "2025-06-30" } : {}),
      ...(land ? {} : { BedroomsTotal: 1 + (index % 5), BathroomsTotalInteger: 1 + (index % 4), LivingArea: 800 + (index % 3000), YearBuilt: 1970 + (index % 55) }),
      LotSizeAcres: Number((0.2 + (index % 40) / 10).toFixed(2)),
      Latitude: 18.31 + (index % 100) / 2000,
      Longitude: -64.79 + (index % 100) / 1000,
      UnparsedAddress: `Parcel ${1 + (index % 97)}-${index + 1} Estate ${area}`,
      SubdivisionName: area,
      PublicRemarks: `A ${land ? "parcel" : "home"} in ${area} with views over the water, number ${index + 1} of the feed.`,
      ListAgentFullName: "Dana Sprauve",
      ListAgentEmail: `agent${index % 40}@mls.example`,
      ListOfficeName: "Sugar Apple Realty",
      OriginalEntryTimestamp: "2025-09-14T13:00:00Z",
    };
  });
  return JSON.stringify({ value: records });
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, "import") : null;
  const tempDir = mkdtempSync(path.join(tmpdir(), "bench-import-"));
  if (scratch) {
    process.env.DATABASE_URL = scratch.url;
  } else {
    process.env.DATA_DIR = tempDir;
  }
  process.env.LOG_LEVEL ??= "warn";
  const { closeConnection, getConnection, openConnection } = await import("../app/shared/db/client.server");
  const { migrateDatabase } = await import("../app/shared/db/migrate.server");
  const { importListingFile } = await import("~/features/mls-feed/index.server");
  try {
    openConnection({ exclusive: true });
    await migrateDatabase();
    const engine = getConnection().engine === "postgres" ? "PostgreSQL" : "embedded database";
    const file = path.join(tempDir, "feed.json");
    writeFileSync(file, generateFeed(COUNT));

    const rows: string[] = [];
    for (const run of ["first import (all new)", "same file again (all unchanged)"]) {
      const started = performance.now();
      const summary = await importListingFile(file);
      const seconds = (performance.now() - started) / 1000;
      const per100k = (seconds * 100_000) / COUNT;
      const goal = run.startsWith("first") ? `≤ ${GOAL_SECONDS_PER_100K} s per 100,000 rows: ${per100k <= GOAL_SECONDS_PER_100K ? "met" : "NOT met"}` : "";
      rows.push(`| ${run} | ${seconds.toFixed(1)} s | ${Math.round(COUNT / seconds).toLocaleString("en-US")} | ${summary.created} / ${summary.updated} / ${summary.unchanged} / ${summary.failed.length} | ${goal} |`);
    }
    console.log(`\nImport of ${COUNT.toLocaleString("en-US")} generated RESO records (${engine})`);
    console.log("| run | time | rows/s | created / updated / unchanged / failed | goal |");
    console.log("| --- | --- | --- | --- | --- |");
    for (const row of rows) console.log(row);
  } finally {
    await closeConnection();
    rmSync(tempDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
