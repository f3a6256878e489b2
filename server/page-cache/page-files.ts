import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AppConfig } from "../../app/shared/config/env.server";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../../app/shared/http/public-page";
import { logger } from "../../app/shared/lib/logger.server";
import { pageFileHeaders } from "../security-headers";
import type { StoredPage } from "./page-store";

/**
 * Public pages written as files for nginx to send without asking the app
 * (PAGE_FILES_DIR; decision 0132). Each page the page cache stores is also
 * written as `<path>.html` with its `.gz` and `.br` beside it, as nginx's
 * gzip_static and brotli_static read them, when nginx would send it with
 * exactly the headers the app sends: those the app writes for nginx at start
 * (`nginx-page-headers.conf`), so a page whose headers are its own (a
 * hydrating page's script hashes, an XML sitemap) stays with the app.
 *
 * The files live in a generation folder that the `current` link points to.
 * A change to public content points `current` at a new, empty folder (one
 * rename, before the process acknowledges the change, so a saving request's
 * answer waits for it), and a render writes only into the folder that was
 * current when it began and only if this process has not cleared since: the
 * folder a render began in was made after every change its data could miss
 * was announced, and once that change is acknowledged everywhere a newer
 * folder is current. A page expires as it does in memory (s-maxage).
 */

export const NGINX_HEADERS_FILE = "nginx-page-headers.conf";
const CURRENT = "current";
const GENERATIONS = "generations";
/** Old generation folders are removed once no render that began in them can still be writing. */
const GENERATION_GRACE_MS = 60_000;
const EXPIRY_SWEEP_MS = 5_000;
/** nginx gives a `.html` file this type (`charset utf-8`), the type the app gives a page. */
const HTML_TYPE = "text/html; charset=utf-8";
/** Paths written as files: plain segments that nginx's decoded, merged `$uri` reads the same. */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/?)*$/;

export type PageFilesOptions = {
  dir: string;
  /** The headers nginx adds to a page file (lower-case names), besides Cache-Control, X-Page-Cache and X-Request-Id. */
  headers: Record<string, string>;
  /** The Cache-Control of a public page, which nginx sends with a page file to anonymous visitors. */
  cacheControl: string;
  now?: () => number;
};

export type PageFiles = {
  /** The folder a render starting now may write into (read when the render begins). */
  folder: () => string;
  /** Writes a stored page (its compressed bodies, and `identity`, its bytes uncompressed) under its address, when nginx may send it as a file; whether it did. */
  write: (folder: string, url: string, page: StoredPage, identity: Buffer) => boolean;
  /** Points nginx at a new, empty generation: every page file is gone at once. */
  clear: () => void;
  stop: () => void;
  /** What names this set of headers: nginx reads files only under the name its included headers file sets. */
  headersId: string;
};

/** The file nginx reads for a page's address: `/` is `/.html`, `/blog` is `/blog.html`, `/blog/` is `/blog/.html`. */
export function pageFileName(url: string): string | null {
  if (url.includes("?") || !PLAIN_PATH.test(url) || url.includes("//")) return null;
  if (url.split("/").some((segment) => segment === "." || segment === "..")) return null;
  return `${url}.html`;
}

/** A value as an nginx configuration string: quoted, with quotes and backslashes escaped. */
export const nginxString = (value: string) => `"${value.replace(/["\\]/g, (character) => `\\${character}`)}"`;

