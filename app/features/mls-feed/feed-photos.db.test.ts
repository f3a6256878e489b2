import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { listings } from "~/features/listings/listing.table";
import { photosOf } from "~/features/listings/index.server";
import { resetStorageForTests } from "~/features/media/storage.server";
import { resetConfigForTests } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { importListingRecords } from "./import-listings.server";
import { runFeedSync } from "./feed-sync.server";
import { testMlsSettings } from "./feed-test-settings";
import { fetchDuePhotos, isAllowedMediaHost, sniffImage } from "./fetch-photos.server";
import { mlsMedia } from "./mls-feed.table";
import { ResoClient, type MlsSettings } from "./reso-client.server";
import { resoProperty, startResoTestServer, type ResoTestServer } from "./reso-test-server";

let folder: string;
let feed: ResoTestServer;
let photos: ResoTestServer;
let settings: MlsSettings;

/** A small JPEG of one colour (with EXIF, which the pipeline drops). */
const jpeg = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .withMetadata({ exif: { IFD0: { Copyright: "MLS photographer" } } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "feed-photos-"));
  vi.stubEnv("STORAGE_LOCATION", folder);
  resetConfigForTests();
  resetStorageForTests();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  resetConfigForTests();
  resetStorageForTests();
  await rm(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  feed = await startResoTestServer();
  // Photos come from a second host, as an MLS's CDN would serve them.
  photos = await startResoTestServer();
  settings = testMlsSettings(feed.url, { mediaHosts: ["127.0.0.1"] });
  photos.files.set("red.jpg", { type: "image/jpeg", body: await jpeg("#c03030") });
  photos.files.set("green.jpg", { type: "image/jpeg", body: await jpeg("#30c030") });
  photos.files.set("blue.jpg", { type: "image/jpeg", body: await jpeg("#3030c0") });
  photos.files.set("page.jpg", { type: "image/jpeg", body: Buffer.from("<!doctype html><html><body>Not found</body></html>") });
  // Noise does not compress: well over the 20 KB limit the test sets.
  const noise = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } }).jpeg({ quality: 95 }).toBuffer();
  photos.files.set("huge.jpg", { type: "image/jpeg", body: noise });
});
afterEach(async () => {
  await feed.close();
  await photos.close();
});

const media = (key: string, file: string, order: number, modified = "2026-03-01T09:00:00.000Z", host?: string) => ({
  MediaKey: key,
  MediaURL: `${host ?? photos.url}/media/${file}`,
  MediaCategory: "Photo",
  Order: order,
  MediaModificationTimestamp: modified,
  ShortDescription: `Photo ${key}`,
});

async function sync() {
  const client = new ResoClient(settings, { sleep: async () => undefined });
  try {
    return await runFeedSync({ settings, client, reconcile: "never" });
  } finally {
    client.close();
  }
}

async function listingId(key: string) {
  const [row] = await getDb().select({ id: listings.id }).from(listings).where(eq(listings.listingKey, key));
  return row!.id;
}

const mediaRequests = () => photos.requests.filter((request) => request.startsWith("/media/"));

