import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { AwsClient } from "aws4fetch";
import { getConfig, type AppConfig } from "~/shared/config/env.server";

/**
 * Where uploaded files live: a folder on local disk by default, an
 * S3-compatible bucket when STORAGE_LOCATION is `s3://bucket/prefix`.
 * Keys are relative, slash-separated names such as `<sha256>/960.webp`.
 */
export type StoredObject = {
  body: Readable;
  contentType: string;
  /** Bytes, when the store knows it. */
  size?: number;
};

export interface Storage {
  /** Human-readable location for logs: a folder or `s3://bucket/prefix`. */
  readonly location: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes one object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with prefix; returns how many. */
  deletePrefix(prefix: string): Promise<number>;
  /** Every stored key starting with prefix (all keys without one), a page at a time, in no particular order. */
  list(prefix?: string): AsyncIterable<string>;
}

export class InvalidKeyError extends Error {}

// Segments start with a letter or digit, so `.`, `..` and hidden names are
// impossible; no leading slash (absolute), no backslash, no empty segment.
const SEGMENT = "[A-Za-z0-9][A-Za-z0-9._-]*";
const KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);
const PREFIX = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*/?$`);
const MAX_KEY_LENGTH = 512;

export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY.test(key);
}

function assertKey(key: string) {
  if (!isValidKey(key)) throw new InvalidKeyError(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

function assertPrefix(prefix: string) {
  if (prefix.length > MAX_KEY_LENGTH || !PREFIX.test(prefix)) {
    throw new InvalidKeyError(`Invalid storage prefix: ${JSON.stringify(prefix.slice(0, 80))}`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".avif": "image/avif",
  ".json": "application/json",
};

/** The content type a key's extension stands for. */
export function contentTypeForKey(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

function isMissing(error: unknown) {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/** Files under one folder; each key is a path below it. */
export function createDiskStorage(folder: string): Storage {
  const root = path.resolve(folder);

  function fileFor(key: string) {
    assertKey(key);
    const file = path.resolve(root, key);
    // Belt and braces: the key rules already keep it inside the folder.
    if (!file.startsWith(root + path.sep)) throw new InvalidKeyError(`Invalid storage key: ${key}`);
    return file;
  }

  async function* walk(dir: string): AsyncGenerator<string> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile()) yield full;
    }
  }

  const keyOf = (file: string) => path.relative(root, file).split(path.sep).join("/");

  /** Stored keys under prefix; files being written (`*.partial`) are not objects yet. */
  async function* keysUnder(prefix: string): AsyncGenerator<{ key: string; file: string }> {
    const lastSlash = prefix.lastIndexOf("/");
    const dir = lastSlash === -1 ? root : path.join(root, prefix.slice(0, lastSlash));
    for await (const file of walk(dir)) {
      const key = keyOf(file);
      if (key.startsWith(prefix) && isValidKey(key) && !key.endsWith(".partial")) yield { key, file };
    }
  }

  async function removeEmptyParents(dir: string) {
    while (dir.startsWith(root + path.sep)) {
      try {
        await rmdir(dir);
      } catch {
        return; // not empty (or gone): stop climbing
      }
      dir = path.dirname(dir);
    }
  }

  return {
    location: root,

    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = `${file}.${randomUUID()}.partial`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = fileFor(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), contentType: contentTypeForKey(key), size: info.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await stat(fileFor(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      const file = fileFor(key);
      await rm(file, { force: true });
      await removeEmptyParents(path.dirname(file));
    },

    async deletePrefix(prefix) {
      assertPrefix(prefix);
      const doomed: string[] = [];
      for await (const { file } of keysUnder(prefix)) doomed.push(file);
      for (const file of doomed) await rm(file, { force: true });
      for (const parent of new Set(doomed.map((file) => path.dirname(file)))) await removeEmptyParents(parent);
      return doomed.length;
    },

    async *list(prefix = "") {
      if (prefix) assertPrefix(prefix);
      for await (const { key } of keysUnder(prefix)) yield key;
    },
  };
}

export type S3Options = {
  bucket: string;
  /** Folder inside the bucket, without slashes at either end ("" for none). */
  prefix: string;
  /** e.g. https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** Reads `s3://bucket/some/prefix` into its bucket and prefix. */
