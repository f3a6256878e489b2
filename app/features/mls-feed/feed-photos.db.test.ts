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
import { fetchDuePhotos, isAllowedMediaOrigin, sniffImage } from "./fetch-photos.server";
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
  // The photo host's origin (host and port): the feed's own port is another origin of the same host.
  settings = testMlsSettings(feed.url, { mediaHosts: [new URL(photos.url).host] });
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
      { key: "M2", media: "elsewhere", reason: `its host ${new URL(photos.url).host.replace("127.0.0.1", "localhost")} is not in MLS_MEDIA_HOSTS` },
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

  it("refuses another port of an allowed host, though private addresses are allowed", async () => {
    // The feed server is the same host (127.0.0.1) on another port: another service the photos must not reach.
    feed.files.set("red.jpg", photos.files.get("red.jpg")!);
    feed.records.push(resoProperty("P1", "2026-03-01T09:00:00.000Z", { Media: [media("other-port", "red.jpg", 0, undefined, feed.url), media("ok", "green.jpg", 1)] }));
    await sync();

    const round = await fetchDuePhotos({ settings });

    expect(round).toMatchObject({ ready: 1, failed: [{ key: "P1", media: "other-port", reason: `its host ${new URL(feed.url).host} is not in MLS_MEDIA_HOSTS` }] });
    expect(feed.requests.filter((request) => request.startsWith("/media/"))).toEqual([]);
  });

  it("refuses an invalid MediaURL when it is stored, and at fetch time (a stored one, a redirect to one) without taking the round's good photos with it", async () => {
    feed.records.push(
      resoProperty("U1", "2026-03-01T09:00:00.000Z", {
        Media: [media("bad", "red.jpg", 0), media("ok", "red.jpg", 1), media("moved", "green.jpg", 2), media("later", "blue.jpg", 3)],
      }),
    );
    (feed.records[0]!.Media as Array<Record<string, unknown>>)[0]!.MediaURL = "http://[";
    const report = await sync();
    expect(report).toMatchObject({ counts: { created: 1, photos: 3 }, errors: [{ key: "U1", reason: "Media bad: MediaURL is not a valid address; the photo was left out" }] });
    expect((await getDb().select({ key: mlsMedia.mediaKey }).from(mlsMedia).orderBy(mlsMedia.position)).map((row) => row.key)).toEqual(["ok", "moved", "later"]);

    // A row stored before addresses were checked on the way in, and a photo whose host redirects to a broken address.
    await getDb().insert(mlsMedia).values({ listingId: await listingId("U1"), mediaKey: "stored-bad", position: 0, url: "https://[::1" });
    photos.failNext("media/green", { status: 302, headers: { location: "http://[" } });
    const round = await fetchDuePhotos({ settings });

    expect(round.ready).toBe(2);
    expect(round.failed).toEqual([
      { key: "U1", media: "stored-bad", reason: "its address is not a valid address" },
      { key: "U1", media: "moved", reason: "it redirects to an address that is not a valid URL" },
    ]);
    expect(await fetchDuePhotos({ settings })).toEqual({ ready: 0, retried: 0, failed: [] });
    expect((await photosOf(await listingId("U1"))).map((photo) => photo.alt)).toEqual(["Photo ok", "Photo later"]);
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

  it("admit the listed origins (a bare host on the default port of http or https) and their subdomains, else the API's own origin", () => {
    const allowed = (url: string, settings: { mediaHosts: string[]; apiUrl: string | undefined }) => isAllowedMediaOrigin(new URL(url), settings);
    const listed = { mediaHosts: ["photos.mls.example", "*.cdn.example", "img.mls.example:8443", "https://secure.mls.example"], apiUrl: "https://api.mls.example" };
    expect(allowed("https://photos.mls.example/a.jpg", listed)).toBe(true);
    expect(allowed("http://photos.mls.example:80/a.jpg", listed)).toBe(true);
    expect(allowed("https://photos.mls.example:8080/a.jpg", listed)).toBe(false);
    expect(allowed("http://photos.mls.example:443/a.jpg", listed)).toBe(false);
    expect(allowed("https://a.cdn.example/a.jpg", listed)).toBe(true);
    expect(allowed("https://a.cdn.example:6379/a.jpg", listed)).toBe(false);
    expect(allowed("https://cdn.example.evil/a.jpg", listed)).toBe(false);
    expect(allowed("https://img.mls.example:8443/a.jpg", listed)).toBe(true);
    expect(allowed("https://img.mls.example/a.jpg", listed)).toBe(false);
    expect(allowed("https://secure.mls.example/a.jpg", listed)).toBe(true);
    expect(allowed("http://secure.mls.example/a.jpg", listed)).toBe(false);
    expect(allowed("https://api.mls.example/a.jpg", { mediaHosts: [], apiUrl: "https://api.mls.example" })).toBe(true);
    expect(allowed("https://api.mls.example:9000/a.jpg", { mediaHosts: [], apiUrl: "https://api.mls.example" })).toBe(false);
    expect(allowed("https://other.example/a.jpg", { mediaHosts: [], apiUrl: "https://api.mls.example" })).toBe(false);
  });
});