describe("feed photos", () => {
  it("fetches a listing's photos in Order through the pipeline, and again only when one changes", async () => {
    feed.records.push(resoProperty("M1", "2026-03-01T09:00:00.000Z", { Media: [media("c", "blue.jpg", 2), media("a", "red.jpg", 0), media("b", "green.jpg", 1)] }));
    const first = await sync();
    expect(first).toMatchObject({ counts: { photos: 3 } });

    const round = await fetchDuePhotos({ settings });

    expect(round).toEqual({ ready: 3, retried: 0, failed: [] });
    expect(mediaRequests()).toEqual(["/media/red.jpg", "/media/green.jpg", "/media/blue.jpg"]);
    const stored = await photosOf(await listingId("M1"));
    expect(stored.map((photo) => photo.alt)).toEqual(["Photo a", "Photo b", "Photo c"]);
    expect(stored[0]!.variants.map((variant) => variant.format).sort()).toEqual(["jpeg", "webp"]);
    const cover = await sharp(join(folder, stored[0]!.variants.find((variant) => variant.format === "jpeg")!.key)).metadata();
    expect(cover.exif).toBeUndefined();
    // Recorded as uploads: the daily sweep deletes their files once no listing uses them.
    const { rows: uploads } = await rawQuery<{ count: number }>(getDb(), sql`select count(*)::int as count from media_uploads`);
    expect(uploads[0]!.count).toBe(3);

    // The same media again: nothing to fetch. A new timestamp on one: that one only.
    feed.records[0] = resoProperty("M1", "2026-03-02T09:00:00.000Z", { Media: [media("c", "blue.jpg", 2), media("a", "red.jpg", 0), media("b", "green.jpg", 1, "2026-03-02T09:00:00.000Z")] });
    photos.requests.length = 0;
    expect(await sync()).toMatchObject({ counts: { updated: 1, photos: 1 } });
    expect(await fetchDuePhotos({ settings })).toEqual({ ready: 1, retried: 0, failed: [] });
    expect(mediaRequests()).toEqual(["/media/green.jpg"]);

    // A photo dropped from the feed leaves the listing; the order follows the feed's.
    feed.records[0] = resoProperty("M1", "2026-03-03T09:00:00.000Z", { Media: [media("c", "blue.jpg", 0), media("a", "red.jpg", 1)] });
    await sync();
    expect((await photosOf(await listingId("M1"))).map((photo) => photo.alt)).toEqual(["Photo c", "Photo a"]);
  });

  it("refuses HTML posing as a JPEG, a photo over the size limit and a host outside the allow-list, reporting each once with the listing's key", async () => {
    feed.records.push(
      resoProperty("M2", "2026-03-01T09:00:00.000Z", {
        Media: [
          media("ok", "red.jpg", 0),
          media("html", "page.jpg", 1),
          media("big", "huge.jpg", 2),
          media("elsewhere", "green.jpg", 3, undefined, photos.url.replace("127.0.0.1", "localhost")),
        ],
      }),
    );
    await sync();

    const round = await fetchDuePhotos({ settings, maxBytes: 20_000 });
    const again = await fetchDuePhotos({ settings, maxBytes: 20_000 });

    expect(round.ready).toBe(1);
    expect(round.failed).toEqual([
      { key: "M2", media: "html", reason: "it is not a JPEG, PNG, WebP or AVIF image (it is HTML)" },
      { key: "M2", media: "big", reason: "it is larger than 20 KB" },
      { key: "M2", media: "elsewhere", reason: "its host localhost is not in MLS_MEDIA_HOSTS" },
    ]);
    expect(again).toEqual({ ready: 0, retried: 0, failed: [] });
    expect((await photosOf(await listingId("M2"))).map((photo) => photo.alt)).toEqual(["Photo ok"]);
  });

  it("retries a photo whose host fails for now, later", async () => {
    feed.records.push(resoProperty("M3", "2026-03-01T09:00:00.000Z", { Media: [media("a", "red.jpg", 0)] }));
    await sync();
    photos.failNext("media/", { status: 503 });

    const round = await fetchDuePhotos({ settings });
    const [row] = await getDb().select().from(mlsMedia);

    expect(round).toEqual({ ready: 0, retried: 1, failed: [] });
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "its host answered 503" });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await getDb().update(mlsMedia).set({ nextAttemptAt: new Date(0) });
    expect(await fetchDuePhotos({ settings })).toEqual({ ready: 1, retried: 0, failed: [] });
  });

  it("queues the Media of a file import too", async () => {
    const summary = await importListingRecords([{ line: 1, index: 0, record: resoProperty("F1", "2026-03-01T09:00:00.000Z", { Media: [media("a", "red.jpg", 0)] }) }]);
    expect(summary).toMatchObject({ created: 1 });

    expect(await fetchDuePhotos({ settings })).toEqual({ ready: 1, retried: 0, failed: [] });
    expect(await photosOf(await listingId("F1"))).toHaveLength(1);
  });
});

describe("photo checks", () => {
  it("tell images by their first bytes", async () => {
    expect(sniffImage(await jpeg("#fff"))).toBe("jpeg");
    expect(sniffImage(await sharp({ create: { width: 2, height: 2, channels: 3, background: "#fff" } }).png().toBuffer())).toBe("png");
    expect(sniffImage(await sharp({ create: { width: 2, height: 2, channels: 3, background: "#fff" } }).webp().toBuffer())).toBe("webp");
    expect(sniffImage(Buffer.from("<html>"))).toBeNull();
  });

  it("admit the listed hosts and their subdomains, else the API's own host", () => {
    const listed = { mediaHosts: ["photos.mls.example", "*.cdn.example"], apiUrl: "https://api.mls.example" };
    expect(isAllowedMediaHost("photos.mls.example", listed)).toBe(true);
    expect(isAllowedMediaHost("a.cdn.example", listed)).toBe(true);
    expect(isAllowedMediaHost("cdn.example.evil", listed)).toBe(false);
    expect(isAllowedMediaHost("api.mls.example", { mediaHosts: [], apiUrl: "https://api.mls.example" })).toBe(true);
    expect(isAllowedMediaHost("other.example", { mediaHosts: [], apiUrl: "https://api.mls.example" })).toBe(false);
  });
});
