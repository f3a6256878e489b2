import { and, eq, sql } from "drizzle-orm";
import { fetch, type Agent } from "undici";
import { processImage, recordUpload, uploadRecordOf } from "~/features/media/index.server";
import { getConfig } from "~/shared/config/env.server";
import { parseMediaHostEntry } from "~/shared/config/media-host-entry";
import { getDb, type Database } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { markUnsafeText } from "~/shared/forms/text";
import { logger } from "~/shared/lib/logger.server";
import { oneLineReason, photoUrlProblem } from "./feed-fields";
import { rebuildFeedPhotos } from "./feed-media.server";
import { guardedAgent, isPrivateLiteral, networkReason, readCapped } from "./guarded-fetch.server";
import { mlsMedia } from "./mls-feed.table";
import type { MlsSettings } from "./reso-client.server";

/**
 * Turns pending feed media into listing photos in the background: each
 * fetched (allow-listed public hosts only, through the address guard,
 * redirects re-checked), checked by its first bytes, capped in size, and
 * handed to the media pipeline (widths, WebP and JPEG, no metadata). Rows
 * are claimed with a short lease, lowest Order first, so that several
 * processes never fetch one photo twice and each listing's cover comes
 * first. A temporary failure is retried later; after the last attempt, or
 * at once for a refusal that will not change (a host outside the list, not
 * an image, too large), the row fails until the feed changes it.
 */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
const ATTEMPTS = 5;
const CLAIM_MS = 5 * 60_000;
const MAX_REDIRECTS = 3;

export type PhotoOptions = { settings?: MlsSettings; batch?: number; timeoutMs?: number; maxBytes?: number; db?: Database };
export type PhotoRound = { ready: number; retried: number; failed: Array<{ key: string; media: string; reason: string }> };

