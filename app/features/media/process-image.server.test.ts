import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE,
  deleteImage,
  processImage,
  variantWidths,
} from "./process-image.server";
import { createDiskStorage, type Storage } from "./storage.server";

let folder: string;
let storage: Storage;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "media-process-"));
  storage = createDiskStorage(folder);
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function readStored(key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new Error(`missing ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A noisy photo-like picture, so encoders have something to do. */
function picture(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#3a8ee6"/><stop offset="1" stop-color="#f4c25b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="30%" cy="40%" r="20%" fill="#2f7d32"/></svg>`;
  return sharp(Buffer.from(svg));
}

/** Whether a TIFF-structured EXIF block points to a GPS directory (tag 0x8825). */
function hasGpsPointer(exif: Buffer | undefined) {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

describe("processImage", () => {
  it("strips EXIF (camera, GPS position) from every variant", async () => {
    const input = await picture(1200, 800)
      .jpeg()
      .withExif({
        IFD0: { Make: "AcmeCam", Model: "Secret Location 3000" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "18/1 20/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "64/1 47/1 0/1" },
      })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(hasGpsPointer(before.exif)).toBe(true);
    expect(input.includes("AcmeCam")).toBe(true);

    const result = await processImage(input, { storage });
    if (!result.success) throw new Error(result.error);
    expect(result.data.variants.length).toBeGreaterThan(0);
    for (const variant of result.data.variants) {
      const bytes = await readStored(variant.key);
      const after = await sharp(bytes).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(bytes.includes("Exif")).toBe(false);
      expect(bytes.includes("AcmeCam")).toBe(false);
    }
  });

  it("produces three widths of WebP and JPEG with the right sizes, formats and content-derived keys", async () => {
    const input = await picture(2400, 1600).png().toBuffer();
    const result = await processImage(input, { storage });
    if (!result.success) throw new Error(result.error);
    const image = result.data;
    expect(image.width).toBe(1600);
    expect(image.height).toBe(1067);
    expect(image.variants.map((v) => `${v.format} ${v.width}x${v.height}`).sort()).toEqual([
      "jpeg 1600x1067",
      "jpeg 480x320",
      "jpeg 960x640",
      "webp 1600x1067",
      "webp 480x320",
      "webp 960x640",
    ]);
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(input).digest("hex");
    for (const variant of image.variants) {
      expect(variant.key).toBe(`${hash}/${variant.width}.${variant.format === "jpeg" ? "jpg" : "webp"}`);
      const metadata = await sharp(await readStored(variant.key)).metadata();
      expect(metadata.format).toBe(variant.format);
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
    }
  });

  it("never upscales a small image", async () => {
    const input = await picture(300, 200).jpeg().toBuffer();
    const result = await processImage(input, { storage });
    if (!result.success) throw new Error(result.error);
    expect(result.data).toMatchObject({ width: 300, height: 200 });
    expect(result.data.variants.map((v) => `${v.format} ${v.width}x${v.height}`).sort()).toEqual([
      "jpeg 300x200",
      "webp 300x200",
    ]);
  });

  it("keeps the standard widths below the original and adds the original's own", () => {
    expect(variantWidths(5000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(1000)).toEqual([480, 1000]);
    expect(variantWidths(500)).toEqual([500]);
  });

  it("turns the picture upright by its EXIF orientation", async () => {
    const input = await picture(1000, 500).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const result = await processImage(input, { storage });
    if (!result.success) throw new Error(result.error);
    expect(result.data).toMatchObject({ width: 500, height: 1000 });
    const stored = await sharp(await readStored(result.data.variants.at(-1)!.key)).metadata();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([500, 1000]);
  });

  it("accepts WebP and AVIF, judged by their bytes", async () => {
    for (const format of ["webp", "avif"] as const) {
      const input = await picture(640, 480).toFormat(format).toBuffer();
      const result = await processImage(input, { storage });
      expect(result.success, format).toBe(true);
    }
  });

  it("refuses a text file named .jpg and writes nothing", async () => {
    const fake = Buffer.from("This is a shopping list, not a photo.\nmilk\neggs\n", "utf8");
    expect(await processImage(fake, { storage })).toEqual({ success: false, error: NOT_AN_IMAGE });
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses images in other formats (SVG, GIF, TIFF), empty and truncated files, writing nothing", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const gif = await picture(20, 20).gif().toBuffer();
    const tiff = await picture(20, 20).tiff().toBuffer();
    const jpeg = await picture(800, 600).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const input of [svg, gif, tiff, Buffer.alloc(0), truncated]) {
      expect(await processImage(input, { storage })).toEqual({ success: false, error: NOT_AN_IMAGE });
    }
    // The truncated JPEG passes the sniff and fails to decode: worth a warning in the log.
    expect(warn.mock.calls.map(String).join("\n")).toMatch(/could not be decoded/);
    warn.mockRestore();
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a file over 15 MB before looking at it", async () => {
    const huge = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff);
    expect(await processImage(huge, { storage })).toEqual({ success: false, error: IMAGE_TOO_LARGE, code: "too_large" });
    expect(await storedFiles()).toEqual([]);
  });

  it("stores the same image once however often it is uploaded", async () => {
    const input = await picture(1000, 700).jpeg().toBuffer();
    const first = await processImage(input, { storage });
    const files = await storedFiles();
    const second = await processImage(Buffer.from(input), { storage });
    expect(second).toEqual(first);
    expect(await storedFiles()).toEqual(files);
    expect(files).toHaveLength(2 * 2 + 1); // two widths × two formats + the manifest
  });

  it("deletes every file of an image", async () => {
    const result = await processImage(await picture(700, 500).png().toBuffer(), { storage });
    if (!result.success) throw new Error(result.error);
    await deleteImage(result.data, { storage });
    expect(await storedFiles()).toEqual([]);
  });
});
