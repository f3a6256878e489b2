import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readConfig } from "~/shared/config/env.server";
import { CREDENTIALS, startFakeS3, type FakeS3 } from "./fake-s3";
import {
  createDiskStorage,
  createS3Storage,
  createStorage,
  isValidKey,
  parseS3Location,
  type Storage,
} from "./storage.server";

async function text(storage: Storage, key: string): Promise<string | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const bytes = (value: string) => new TextEncoder().encode(value);

/** The behaviour every storage must have, run against each implementation. */
function storageContract(make: () => Storage) {
  it("puts, gets, checks and deletes objects", async () => {
    const storage = make();
    await storage.put("abc/960.webp", bytes("webp bytes"), "image/webp");
    expect(await storage.exists("abc/960.webp")).toBe(true);
    const object = await storage.get("abc/960.webp");
    expect(object?.contentType).toBe("image/webp");
    expect(object?.size).toBe(10);
    object?.body.destroy();
    expect(await text(storage, "abc/960.webp")).toBe("webp bytes");

    await storage.put("abc/960.webp", bytes("replaced"), "image/webp");
    expect(await text(storage, "abc/960.webp")).toBe("replaced");

    await storage.delete("abc/960.webp");
    expect(await storage.exists("abc/960.webp")).toBe(false);
    expect(await storage.get("abc/960.webp")).toBeNull();
    await storage.delete("abc/960.webp"); // deleting twice is fine
  });

  it("lists every key, or those under a prefix", async () => {
    const storage = make();
    const keys = ["one/480.jpg", "one/960.jpg", "one/image.json", "one-more/480.jpg", "two/480.jpg"];
    for (const key of keys) await storage.put(key, bytes(key), "image/jpeg");
    const listed = async (prefix?: string) => {
      const found: string[] = [];
      for await (const key of storage.list(prefix)) found.push(key);
      return found.sort();
    };
    expect(await listed()).toEqual([...keys].sort());
    expect(await listed("one/")).toEqual(["one/480.jpg", "one/960.jpg", "one/image.json"]);
    expect(await listed("nothing/")).toEqual([]);
  });

  it("returns null for a key never stored", async () => {
    expect(await make().get("nothing/here.jpg")).toBeNull();
  });

  it("deletes by prefix and only by prefix", async () => {
    const storage = make();
    for (const key of ["one/480.jpg", "one/960.jpg", "one/image.json", "one-more/480.jpg", "two/480.jpg"]) {
      await storage.put(key, bytes(key), "image/jpeg");
    }
    expect(await storage.deletePrefix("one/")).toBe(3);
    expect(await storage.exists("one/480.jpg")).toBe(false);
    expect(await storage.exists("one/image.json")).toBe(false);
    expect(await storage.exists("one-more/480.jpg")).toBe(true);
    expect(await storage.exists("two/480.jpg")).toBe(true);
    expect(await storage.deletePrefix("one")).toBe(1); // "one-more/…"
    expect(await storage.deletePrefix("missing/")).toBe(0);
  });

  it("refuses path tricks in keys and prefixes", async () => {
    const storage = make();
    for (const key of ["../secret.jpg", "a/../../b.jpg", "/etc/passwd", "a//b.jpg", ".hidden", "a/./b.jpg", "a\\b.jpg", "", "a/"]) {
      await expect(storage.put(key, bytes("x"), "image/jpeg"), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
    }
    await expect(storage.deletePrefix("")).rejects.toThrow(/Invalid storage prefix/);
    await expect(storage.deletePrefix("../")).rejects.toThrow(/Invalid storage prefix/);
  });
}

describe("key rules", () => {
  it("accepts plain relative keys and nothing that could leave the folder", () => {
    expect(isValidKey("0f3a/1600.webp")).toBe(true);
    expect(isValidKey("photos/a-b_c.d.jpg")).toBe(true);
    for (const key of ["..", "../x", "x/..", "x/../y", "/x", "C:\\x", "x\\y", "x//y", "x/", "%2e%2e/x", "x\0y", "x".repeat(600)]) {
      expect(isValidKey(key), key).toBe(false);
    }
  });
});

describe("disk storage", () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "media-disk-"));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  storageContract(() => createDiskStorage(folder));

  it("writes real files under its folder and tidies empty folders away", async () => {
    const storage = createDiskStorage(folder);
    await storage.put("abc/480.jpg", bytes("jpeg"), "image/jpeg");
    expect(await readdir(path.join(folder, "abc"))).toEqual(["480.jpg"]);
    await storage.delete("abc/480.jpg");
    expect(await readdir(folder)).toEqual([]);
  });

  it("does not list a file still being written", async () => {
    const storage = createDiskStorage(folder);
    await storage.put("abc/480.jpg", bytes("jpeg"), "image/jpeg");
    await writeFile(path.join(folder, "abc", "960.jpg.0b1c2d3e.partial"), "half a file");
    const listed: string[] = [];
    for await (const key of storage.list()) listed.push(key);
    expect(listed).toEqual(["abc/480.jpg"]);
  });

  it("does not follow a key out of its folder even when a file exists there", async () => {
    const inner = path.join(folder, "uploads");
    await writeFile(path.join(folder, "outside.jpg"), "private");
    const storage = createDiskStorage(inner);
    await expect(storage.get("../outside.jpg")).rejects.toThrow(/Invalid storage key/);
  });
});

