/**
 * What an upload may be, and the messages for what it may not: plain
 * constants shared by the server (processImage, the upload route's body
 * limit) and the browser's courtesy check before sending.
 */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

export const NOT_AN_IMAGE = "That file is not an image we can use (JPEG, PNG, WebP or AVIF)";
export const IMAGE_TOO_LARGE = "Each photo must be 15 MB or smaller";

/** Where an agent's browser sends one photo at a time (app/routes/agent-uploads.ts). */
export const UPLOAD_PATH = "/agent/uploads";

/** Where an administrator's browser sends a blog cover image or an expense's receipt (app/routes/admin-uploads.ts). */
export const ADMIN_UPLOAD_PATH = "/admin/uploads";

/** Room for the multipart boundary and headers around one photo. */
export const UPLOAD_OVERHEAD_BYTES = 64 * 1024;
