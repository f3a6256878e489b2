import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { logger } from "~/shared/lib/logger.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import type { ImageFormat, ImageVariant, ProcessedImage } from "./image";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from "./image-limits";
import { getStorage, type Storage } from "./storage.server";
import { manifestKey, readImageManifest } from "./stored-image.server";

/**
 * The one way a photo enters the site: checked by its bytes, re-encoded
 * without metadata into a few widths of WebP and JPEG, stored under keys
 * derived from its content. See docs/decisions/0010-media-pipeline.md.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
const LARGEST_WIDTH = 1600;
/** Refuse decompression bombs: about 100 megapixels is far beyond any camera photo a listing needs. */
const MAX_INPUT_PIXELS = 100_000_000;
const QUALITY = { webp: 78, jpeg: 78 } as const;

export { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE };

const EXTENSIONS: Record<ImageFormat, string> = { webp: "webp", jpeg: "jpg" };
const CONTENT_TYPES: Record<ImageFormat, string> = { webp: "image/webp", jpeg: "image/jpeg" };

/** What the bytes are, by their content; HEIF is usable when it is AVIF or this sharp can decode HEVC. */
function isAcceptedFormat(metadata: Metadata): boolean {
  switch (metadata.format) {
    case "jpeg":
    case "png":
    case "webp":
      return true;
    case "heif":
      return metadata.compression === "av1" || (metadata.compression === "hevc" && sharp.format.heif.input.buffer);
    default:
      return false;
  }
}

/** Widths to produce: the standard ones clearly below the original, plus the original capped at the largest. */
export function variantWidths(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, LARGEST_WIDTH);
  const smaller = IMAGE_WIDTHS.filter((width) => width <= largest * 0.8);
  return [...smaller, largest];
}

/** A previous run's result for the same bytes, when every file it names is still there. */
async function findExisting(storage: Storage, hash: string): Promise<ProcessedImage | null> {
  const stored = await readImageManifest(storage, hash);
  if (!stored) return null;
  try {
    const present = await Promise.all(stored.variants.map((variant) => storage.exists(variant.key)));
    return present.every(Boolean) ? stored : null;
  } catch {
    return null;
  }
}

type Encoded = ImageVariant & { bytes: Buffer };

/** Decodes once (auto-rotated, sRGB, flattened), then encodes every width and format. Throws on undecodable input. */
async function encodeVariants(input: Buffer, metadata: Metadata, hash: string): Promise<Encoded[]> {
  const oriented = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .autoOrient()
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb");
  const widths = variantWidths(metadata.autoOrient.width);
  const largest = widths[widths.length - 1]!;
  // Metadata (EXIF, XMP, IPTC, ICC) is never copied: sharp writes none unless asked.
  const { data, info } = await oriented
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };

  const jobs = widths.flatMap((width) =>
    (["webp", "jpeg"] as const).map(async (format): Promise<Encoded> => {
      let pipeline = sharp(data, raw);
      if (width < info.width) pipeline = pipeline.resize({ width });
      pipeline =
        format === "webp"
          ? pipeline.webp({ quality: QUALITY.webp, effort: 4 })
          : pipeline.jpeg({ quality: QUALITY.jpeg, mozjpeg: true, progressive: true });
      const output = await pipeline.toBuffer({ resolveWithObject: true });
      return {
        width: output.info.width,
        height: output.info.height,
        format,
        key: `${hash}/${output.info.width}.${EXTENSIONS[format]}`,
        bytes: output.data,
      };
    }),
  );
  return Promise.all(jobs);
}

/**
 * Checks, re-encodes and stores one photo. The same bytes always give the
 * same keys, and a second upload of them writes nothing new.
 */
export async function processImage(
  input: Buffer | Uint8Array,
  options: { storage?: Storage } = {},
): Promise<Result<{ data: ProcessedImage }>> {
  const bytes = Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (bytes.byteLength > MAX_IMAGE_BYTES) return failWith("too_large", IMAGE_TOO_LARGE);
  if (bytes.byteLength === 0) return fail(NOT_AN_IMAGE);

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    return fail(NOT_AN_IMAGE);
  }
  if (!isAcceptedFormat(metadata)) return fail(NOT_AN_IMAGE);

  return runService("processImage", { bytes: bytes.byteLength, format: metadata.format }, async () => {
    const storage = options.storage ?? getStorage();
    const hash = createHash("sha256").update(bytes).digest("hex");
    const existing = await findExisting(storage, hash);
    if (existing) return ok({ data: existing });

    let encoded: Encoded[];
    try {
      encoded = await encodeVariants(bytes, metadata, hash);
    } catch (error) {
      // Passed the format sniff but will not decode (truncated, corrupt, too many pixels).
      logger.warn("An uploaded image could not be decoded", { format: metadata.format, error });
      return fail(NOT_AN_IMAGE);
    }

    // Everything encoded before anything is written: a bad file stores nothing.
    for (const variant of encoded) await storage.put(variant.key, variant.bytes, CONTENT_TYPES[variant.format]);
    const largest = encoded.reduce((a, b) => (b.width > a.width ? b : a));
    const image: ProcessedImage = {
      width: largest.width,
      height: largest.height,
      variants: encoded
        .map(({ width, height, format, key }) => ({ width, height, format, key }))
        .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format)),
    };
    // The manifest goes last: its presence means every variant is stored.
    await storage.put(manifestKey(hash), Buffer.from(JSON.stringify(image)), "application/json");
    return ok({ data: image });
  });
}

/**
 * Removes every stored file of a processed image. Keys are shared by every
 * record that uploaded the same bytes: call this only once no record uses it.
 */
export async function deleteImage(image: ProcessedImage, options: { storage?: Storage } = {}): Promise<void> {
  const hashes = new Set(image.variants.map((variant) => variant.key.split("/")[0]!));
  const storage = options.storage ?? getStorage();
  for (const hash of hashes) if (/^[0-9a-f]{64}$/.test(hash)) await storage.deletePrefix(`${hash}/`);
}
