/**
 * `npm run bench:feed`: the MLS feed sync against the test RESO Web API over
 * local HTTP, at the size of the MLS. `--listings` generated Property records
 * (20,000 by default) with `--media-per-listing` Media records each (15):
 * a first full pass (one listing in 50 listed since the buyers' 1,000
 * searches were saved, the rest before); an alert scan and the /mls search over what it wrote;
 * an incremental pass of `--changes` changed records (500) and the alert
 * scan after it; one change timed from the feed to the /mls search; a key
 * reconciliation; then a bounded sample of `--photos` photos (100) fetched
 * and re-encoded by the image pipeline (the rest would follow in the
 * background). Prints one table, each figure beside its goal and the
 * machine's 1-minute load average when the step began and ended.
 *
 *   npm run bench:feed [-- --listings 20000 --media-per-listing 15 --changes 500 --photos 100 --searches 1000]
 *   npm run bench:feed -- --engine postgres      (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
 *
 * The engine is the embedded database by default (a scratch folder), or
 * PostgreSQL: a scratch database created beside DATABASE_URL's and dropped
 * afterwards. `--count` and `--media` are older names of the size options.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { createScratchDatabase } from "./bench/scratch-database";
import { buyersStatement, searchesStatement } from "./bench/saved-searches";

const args = process.argv.slice(2);
const text = (...names: string[]) => {
  const index = args.findIndex((arg) => names.some((name) => arg === `--${name}`));
  return index >= 0 ? args[index + 1] : undefined;
};
const whole = (fallback: number, ...names: string[]) => Number(text(...names) ?? fallback);
const LISTINGS = whole(20_000, "listings", "count");
const MEDIA = whole(15, "media-per-listing", "media");
const CHANGES = whole(500, "changes");
const PHOTOS = whole(100, "photos");
const SAVED_SEARCHES = whole(1_000, "searches");
const ENGINE = text("engine") ?? (process.env.DATABASE_URL ? "postgres" : "embedded");
const GOAL_FIRST_PER_20K_S = 300;
const GOAL_INCREMENTAL_S = 30;
/** One listing in this many came on the market after the buyers saved their searches: the rest were for sale before. */
const LISTED_SINCE = 50;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const AREAS = ["Cruz Bay", "Chocolate Hole", "Fish Bay", "Coral Bay", "Gifft Hill", "Peter Bay", "Rendezvous Bay", "Great Cruz Bay"];

if (![LISTINGS, MEDIA, CHANGES, PHOTOS, SAVED_SEARCHES].every((value) => Number.isInteger(value) && value >= 0) || LISTINGS < 1 || !["embedded", "postgres"].includes(ENGINE)) {
  console.error("Usage: npm run bench:feed [-- --listings N --media-per-listing N --changes N --photos N --searches N --engine embedded|postgres]");
  process.exit(1);
}

const count = (value: number) => value.toLocaleString("en-US");
const load = () => loadavg()[0]!.toFixed(1);
const seconds = (ms: number) => (ms < 10_000 ? (ms / 1000).toFixed(2) : (ms / 1000).toFixed(1));