describe("S3-compatible storage", () => {
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3();
  });
  afterAll(async () => {
    await new Promise((resolve) => fake.server.close(resolve));
  });
  beforeEach(() => {
    fake.objects.clear();
    fake.requests.length = 0;
  });

  const make = () =>
    createS3Storage({ bucket: "photos-bucket", prefix: "site/uploads", endpoint: fake.endpoint, ...CREDENTIALS });

  storageContract(make);

  it("stores objects under the bucket's prefix with their content type, through signed requests", async () => {
    await make().put("abc/480.jpg", bytes("jpeg"), "image/jpeg");
    expect([...fake.objects.keys()]).toEqual(["site/uploads/abc/480.jpg"]);
    expect(fake.objects.get("site/uploads/abc/480.jpg")?.type).toBe("image/jpeg");
    expect(fake.requests).toEqual(["PUT /photos-bucket/site/uploads/abc/480.jpg"]);
  });

  it("fails loudly when the credentials are wrong", async () => {
    const wrong = createS3Storage({
      bucket: "photos-bucket",
      prefix: "",
      endpoint: fake.endpoint,
      ...CREDENTIALS,
      secretAccessKey: "not-the-secret",
    });
    await expect(wrong.put("abc/480.jpg", bytes("jpeg"), "image/jpeg")).rejects.toThrow(/S3 PUT abc\/480\.jpg failed: HTTP 403/);
    expect(fake.objects.size).toBe(0);
  });
});

describe("choosing the storage from the configuration", () => {
  it("uses a folder by default, DATA_DIR/uploads", () => {
    const config = readConfig({ DATA_DIR: "/srv/realty" });
    expect(config.storageLocation).toBe(path.resolve("/srv/realty/uploads"));
    expect(createStorage(config).location).toBe(path.resolve("/srv/realty/uploads"));
  });

  it("uses a bucket for s3:// locations with the S3_* settings", () => {
    const config = readConfig({
      STORAGE_LOCATION: "s3://photos-bucket/site/uploads/",
      S3_ENDPOINT: "https://example.r2.cloudflarestorage.com",
      S3_REGION: "auto",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(config.s3).toEqual({
      endpoint: "https://example.r2.cloudflarestorage.com",
      region: "auto",
      accessKeyId: "id",
      secretAccessKey: "secret",
    });
    expect(createStorage(config).location).toBe("s3://photos-bucket/site/uploads");
    expect(parseS3Location("s3://photos-bucket")).toEqual({ bucket: "photos-bucket", prefix: "" });
  });

  it("refuses an s3:// location without credentials, or a malformed one", () => {
    expect(() => createStorage(readConfig({ STORAGE_LOCATION: "s3://photos-bucket" }))).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => parseS3Location("s3://")).toThrow(/not a valid s3:\/\/bucket/);
    expect(() => parseS3Location("s3://bucket/../x")).toThrow(/Invalid storage prefix/);
  });
});
