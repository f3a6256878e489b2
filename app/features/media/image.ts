/**
 * What the media module hands back for every processed photo, and what a
 * listing (or agent, or blog post) stores beside its alt text. Plain data,
 * safe to send to the browser.
 */
export const IMAGE_FORMATS = ["webp", "jpeg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export type ImageVariant = {
  width: number;
  height: number;
  format: ImageFormat;
  /** Storage key, served at `/media/<key>`; derived from the original's content. */
  key: string;
};

export type ProcessedImage = {
  /** Size of the largest variant. */
  width: number;
  height: number;
  variants: ImageVariant[];
};

/** A processed image with the text that describes it, as pages render it. */
export type DescribedImage = ProcessedImage & { alt: string };

/** Variant keys: `<sha256 of the original>/<width>.<webp|jpg>`. */
export const VARIANT_KEY = /^[0-9a-f]{64}\/[1-9][0-9]{0,4}\.(webp|jpg)$/;

/** The URL a variant is served at (server/media.ts). */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/** The largest JPEG variant of a photo (what link previews can all read), as a path. */
export function largestJpegPath(image: Pick<DescribedImage, "variants"> | undefined | null): string | undefined {
  const jpegs = image?.variants.filter((variant) => variant.format === "jpeg") ?? [];
  const largest = jpegs.reduce<(typeof jpegs)[number] | undefined>((best, variant) => (!best || variant.width > best.width ? variant : best), undefined);
  return largest ? mediaUrl(largest.key) : undefined;
}

/** The key prefix every variant of an image shares (its content hash): what records and sweeps name the image by. */
export function storageKeyOf(image: Pick<ProcessedImage, "variants">): string {
  return image.variants[0]!.key.split("/")[0]!;
}

/** Photos in staff tables show at most this many CSS pixels wide (`.work-table__thumb`). */
export const TABLE_THUMBNAIL_WIDTH = 96;

/**
 * The image with only the variants a thumbnail `cssWidth` pixels wide needs:
 * of each format, the narrowest that stays sharp on a 2× screen (or the
 * widest there is), so that a table of thumbnails does not list every width.
 */
export function thumbnailOf<T extends Pick<DescribedImage, "variants">>(image: T, cssWidth: number): T {
  const wanted = cssWidth * 2;
  // One pass, as a table of thumbnails calls this for every row of every view.
  const chosen = new Map<ImageFormat, ImageVariant>();
  for (const variant of image.variants) {
    const best = chosen.get(variant.format);
    if (!best || sharperFit(variant, best, wanted)) chosen.set(variant.format, variant);
  }
  const variants = IMAGE_FORMATS.flatMap((format) => chosen.get(format) ?? []);
  return { ...image, variants };
}

/** Whether `candidate` fits `wanted` pixels better than `best`: the narrowest wide enough, else the widest. */
function sharperFit(candidate: ImageVariant, best: ImageVariant, wanted: number): boolean {
  if (best.width >= wanted) return candidate.width >= wanted && candidate.width < best.width;
  return candidate.width > best.width;
}