const note = (line: string) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${line} (load ${load()})\n`);

/** A table row per step: what, how long, the CPU this process used meanwhile, the rate, the load when it began and ended, the goal. */
type Row = { step: string; time: string; cpu?: string; rate: string; load: string; goal: string };

/** Runs a step, timing it on the clock and in this process's CPU (the feed server, the sync and the embedded database; PostgreSQL's own work is not in it). */
async function timed<T>(label: string, work: () => Promise<T>): Promise<{ value: T; ms: number; cpu: string; load: string }> {
  const before = load();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpuBefore);
  note(`${label}: ${seconds(ms)} s`);
  return { value, ms, cpu: `${seconds((used.user + used.system) / 1000)} s`, load: `${before} → ${load()}` };
}

async function main() {
  const adminUrl = ENGINE === "postgres" ? (process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres") : undefined;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, "feed") : null;
  const tempDir = mkdtempSync(path.join(tmpdir(), "bench-feed-"));
  if (scratch) process.env.DATABASE_URL = scratch.url;
  else {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = tempDir;
  }
  process.env.STORAGE_LOCATION = path.join(tempDir, "uploads");
  process.env.LOG_LEVEL ??= "warn";
  const { closeConnection, getConnection, openConnection } = await import("../app/shared/db/client.server");
  const { getDb } = await import("../app/shared/db/client.server");
  const { rawQuery } = await import("../app/shared/db/raw-query.server");
  const { getConfig } = await import("../app/shared/config/env.server");
  const { sql } = await import("drizzle-orm");
  const { migrateDatabase } = await import("../app/shared/db/migrate.server");
  const { runFeedSync } = await import("~/features/mls-feed/index.server");
  const { countPendingPhotos, fetchDuePhotos } = await import("~/features/mls-feed/index.server");
  const { ResoClient } = await import("~/features/mls-feed/index.server");
  const { testMlsSettings } = await import("~/features/mls-feed/feed-test-settings");
  const { resoProperty, startResoTestServer } = await import("~/features/mls-feed/reso-test-server");
  const site = await import("./bench/feed-site-checks");
  const feed = await startResoTestServer();
  const photos = await startResoTestServer();
  const raw = (statement: string) => rawQuery<Record<string, unknown>>(getDb(), sql.raw(statement));
  try {
    openConnection({ exclusive: true });
    await migrateDatabase();
    const engine = getConnection().engine === "postgres" ? "PostgreSQL" : "embedded database (PGlite)";
    const version = String((await raw("select version() as version")).rows[0]?.version ?? "").split(",")[0];
    for (let index = 0; index < 10; index++) {
      const body = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: "#3a7ca5", noise: { type: "gaussian", mean: 120, sigma: 40 } } }).jpeg({ quality: 80 }).toBuffer();
      photos.files.set(`p${index}.jpg`, { type: "image/jpeg", body });
    }
    // Buyers' saved searches are there before the feed: the alert scans below match the synced listings against them.
    if (SAVED_SEARCHES > 0) {
      await raw(buyersStatement(SAVED_SEARCHES));
      await raw(searchesStatement(SAVED_SEARCHES));
    }
    const base = Date.parse("2026-01-01T00:00:00Z");
    const key = (index: number) => `BENCH-${String(index).padStart(6, "0")}`;
    // The saved searches were saved a day ago; one listing in LISTED_SINCE came on the market since, the rest over the year before.
    const benchStarted = Date.now();
    const listedOn = (index: number) =>
      new Date(index % LISTED_SINCE === 0 ? benchStarted - 6 * HOUR_MS : benchStarted - 2 * DAY_MS - ((index * 7919) % 363) * DAY_MS).toISOString();
    const record = (index: number, at: number, price = 250_000 + ((index * 7919) % 4_000_000)) =>
      resoProperty(key(index), new Date(at).toISOString(), {
        OriginalEntryTimestamp: listedOn(index),
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
    for (let index = 0; index < LISTINGS; index++) feed.records.push(record(index, base + Math.floor(index / 50) * 1000));
    const settings = testMlsSettings(feed.url, { mediaHosts: [new URL(photos.url).host] });
    const client = new ResoClient(settings);
    const rows: Row[] = [];
    const pass = async (label: string, reconcile: "never" | "always" = "never") => {
      const run = await timed(label, () => runFeedSync({ settings, client, pageSize: 200, reconcile, onProgress: (line) => /^Page \d*0:/.test(line) && note(line) }));
      if (!run.value.claimed) throw new Error("the pass was not claimed");
      if (run.value.status !== "succeeded") throw new Error(`the pass failed: ${JSON.stringify(run.value.errors.slice(0, 3))}`);
      return { ...run, counts: run.value.counts };
    };
    const perSecond = (done: number, ms: number, what: string) => `${count(Math.round((done * 1000) / ms))} ${what}/s`;

    const first = await pass("first pass");
    const per20k = (first.ms * 20) / LISTINGS;
    rows.push({
      step: `first pass: ${count(first.counts.created)} new listings, ${count(first.counts.photos)} media queued`,
      time: `${seconds(first.ms)} s`,
      rate: perSecond(first.counts.created, first.ms, "rows"),
      cpu: first.cpu,
      load: first.load,
      goal: `≤ ${GOAL_FIRST_PER_20K_S} s per 20,000: ${per20k <= GOAL_FIRST_PER_20K_S ? "met" : "NOT met"} (${per20k.toFixed(0)} s)`,
    });
    await raw("analyze");

    const firstScan = await timed("alert scan", () => site.timeAlertScan());
    const listedSince = Math.ceil(LISTINGS / LISTED_SINCE);
    if (SAVED_SEARCHES > 0) rows.push({ step: `alert scan after it: ${count(firstScan.value.listings)} listings (${count(listedSince)} on the market since the searches were saved) × ${count(SAVED_SEARCHES)} saved searches, ${count(firstScan.value.matches)} matches`, time: `${seconds(firstScan.ms)} s`, cpu: firstScan.cpu, rate: "", load: firstScan.load, goal: "" });

    const searches = await timed("searches", () => site.timeSearches(10));
    for (const search of searches.value) {
      rows.push({ step: `${search.name}: ${count(search.total)} matches`, time: `first ${search.first.toFixed(0)} ms, then p50 ${search.p50.toFixed(0)} ms, p95 ${search.p95.toFixed(0)} ms`, rate: "", load: searches.load, goal: "" });
    }

    const later = base + LISTINGS * 1000;
    for (let change = 0; change < CHANGES; change++) {
      const index = Math.floor((change * LISTINGS) / CHANGES);
      feed.records[index] = record(index, later + change, 300_000 + change);
    }
    const incremental = await pass("incremental pass");
    rows.push({
      step: `incremental pass: ${count(incremental.counts.updated)} changed of ${count(LISTINGS)}`,
      time: `${seconds(incremental.ms)} s`,
      rate: perSecond(incremental.counts.updated, incremental.ms, "rows"),
      cpu: incremental.cpu,
      load: incremental.load,
      goal: `≤ ${GOAL_INCREMENTAL_S} s: ${incremental.ms <= GOAL_INCREMENTAL_S * 1000 ? "met" : "NOT met"}`,
    });

    const changeScan = await timed("alert scan", () => site.timeAlertScan());
    if (SAVED_SEARCHES > 0) rows.push({ step: `alert scan after it: ${count(changeScan.value.listings)} listings × ${count(SAVED_SEARCHES)} saved searches, ${count(changeScan.value.matches)} matches`, time: `${seconds(changeScan.ms)} s`, cpu: changeScan.cpu, rate: "", load: changeScan.load, goal: "" });

    // One price change, from the moment the feed holds it to the moment the /mls search shows it, when a pass starts then.
    const changed = Math.floor(LISTINGS / 3);
    const newPrice = 9_876_543;
    feed.records[changed] = record(changed, later + CHANGES + 1000, newPrice);
    const visible = await timed("feed → search", async () => {
      const run = await pass("one change");
      if (!(await site.searchShowsPrice(newPrice))) throw new Error("the changed price is not in the /mls search after the pass");
      return run;
    });
    const interval = getConfig().mls.syncMinutes || 15;
    rows.push({
      step: "one change, feed → /mls search (a pass, then the search)",
      time: `${seconds(visible.ms)} s`,
      rate: "",
      cpu: visible.cpu,
      load: visible.load,
      goal: `≤ one interval: the wait for the next pass (MLS_SYNC_MINUTES, ≤ ${interval} min) + ${seconds(visible.ms)} s`,
    });

    const reconcile = await pass("key reconciliation", "always");
    rows.push({ step: `key reconciliation: ${count(reconcile.counts.reconciled)} keys compared`, time: `${seconds(reconcile.ms)} s`, cpu: reconcile.cpu, rate: "", load: reconcile.load, goal: "" });
    client.close();

    const pending = await countPendingPhotos();
    const photoRun = await timed("photos", async () => {
      let fetched = 0;
      while (fetched < PHOTOS) {
        const round = await fetchDuePhotos({ settings, batch: Math.min(20, PHOTOS - fetched) });
        if (round.ready + round.retried + round.failed.length === 0) break;
        fetched += round.ready;
      }
      return fetched;
    });
    const photoRate = (photoRun.value * 1000) / photoRun.ms;
    rows.push({
      step: `photos: a sample of ${count(photoRun.value)} of ${count(pending)} queued, fetched and re-encoded (3 widths × WebP and JPEG)`,
      time: `${seconds(photoRun.ms)} s`,
      rate: `${photoRate.toFixed(2)} photos/s`,
      cpu: photoRun.cpu,
      load: photoRun.load,
      goal: `all ${count(pending)} at this rate: ${(pending / photoRate / 3600).toFixed(1)} h in the background`,
    });

    console.log(`\nMLS feed sync against the test RESO Web API: ${count(LISTINGS)} listings, ${count(LISTINGS * MEDIA)} media; ${engine}, ${version}`);
    console.log(`${cpus().length} cores (${cpus()[0]?.model.trim() ?? "unknown"}), shared; CPU = this process's (feed server and sync${scratch ? "; not PostgreSQL's" : ", and the embedded database"}); load = 1-minute load average when the step began → ended; ${new Date().toISOString().slice(0, 16)} UTC\n`);
    console.log("| step | time | CPU | rate | load | goal |");
    console.log("| --- | --- | --- | --- | --- | --- |");
    for (const row of rows) console.log(`| ${row.step} | ${row.time} | ${row.cpu ?? ""} | ${row.rate} | ${row.load} | ${row.goal} |`);
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