/** The lines nginx includes in its page location: the headers id, and each header the app sends with such a page. */
export function nginxHeadersConfig(headersId: string, headers: Record<string, string>): string {
  const lines = [
    "# Written by the app at start (PAGE_FILES_DIR): the headers of a page sent as a file, the same as the app sends.",
    "# nginx reads it when it starts or reloads: reload nginx after the app's settings change (until then it asks the app).",
    `set $sugar_apple_page_headers ${headersId};`,
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`),
    "add_header Cache-Control $sugar_apple_page_cache_control always;",
    'add_header X-Page-Cache "file" always;',
    "add_header X-Request-Id $request_id always;",
  ];
  return `${lines.join("\n")}\n`;
}

function sameHeaders(page: Record<string, string>, expected: Record<string, string>): boolean {
  const names = Object.keys(page);
  return names.length === Object.keys(expected).length && names.every((name) => expected[name] === page[name]);
}

/** Writes a file whole under its name (nginx never reads half of one). */
function writeWhole(file: string, bytes: Buffer) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}

const generationTime = (name: string) => Number.parseInt(name.split("-")[0] ?? "", 36);

export function createPageFiles(options: PageFilesOptions): PageFiles {
  const now = options.now ?? Date.now;
  const dir = path.resolve(options.dir);
  const generations = path.join(dir, GENERATIONS);
  const link = path.join(dir, CURRENT);
  const expected = { ...options.headers, "content-type": HTML_TYPE, "cache-control": options.cacheControl };
  const headersId = `h-${createHash("sha256").update(JSON.stringify(Object.entries(expected))).digest("hex").slice(0, 16)}`;
  /** Files this process wrote, with when they expire and the modification time they were written with. */
  const written = new Map<string, { expiresAt: number; mtimeMs: number }>();
  let sweepTimer: NodeJS.Timeout | undefined;

  // nginx reads `$` in a header's value as a variable, and no header the app sends has one.
  const withDollar = Object.keys(options.headers).find((name) => options.headers[name]!.includes("$"));
  if (withDollar) throw new Error(`PAGE_FILES_DIR: the ${withDollar} header has a "$", which nginx cannot send as written`);
  mkdirSync(generations, { recursive: true });
  writeWhole(path.join(dir, NGINX_HEADERS_FILE), Buffer.from(nginxHeadersConfig(headersId, options.headers)));

  const currentGeneration = (): string | null => {
    try {
      return path.basename(readlinkSync(link));
    } catch {
      return null;
    }
  };

  const removeOldGenerations = () => {
    const current = currentGeneration();
    for (const name of readdirSync(generations)) {
      if (name !== current && !(now() - generationTime(name) < GENERATION_GRACE_MS)) {
        rmSync(path.join(generations, name), { recursive: true, force: true });
      }
    }
  };

  const startGeneration = () => {
    const name = `${now().toString(36)}-${process.pid}-${randomBytes(4).toString("hex")}`;
    mkdirSync(path.join(generations, name, headersId), { recursive: true });
    const temporary = path.join(dir, `.${CURRENT}.${name}`);
    symlinkSync(path.join(GENERATIONS, name), temporary);
    renameSync(temporary, link);
    written.clear();
    // Later, off the change's path: a render that began in an old folder may still write into it meanwhile.
    clearTimeout(sweepTimer);
    sweepTimer = setTimeout(() => {
      try {
        removeOldGenerations();
      } catch {
        // Another process removes it, or the next change does.
      }
    }, GENERATION_GRACE_MS + 1_000);
    sweepTimer.unref();
  };

  const clear = () => {
    try {
      startGeneration();
    } catch (error) {
      // No new folder: no folder at all, so that nginx asks the app rather than send what the change made old.
      rmSync(link, { force: true });
      logger.error("Could not start a new folder of page files after a change; nginx asks the app until the next change", { error });
    }
  };

  // Files left from before this process started may show content changed since: nginx starts from an empty folder.
  startGeneration();
  removeOldGenerations();

  const expiry = setInterval(() => {
    const time = now();
    for (const [file, { expiresAt, mtimeMs }] of written) {
      if (expiresAt > time) continue;
      written.delete(file);
      try {
        // Written again since (by another process): that copy is its own.
        if (statSync(file).mtimeMs !== mtimeMs) continue;
        unlinkSync(file);
        rmSync(`${file}.gz`, { force: true });
        rmSync(`${file}.br`, { force: true });
      } catch {
        // Gone with its generation.
      }
    }
  }, EXPIRY_SWEEP_MS);
  expiry.unref();

  return {
    headersId,
    folder: () => path.join(generations, currentGeneration() ?? "none", headersId),
    write(folder, url, page, identity) {
      const name = pageFileName(url);
      if (!name || page.status !== 200 || !sameHeaders(page.headers, expected)) return false;
      // The generation was removed (long superseded): nothing to write into.
      if (!existsSync(folder)) return false;
      const file = path.join(folder, name);
      try {
        mkdirSync(path.dirname(file), { recursive: true });
        writeWhole(`${file}.gz`, page.gzip);
        writeWhole(`${file}.br`, page.brotli);
        // The page itself last: nginx looks for it first, then for its compressed copies.
        writeWhole(file, identity);
        written.set(file, { expiresAt: page.expiresAt, mtimeMs: statSync(file).mtimeMs });
        return true;
      } catch {
        // A folder removed meanwhile: the page stays in memory, and nginx asks the app for it.
        return false;
      }
    },
    clear,
    stop() {
      clearInterval(expiry);
      clearTimeout(sweepTimer);
    },
  };
}

/** The page files of this site's settings, when PAGE_FILES_DIR is set. */
export function pageFilesFor(config: AppConfig): PageFiles | undefined {
  if (!config.pageFilesDir) return undefined;
  return createPageFiles({ dir: config.pageFilesDir, headers: pageFileHeaders(config), cacheControl: PUBLIC_PAGE_CACHE_CONTROL });
}
