import compression from "compression";
import { constants as zlib } from "node:zlib";

/**
 * Compression of answers made for one request and never stored: personal
 * pages (an account, a dashboard), data requests, pages rendered past the
 * cache. Brotli 2 and gzip 3 take about a third of the CPU of the defaults
 * (Brotli 4, gzip 6) for bodies some 8% larger; the pages everyone shares
 * are compressed hard once, in the page cache, instead.
 */
export const LIVE_BROTLI_QUALITY = 2;
export const LIVE_GZIP_LEVEL = 3;

export function liveCompression() {
  return compression({ level: LIVE_GZIP_LEVEL, brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: LIVE_BROTLI_QUALITY } } });
}
