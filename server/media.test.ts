import { request as httpRequest, type Server } from "node:http";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processImage } from "../app/features/media/process-image.server";
import { createDiskStorage } from "../app/features/media/storage.server";
import type { ProcessedImage } from "../app/features/media/image";
import { mediaHandler } from "./media";

let root: string;
let server: Server;
let base: string;
let image: ProcessedImage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "media-server-"));
  const uploads = path.join(root, "uploads");
  const storage = createDiskStorage(uploads);
  // Files beside the uploads folder that a path trick would try to reach.
  await writeFile(path.join(root, "secret.jpg"), "outside the uploads folder");
  const input = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#1b7f8c" } }).jpeg().toBuffer();
  const result = await processImage(input, { storage });
  if (!result.success) throw new Error(result.error);
  image = result.data;

  const app = express();
  app.use("/media", mediaHandler({ storage }));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

/** A request sent byte for byte as written, without the URL clean-up fetch does. */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    const request = httpRequest({ host: "127.0.0.1", port, path: rawPath, method: "GET" }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += String(chunk)));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("/media", () => {
  it("streams each variant with its type and a year-long immutable cache", async () => {
    for (const variant of image.variants) {
      const response = await fetch(`${base}/media/${variant.key}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(variant.format === "webp" ? "image/webp" : "image/jpeg");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
      const metadata = await sharp(bytes).metadata();
      expect([metadata.format, metadata.width]).toEqual([variant.format, variant.width]);
    }
  });

  it("answers HEAD without a body and a repeat visit with 304", async () => {
    const key = image.variants[0]!.key;
    const head = await fetch(`${base}/media/${key}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
    const etag = head.headers.get("etag")!;
    const again = await fetch(`${base}/media/${key}`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("gives 404 for unknown keys and for stored files that are not photos", async () => {
    const hash = image.variants[0]!.key.split("/")[0];
    for (const key of [`${"0".repeat(64)}/480.webp`, `${hash}/123.jpg`, `${hash}/image.json`, "", "nothing"]) {
      const response = await fetch(`${base}/media/${key}`);
      expect(response.status, key).toBe(404);
      expect(response.headers.get("cache-control"), key).toBeNull();
    }
  });

  it("refuses path tricks", async () => {
    for (const trick of [
      "/media/../secret.jpg",
      "/media/..%2Fsecret.jpg",
      "/media/%2e%2e/secret.jpg",
      "/media/%2e%2e%2fsecret.jpg",
      "/media/..%5csecret.jpg",
      "/media//etc/passwd.jpg",
      "/media/%2Fetc%2Fpasswd.jpg",
      "/media/x/%00.jpg",
      "/media/%E0%A4%A.jpg",
    ]) {
      const { status, body } = await rawGet(trick);
      expect(body, trick).not.toContain("outside the uploads folder");
      expect(status, trick).toBe(404);
    }
  });

  it("allows only reading", async () => {
    const response = await fetch(`${base}/media/${image.variants[0]!.key}`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});
