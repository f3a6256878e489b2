/**
 * `npm run bench:feed`: the MLS feed sync against the test RESO Web API over
 * local HTTP. `--count` generated Property records (20,000 by default) with
 * `--media` Media records each (15), a first full pass, then an incremental
 * pass of `--changes` changed records (500); then `--photos` photos (100)
 * fetched and re-encoded by the image pipeline. Prints rows/s, photos/s and
 * the time a change takes to reach the site beside the goals.
 *
 *   npm run bench:feed [-- --count 20000 --media 15 --changes 500 --photos 100]
 *
 * PostgreSQL with DATABASE_URL (a scratch database is created beside it and
 * dropped afterwards); otherwise a scratch embedded database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { createScratchDatabase } from "./bench/scratch-database";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const COUNT = option("count", 20_000);
const MEDIA = option("media", 15);
const CHANGES = option("changes", 500);
const PHOTOS = option("photos", 100);
const GOAL_FIRST_PER_20K_S = 300;
const GOAL_INCREMENTAL_S = 30;
const AREAS = ["Cruz Bay", "Chocolate Hole", "Fish Bay", "Coral Bay", "Gifft Hill", "Peter Bay", "Rendezvous Bay", "Great Cruz Bay"];

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, "feed") : null;
  const tempDir = mkdtempSync(path.join(tmpdir(), "bench-feed-"));
  if (scratch) process.env.DATABASE_URL = scratch.url;
  else process.env.DATA_DIR = tempDir;
  process.env.STORAGE_LOCATION = path.join(tempDir, "uploads");
  process.env.LOG_LEVEL ??= "warn";
  const { closeConnection, getConnection, openConnection } = await import("../app/shared/db/client.server");
  const { migrateDatabase } = await import("../app/shared/db/migrate.server");
  const { runFeedSync } = await import("~/features/mls-feed/feed-sync.server");
  const { fetchDuePhotos } = await import("~/features/mls-feed/fetch-photos.server");
  const { ResoClient } = await import("~/features/mls-feed/reso-client.server");
  const { testMlsSettings } = await import("~/features/mls-feed/feed-test-settings");
  const { resoProperty, startResoTestServer } = await import("~/features/mls-feed/reso-test-server");
  const feed = await startResoTestServer();
  const photos = await startResoTestServer();
  try {
    openConnection({ exclusive: true });
    await migrateDatabase();
    const engine = getConnection().engine === "postgres" ? "PostgreSQL" : "embedded database";
    for (let index = 0; index < 10; index++) {
      const body = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: "#3a7ca5", noise: { type: "gaussian", mean: 120, sigma: 40 } } }).jpeg({ quality: 80 }).toBuffer();
      photos.files.set(`p${index}.jpg`, { type: "image/jpeg", body });
    }
    const base = Date.parse("2026-01-01T00:00:00Z");
    const record = (index: number, at: number, price = 250_000 + ((index * 7919) % 4_000_000)) =>
      resoProperty(`BENCH-${String(index).padStart(6, "0")}`, new Date(at).toISOString(), {
        UnparsedAddress: `Parcel ${index} Estate ${AREAS[index % AREAS.length]}`,
        SubdivisionName: AREAS[index % AREAS.length],
        ListPrice: price,
        Media: Array.from({ length: MEDIA }, (_, order) => ({
          MediaKey: `M-${index}-${order}`,
          MediaURL: `${photos.url}/media/p${(index + order) % 10}.jpg`,
          MediaCategory: "Photo",
          Order: order,
          MediaModificationTimestamp: "2026-01-01T00:00:00Z",
        })),
      });
    // Many records share a timestamp, as a bulk update at the MLS makes them.
    for (let index = 0; index < COUNT; index++) feed.records.push(record(index, base + Math.floor(index / 50) * 1000));
    const settings = testMlsSettings(feed.url, { mediaHosts: ["127.0.0.1"] });
    const client = new ResoClient(settings);
    const rows: string[] = [];
    const pass = async (label: string, goal: (seconds: number) => string) => {
      const started = performance.now();
      const report = await runFeedSync({ settings, client, pageSize: 200, reconcile: "never" });
      const seconds = (performance.now() - started) / 1000;
      if (!report.claimed) throw new Error("the pass was not claimed");
      const { counts } = report;
      const applied = counts.created + counts.updated;
      rows.push(`| ${label} | ${seconds.toFixed(1)} s | ${Math.round(applied / seconds).toLocaleString("en-US")} | ${counts.created} / ${counts.updated} / ${counts.skipped} / ${counts.photos} | ${goal(seconds)} |`);
      return seconds;
    };
    await pass(`first pass, ${COUNT.toLocaleString("en-US")} records, ${(COUNT * MEDIA).toLocaleString("en-US")} media`, (seconds) => {
      const per20k = (seconds * 20_000) / COUNT;
      return `≤ ${GOAL_FIRST_PER_20K_S} s per 20,000 rows: ${per20k <= GOAL_FIRST_PER_20K_S ? "met" : "NOT met"} (${per20k.toFixed(0)} s)`;
    });
    const later = base + COUNT * 1000;
    for (let change = 0; change < CHANGES; change++) {
      const index = Math.floor((change * COUNT) / CHANGES);
      feed.records[index] = record(index, later + change, 300_000 + change);
    }
    const incremental = await pass(`incremental pass, ${CHANGES} changes`, (seconds) => `≤ ${GOAL_INCREMENTAL_S} s: ${seconds <= GOAL_INCREMENTAL_S ? "met" : "NOT met"}`);
    client.close();

    const started = performance.now();
    let fetched = 0;
    while (fetched < PHOTOS) {
      const round = await fetchDuePhotos({ settings, batch: Math.min(20, PHOTOS - fetched) });
      if (round.ready + round.retried + round.failed.length === 0) break;
      fetched += round.ready;
    }
    const photoSeconds = (performance.now() - started) / 1000;

    console.log(`\nMLS feed sync against the test RESO Web API (${engine})`);
    console.log("| pass | time | rows/s | new / changed / unchanged / photos queued | goal |");
    console.log("| --- | --- | --- | --- | --- |");
    for (const row of rows) console.log(row);
    console.log(`\nPhotos: ${fetched} fetched and re-encoded (3 widths × WebP and JPEG) in ${photoSeconds.toFixed(1)} s, ${(fetched / photoSeconds).toFixed(1)} photos/s.`);
    console.log(`A change in the feed reaches the site within one interval (MLS_SYNC_MINUTES) plus an incremental pass: ${incremental.toFixed(1)} s here.`);
  } finally {
    await feed.close();
    await photos.close();
    await closeConnection();
    rmSync(tempDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
