/** The media components, for routes and other features' pages; everything else is internal to it. */
export { ResponsiveImage } from "./responsive-image";
export { TableThumbnail } from "./table-thumbnail";
