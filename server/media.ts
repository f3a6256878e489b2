import { pipeline } from "node:stream/promises";
import type { RequestHandler } from "express";
import { contentTypeForKey, getStorage, isValidKey, type Storage } from "../app/features/media/index.server";
import { logger } from "../app/shared/lib/logger.server";

/** Only image variants are served; whatever else storage holds (manifests) stays private. */
const SERVED_EXTENSION = /\.(webp|jpe?g|png|avif)$/i;

/**
 * Serves stored photo variants at `/media/<key>`. Keys are content hashes,
 * so a response never changes: browsers and CDNs may keep it for a year.
 */
export function mediaHandler(options: { storage?: Storage } = {}): RequestHandler {
  const storage = options.storage ?? getStorage();

  return async (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.setHeader("Allow", "GET, HEAD");
      response.status(405).type("text/plain").send("Method not allowed");
      return;
    }
    let key: string;
    try {
      key = decodeURIComponent(request.path.slice(1));
    } catch {
      key = "";
    }
    if (!isValidKey(key) || !SERVED_EXTENSION.test(key)) {
      response.status(404).type("text/plain").send("Not found");
      return;
    }

    const etag = `"${key}"`;
    let object;
    try {
      if (request.headers["if-none-match"] === etag && (await storage.exists(key))) {
        response.setHeader("ETag", etag);
        response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        response.status(304).end();
        return;
      }
      object = await storage.get(key);
    } catch (error) {
      logger.error("Reading a media file failed", { key, error });
      next(error);
      return;
    }
    if (!object) {
      response.status(404).type("text/plain").send("Not found");
      return;
    }

    // The extension decides the type, never what was stored beside the bytes.
    response.setHeader("Content-Type", contentTypeForKey(key));
    response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    response.setHeader("ETag", etag);
    if (object.size !== undefined) response.setHeader("Content-Length", String(object.size));
    if (request.method === "HEAD") {
      object.body.destroy();
      response.end();
      return;
    }
    try {
      await pipeline(object.body, response);
    } catch (error) {
      // A client that goes away mid-photo is normal; anything else is worth a line.
      if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") {
        logger.warn("Streaming a media file stopped", { key, error });
      }
    }
  };
}
