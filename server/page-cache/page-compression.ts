import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gunzip, gzip } from "node:zlib";

/**
 * How stored pages are compressed. A page is compressed fast when it is
 * first rendered, so that its first visitor is answered at once (Brotli 5
 * and gzip 6: about 3 ms for a 70 KB page, against some 30 ms for the
 * strongest settings); once a second visitor asks for it, one background
 * worker recompresses it with Brotli 11 (about a tenth smaller again, for a
 * visitor on a slow island link) and the store swaps the smaller bytes in.
 * gzip gains nothing past level 6. A flood of pages asked for once never
 * reaches the background worker, and its queue is bounded.
 */
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

const FAST_BROTLI_QUALITY = 5;
const STRONG_BROTLI_QUALITY = 11;
const GZIP_LEVEL = 6;
/** Pages waiting for the strong pass; more are left fast-compressed. */
const MAX_WAITING_UPGRADES = 32;

export type Encoding = "br" | "gzip" | "identity";

/** Browsers send a handful of distinct Accept-Encoding headers, and reading one costs more than serving a stored page's headers: each answer is kept. */
const encodingByHeader = new Map<string, Encoding>();
const MAX_KEPT_HEADERS = 256;

/**
 * The encoding to send: Brotli whenever the browser accepts it, else gzip,
 * else none. The server's preference, not the order of the browser's list
 * (Chrome lists `gzip, deflate, br, zstd`, and would otherwise get gzip).
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const header = acceptEncoding ?? "";
  let encoding = encodingByHeader.get(header);
  if (encoding === undefined) {
    encoding = encodingFor(header);
    if (encodingByHeader.size >= MAX_KEPT_HEADERS) encodingByHeader.clear();
    encodingByHeader.set(header, encoding);
  }
  return encoding;
}

function encodingFor(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    if (name) accepted.set(name, quality === undefined ? 1 : Number(quality));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}

/**
 * The buffer alone: a small buffer may be a view of a larger block (Node's
 * pool, zlib's output chunk) that it would keep alive, unseen by the store's count.
 */
export function ownBuffer(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.byteLength) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(copy);
  return copy;
}

const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }).then(ownBuffer);

/** A page's bodies compressed fast, for its first visitor. */
export async function compressFast(body: Buffer): Promise<{ brotli: Buffer; gzip: Buffer }> {
  const [compressedBrotli, compressedGzip] = await Promise.all([brotliAt(body, FAST_BROTLI_QUALITY), gzipAsync(body, { level: GZIP_LEVEL }).then(ownBuffer)]);
  return { brotli: compressedBrotli, gzip: compressedGzip };
}

/** One background worker that recompresses pages with Brotli 11, one at a time, from their gzip body; `apply` gets the smaller body. */
export function strongCompressor() {
  const waiting: Array<{ key: string; gzipped: Buffer; apply: (brotli: Buffer) => void }> = [];
  const queued = new Set<string>();
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      for (let job = waiting.shift(); job; job = waiting.shift()) {
        queued.delete(job.key);
        try {
          job.apply(await brotliAt(await gunzipAsync(job.gzipped), STRONG_BROTLI_QUALITY));
        } catch {
          // The page keeps its fast compression; it is correct, only larger.
        }
      }
    } finally {
      running = false;
    }
  };
  return {
    upgrade(key: string, gzipped: Buffer, apply: (brotli: Buffer) => void) {
      if (queued.has(key) || waiting.length >= MAX_WAITING_UPGRADES) return;
      queued.add(key);
      waiting.push({ key, gzipped, apply });
      void run();
    },
  };
}
