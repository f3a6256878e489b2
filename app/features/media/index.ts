/** What other parts of the app may use of media (safe in the browser); everything else is internal to it. */
export { largestJpegPath, storageKeyOf, TABLE_THUMBNAIL_WIDTH, thumbnailOf } from "./image";
export type { DescribedImage, ImageVariant, ProcessedImage } from "./image";
export { ADMIN_UPLOAD_PATH, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, UPLOAD_PATH } from "./image-limits";
export { processedImageSchema } from "./image-schema";
export { UPLOAD_OVERHEAD_BYTES } from "./image-limits";