export function parseS3Location(location: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(location);
  if (!match) throw new Error(`STORAGE_LOCATION is not a valid s3://bucket/prefix address: ${location}`);
  const prefix = (match[2] ?? "").replace(/^\/+|\/+$/g, "");
  if (prefix) assertPrefix(prefix);
  return { bucket: match[1]!, prefix };
}

function xmlText(text: string) {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, …)
 * over plain HTTPS with SigV4-signed requests, path-style addressing.
 */
export function createS3Storage(options: S3Options): Storage {
  const endpoint = (options.endpoint ?? `https://s3.${options.region}.amazonaws.com`).replace(/\/+$/, "");
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: "s3",
    retries: 3,
  });
  const bucketUrl = `${endpoint}/${encodeURIComponent(options.bucket)}`;
  const objectName = (key: string) => (options.prefix ? `${options.prefix}/${key}` : key);
  const objectUrl = (key: string) => {
    assertKey(key);
    return `${bucketUrl}/${objectName(key).split("/").map(encodeURIComponent).join("/")}`;
  };

  async function failure(action: string, key: string, response: Response): Promise<Error> {
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    return new Error(`S3 ${action} ${key} failed: HTTP ${response.status} ${detail}`.trim());
  }

  /** Keys under prefix, one listing page (up to 1,000) at a time. */
  async function* listKeys(prefix: string): AsyncGenerator<string> {
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ "list-type": "2", prefix: objectName(prefix) });
      if (token) query.set("continuation-token", token);
      const response = await client.fetch(`${bucketUrl}?${query}`, { method: "GET" });
      if (!response.ok) throw await failure("LIST", prefix || "(all)", response);
      const xml = await response.text();
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) {
        const name = xmlText(match[1]!);
        const key = options.prefix ? name.slice(options.prefix.length + 1) : name;
        if (isValidKey(key)) yield key;
      }
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      token = truncated ? xmlText(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? "") : undefined;
    } while (token);
  }

  async function remove(key: string) {
    const response = await client.fetch(objectUrl(key), { method: "DELETE" });
    if (!response.ok && response.status !== 404) throw await failure("DELETE", key, response);
  }

  return {
    location: `s3://${options.bucket}${options.prefix ? `/${options.prefix}` : ""}`,

    async put(key, bytes, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: "PUT",
        body: new Uint8Array(bytes), // a copy on a plain ArrayBuffer, as fetch's types want
        headers: { "Content-Type": contentType },
      });
      if (!response.ok) throw await failure("PUT", key, response);
      await response.body?.cancel();
    },

    async get(key) {
      const response = await client.fetch(objectUrl(key), { method: "GET" });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await failure("GET", key, response);
      const length = Number(response.headers.get("content-length"));
      return {
        body: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
        contentType: response.headers.get("content-type") ?? contentTypeForKey(key),
        size: Number.isFinite(length) && length > 0 ? length : undefined,
      };
    },

    async exists(key) {
      const response = await client.fetch(objectUrl(key), { method: "HEAD" });
      if (response.status === 404) return false;
      if (!response.ok) throw await failure("HEAD", key, response);
      return true;
    },

    delete: remove,

    async deletePrefix(prefix) {
      assertPrefix(prefix);
      const keys: string[] = [];
      for await (const key of listKeys(prefix)) keys.push(key);
      // A handful of objects per image: plain DELETEs, a few at a time.
      for (let start = 0; start < keys.length; start += 8) {
        await Promise.all(keys.slice(start, start + 8).map(remove));
      }
      return keys.length;
    },

    list(prefix = "") {
      if (prefix) assertPrefix(prefix);
      return listKeys(prefix);
    },
  };
}

/** The storage STORAGE_LOCATION names (and the S3_* settings, for a bucket). */
export function createStorage(config: Pick<AppConfig, "storageLocation" | "s3">): Storage {
  if (!config.storageLocation.startsWith("s3://")) return createDiskStorage(config.storageLocation);
  const { bucket, prefix } = parseS3Location(config.storageLocation);
  const { endpoint, region, accessKeyId, secretAccessKey } = config.s3;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error("STORAGE_LOCATION is an s3:// bucket but S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not both set");
  }
  return createS3Storage({ bucket, prefix, endpoint, region, accessKeyId, secretAccessKey });
}

let shared: Storage | undefined;

/** The process-wide storage, from the configuration. */
export function getStorage(): Storage {
  shared ??= createStorage(getConfig());
  return shared;
}

/** Tests that change STORAGE_LOCATION call this after doing so. */
export function resetStorageForTests() {
  shared = undefined;
}
