/** What other parts of the app may use of content (safe in the browser); everything else is internal to it. */
export { ATTRACTION_VIDEOS } from "./attraction-videos";
export { CONTENT_PICTURES } from "./content-pictures";
export { DEFAULT_HERO_IMAGE, heroImage } from "./hero-image";
export { LEGAL_LAST_UPDATED } from "./legal";
export { CONTENT_PICTURE_SIZE } from "./content-pictures";
export { videoFrameSources } from "./attraction-videos";
