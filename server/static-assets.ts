import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

/**
 * Serves the build's hashed assets for a year, preferring the Brotli copy
 * written at build time when the browser accepts it.
 */
export function hashedAssets(assetsDir: string): RequestHandler[] {
  const precompressed: RequestHandler = (request, response, next) => {
    const type = TYPES[path.extname(request.path)];
    if (!type || !/\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""))) return next();
    const file = path.join(assetsDir, path.normalize(request.path).replace(/^(\.\.[/\\])+/, ""));
    if (!file.startsWith(assetsDir) || !existsSync(`${file}.br`)) return next();
    response.setHeader("Content-Type", type);
    response.setHeader("Content-Encoding", "br");
    response.setHeader("Vary", "Accept-Encoding");
    response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    response.sendFile(`${file}.br`, (error?: NodeJS.ErrnoException) => {
      // A browser that navigates away mid-download is normal, not an error.
      if (error && error.code !== "ECONNABORTED" && !response.headersSent) next(error);
    });
  };
  return [precompressed, express.static(assetsDir, { immutable: true, maxAge: "1y" })];
}

/** Every file under `dir` (but its `assets` folder) as the URL path it is served at. */
function listPublicPaths(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return prefix === "" && entry.name === "assets" ? [] : listPublicPaths(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    return entry.isFile() ? [`${prefix}/${entry.name}`] : [];
  });
}

/**
 * Serves the build's public files (favicon, manifest, images) for an hour.
 * They are listed once at start, so a route's answer (`/session.json`,
 * `/sitemap.xml`) never waits for a file lookup that cannot succeed.
 */
export function publicFiles(clientDir: string): RequestHandler {
  const known = new Set(listPublicPaths(clientDir));
  const serve = express.static(clientDir, { maxAge: "1h" });
  return (request, response, next) => (known.has(request.path) ? serve(request, response, next) : next());
}
