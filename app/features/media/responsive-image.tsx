import { mediaUrl, type DescribedImage, type ImageFormat } from "./image";

type Props = {
  image: DescribedImage;
  /** How wide the image shows, for the browser to pick a width, e.g. "(min-width: 60rem) 50vw, 100vw". */
  sizes: string;
  /** The page's main image (the first photo): fetched early instead of lazily. */
  priority?: boolean;
  className?: string;
};

function srcSet(image: DescribedImage, format: ImageFormat) {
  return image.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${mediaUrl(variant.key)} ${variant.width}w`)
    .join(", ");
}

/**
 * A processed photo: WebP for browsers that take it, JPEG otherwise, each in
 * every width; width and height set so the page never shifts as it loads.
 */
export function ResponsiveImage({ image, sizes, priority = false, className }: Props) {
  const webp = srcSet(image, "webp");
  const jpeg = srcSet(image, "jpeg");
  const jpegs = image.variants.filter((variant) => variant.format === "jpeg");
  const fallback = (jpegs.length ? jpegs : image.variants).reduce<(typeof jpegs)[number] | undefined>(
    (largest, variant) => (!largest || variant.width > largest.width ? variant : largest),
    undefined,
  );
  return (
    <picture>
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        src={fallback ? mediaUrl(fallback.key) : undefined}
        srcSet={jpeg || undefined}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        className={className}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