class Refusal extends Error {}
/** A size limit as people read it. */
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`);
class Temporary extends Error {}

const defaultPort = (protocol: string) => (protocol === "https:" ? "443" : "80");

/**
 * Is the origin of `url` (scheme, host and port) one the photos may come
 * from? An MLS_MEDIA_HOSTS entry names a host (a leading "*." admits its
 * subdomains), optionally a scheme and a port: without a port it admits the
 * default one of the scheme (80 for http, 443 for https), so a feed cannot
 * point the server at another service of an allowed host. Without entries,
 * the API's own origin.
 */
export function isAllowedMediaOrigin(url: URL, settings: Pick<MlsSettings, "mediaHosts" | "apiUrl">): boolean {
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  const host = url.hostname.toLowerCase();
  const port = url.port || defaultPort(url.protocol);
  if (settings.mediaHosts.length === 0) {
    if (!settings.apiUrl || !URL.canParse(settings.apiUrl)) return false;
    const api = new URL(settings.apiUrl);
    return api.protocol === url.protocol && api.hostname.toLowerCase() === host && (api.port || defaultPort(api.protocol)) === port;
  }
  return settings.mediaHosts.some((entry) => {
    const rule = parseMediaHostEntry(entry);
    if (!rule || (rule.scheme && rule.scheme !== url.protocol)) return false;
    if (!(rule.subdomains ? host.endsWith(`.${rule.host}`) : host === rule.host)) return false;
    return port === (rule.port ?? defaultPort(url.protocol));
  });
}

/** What the first bytes say the file is; null for anything but the photo formats the pipeline takes. */
export function sniffImage(bytes: Buffer): "jpeg" | "png" | "webp" | "avif" | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && bytes.toString("latin1", 4, 8) === "ftyp" && /^avi[fs]$/.test(bytes.toString("latin1", 8, 12))) return "avif";
  return null;
}

async function download(url: string, agent: Agent, settings: MlsSettings, timeoutMs: number, maxBytes: number): Promise<Buffer> {
  // Checked again here: rows stored before addresses were checked on the way in, and a redirect's target, are judged alike.
  const problem = photoUrlProblem(url);
  if (problem) throw new Refusal(problem.replace(/^MediaURL/, "its address"));
  let target = new URL(url);
  const signal = AbortSignal.timeout(timeoutMs);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (target.protocol !== "https:" && target.protocol !== "http:") throw new Refusal(`the photo address is not http(s)`);
    if (!isAllowedMediaOrigin(target, settings)) throw new Refusal(`its host ${target.host} is not in MLS_MEDIA_HOSTS`);
    if (!settings.allowPrivate && isPrivateLiteral(target)) throw new Refusal(`its host ${target.hostname} is a private address`);
    let response;
    try {
      response = await fetch(target, { dispatcher: agent, redirect: "manual", signal, headers: { accept: "image/*", "user-agent": "SugarAppleRealty-MlsSync/1.0" } });
    } catch (error) {
      const reason = networkReason(error);
      if (reason.includes("private address")) throw new Refusal(reason);
      throw new Temporary(`it could not be fetched: ${reason}`);
    }
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (!URL.canParse(location, target)) throw new Refusal("it redirects to an address that is not a valid URL");
      target = new URL(location, target);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      const reason = `its host answered ${response.status}`;
      throw response.status === 429 || response.status >= 500 || response.status === 408 ? new Temporary(reason) : new Refusal(reason);
    }
    const declared = Number(response.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body?.cancel();
      throw new Refusal(`it is larger than ${size(maxBytes)}`);
    }
    const body = await readCapped(response.body, maxBytes).catch((error: unknown) => {
      throw new Temporary(`its download broke off: ${networkReason(error)}`);
    });
    if (body === null) throw new Refusal(`it is larger than ${size(maxBytes)}`);
    return body;
  }
  throw new Refusal("it redirects too many times");
}

/** One round: up to `batch` due photos, fetched and stored one after another. */
export async function fetchDuePhotos(options: PhotoOptions = {}): Promise<PhotoRound> {
  const settings = options.settings ?? getConfig().mls;
  const db = options.db ?? getDb();
  const round: PhotoRound = { ready: 0, retried: 0, failed: [] };
  const { rows } = await rawQuery<{ listing_id: string; media_key: string; url: string; attempts: number; listing_key: string | null }>(db, sql`
    update mls_media m set next_attempt_at = now() + make_interval(secs => ${CLAIM_MS / 1000})
    from (
      select listing_id, media_key from mls_media
      where status = 'pending' and next_attempt_at <= now()
      order by position, next_attempt_at limit ${options.batch ?? 20}
      for update skip locked
    ) due
    where m.listing_id = due.listing_id and m.media_key = due.media_key
    returning m.listing_id, m.media_key, m.url, m.attempts, (select listing_key from listings where id = m.listing_id) as listing_key`);
  if (rows.length === 0) return round;
  const agent = guardedAgent(settings.allowPrivate);
  try {
    for (const row of rows) {
      const where = and(eq(mlsMedia.listingId, row.listing_id), eq(mlsMedia.mediaKey, row.media_key), eq(mlsMedia.url, row.url));
      try {
        const bytes = await download(row.url, agent, settings, options.timeoutMs ?? 30_000, options.maxBytes ?? PHOTO_MAX_BYTES);
        if (!sniffImage(bytes)) throw new Refusal(`it is not a JPEG, PNG, WebP or AVIF image${/^\s*</.test(bytes.subarray(0, 64).toString("latin1")) ? " (it is HTML)" : ""}`);
        const processed = await processImage(bytes);
        if (!processed.success) throw new Refusal(`the image could not be used: ${processed.error}`);
        // Recorded like an upload, so the daily sweep deletes its files once no listing uses them.
        await recordUpload(uploadRecordOf(processed.data, null));
        await db.transaction(async (tx) => {
          const updated = await tx
            .update(mlsMedia)
            .set({ status: "ready", lastError: null, width: processed.data.width, height: processed.data.height, variants: processed.data.variants, attempts: row.attempts + 1 })
            .where(where)
            .returning({ listingId: mlsMedia.listingId });
          if (updated.length > 0) await rebuildFeedPhotos(row.listing_id, tx);
        });
        round.ready++;
      } catch (caught) {
        // One photo's failure is its own: anything unforeseen counts as a temporary failure of this photo, never the round's.
        let error = caught;
        if (!(error instanceof Refusal || error instanceof Temporary)) {
          error = new Temporary(`it failed unexpectedly: ${oneLineReason(caught)}`);
          logger.warn("An MLS photo failed unexpectedly", { listingKey: row.listing_key, mediaKey: row.media_key, reason: (error as Error).message });
        }
        const attempts = row.attempts + 1;
        const final = error instanceof Refusal || attempts >= ATTEMPTS;
        const reason = markUnsafeText((error as Error).message);
        // Temporary failures wait 1, 4, 16… minutes.
        await db
          .update(mlsMedia)
          .set({ attempts, lastError: reason, ...(final ? { status: "failed" } : { nextAttemptAt: sql`now() + make_interval(mins => ${4 ** (attempts - 1)})` }) })
          .where(where);
        if (final) {
          round.failed.push({ key: row.listing_key ?? row.listing_id, media: row.media_key, reason });
          logger.warn("An MLS photo was skipped", { listingKey: row.listing_key, mediaKey: row.media_key, reason });
        } else {
          round.retried++;
        }
      }
    }
  } finally {
    agent.close().catch(() => undefined);
  }
  return round;
}

/** How many feed photos wait to be fetched (for progress lines). */
export async function countPendingPhotos(db: Database = getDb()): Promise<number> {
  const { rows } = await rawQuery<{ count: number }>(db, sql`select count(*)::int as count from mls_media where status = 'pending'`);
  return rows[0]?.count ?? 0;
}
