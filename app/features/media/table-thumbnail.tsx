import { TABLE_THUMBNAIL_WIDTH, thumbnailOf, type DescribedImage } from "./image";
import { ResponsiveImage } from "./responsive-image";

/** A listing's photo in a staff table, in the one width it needs; a plain box when there is none. */
export function TableThumbnail({ image }: { image: DescribedImage | null }) {
  if (!image) return <span className="work-table__thumb work-table__thumb--none">No photo</span>;
  return <ResponsiveImage image={thumbnailOf(image, TABLE_THUMBNAIL_WIDTH)} sizes={`${TABLE_THUMBNAIL_WIDTH}px`} className="work-table__thumb" />;
}
