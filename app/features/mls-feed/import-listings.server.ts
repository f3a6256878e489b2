import { readFile } from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { accountIdsByEmail } from "~/features/accounts/index.server";
import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { getDb } from "~/shared/db/client.server";
import { isConnectionLost } from "~/shared/db/postgres-errors";
import type { NewListingRow } from "~/features/listings/index.server";
import { insertListing, insertListings, listingColumns, selectListings, updateListing, type Listing } from "~/features/listings/index.server";
import { rowValues } from "~/features/listings/index.server";
import { readFeed, rowLabel, type FeedFailure, type FeedRecord } from "./read-feed";
import { hasUnsafeText } from "~/shared/forms/text";
import { mapResoRecord, newMlsListingTimes, type MappedListing } from "./reso-mapping";
import { feedMedia, type FeedMedia } from "./feed-record";
import { checkKey, reportedKey } from "./feed-fields";
import { recordFeedMedia } from "./feed-media.server";
import { namesOurOffice, recordOffice, type RecordOffice } from "./own-office";

/**
 * The MLS feed import (`npm run import:listings -- FILE`): RESO records are
 * upserted by ListingKey, approved and attributed to their listing agent and
 * office. A bad row is reported with its line and reason and the rest go on.
 * A record that matches what is stored changes nothing, so a second run of
 * the same file reports every good row unchanged. An update never touches
 * the slug (URLs stay), the review status or the featured flag (an
 * administrator's decisions stand). Another firm's listing (its listing
 * office not ours, `namesOurOffice`) keeps no agent of its own: whatever
 * agent e-mail the file gives, its enquiries go to our office (decision 0115).
 */
export type ImportSummary = {
  /** Rows read from the file (good and bad). */
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: FeedFailure[];
  /** Photos (RESO Media) queued for the background fetcher. */
  photosQueued?: number;
  /** Photos left out of rows that were imported (an address that is not a valid http(s) URL, a bad key), with why. */
  photosLeftOut?: FeedFailure[];
};

export type ImportOptions = {
  onProgress?: (done: number, total: number) => void;
  /** Records per database round (existing rows and agents are fetched per batch). */
  batchSize?: number;
};

/** The columns an import writes (and compares, to tell unchanged from updated). */
const IMPORTED_COLUMNS = [
  "kind", "category", "subcategory", "title", "description", "area", "features", "details",
  "listPrice", "closePrice", "closeDate", "standardStatus", "propertyType", "propertySubType",
  "bedroomsTotal", "bathroomsTotalInteger", "livingArea", "lotSizeAcres", "yearBuilt", "latitude", "longitude",
  "agentId", "listAgentEmail", "listAgentName", "listOfficeName", "buyerOfficeName", "listOfficeKey", "listedByUs",
] as const satisfies ReadonlyArray<keyof Listing>;

type ImportedValues = Pick<NewListingRow, (typeof IMPORTED_COLUMNS)[number]>;

/** JSON with object keys sorted, so that jsonb's key order does not count as a change. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

function changed(existing: Listing, values: ImportedValues): boolean {
  return IMPORTED_COLUMNS.some((column) => stable(existing[column]) !== stable(values[column]));
}

function importedValues(listing: MappedListing, office: RecordOffice, agentIds: Map<string, string>): ImportedValues {
  const row = rowValues(listing.kind, listing.values);
  const values = Object.fromEntries(IMPORTED_COLUMNS.map((column) => [column, row[column] ?? null])) as ImportedValues;
  const { mls, brokerage } = getConfig();
  values.listOfficeKey = office.key ?? office.mlsId;
  values.listedByUs = namesOurOffice(office, { officeId: mls.officeId, names: [site.name, brokerage.legalName] });
  // Another firm's agent is named as the file names them, but never given an address or an account of ours.
  const email = values.listedByUs ? listing.agent.email : undefined;
  const { name } = listing.agent;
  // The listing's agent, one way (decision 0104): the account with a confirmed address, else the agent's own address.
  values.agentId = (email && agentIds.get(email)) || null;
  values.listAgentEmail = values.agentId ? null : (email ?? null);
  if (email && !values.agentId) values.listAgentName ??= name ?? email;
  return values;
}

/** A field name as it can be printed on one line. */
const printable = (name: string) => JSON.stringify(name).slice(1, -1);

/**
 * Why the database refused a row, in one line: PostgreSQL's own message
 * (found in the error's causes), never the query text or its parameters.
 */
export function databaseReason(error: unknown): string {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof message === "string") {
      return message.split("\n")[0]!.slice(0, 200);
    }
    current = (current as { cause?: unknown }).cause;
  }
  return "the database refused it";
}

type FeedPlace = { line: number; index?: number };

/**
 * The database server went away during the import (its connection broke or
 * could not be made): the import stops at `place`, the row it was writing,
 * instead of reporting every row after it as refused.
 */
export class DatabaseGone extends Error {
  constructor(
    readonly place: FeedPlace,
    /** Rows finished (created, updated or unchanged) before the server went away. */
    readonly imported: number,
    cause: unknown,
  ) {
    super(`the database server went away at ${rowLabel(place).toLowerCase()} (${connectionReason(cause)})`, { cause });
  }
}

/** The driver's own words for a lost connection (first line, never Drizzle's query text), or its error code. */
export function connectionReason(error: unknown): string {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof message === "string" && message && !message.startsWith("Failed query")) return message.split("\n")[0]!.slice(0, 200);
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return "connection lost";
}

const finished = (summary: ImportSummary) => summary.created + summary.updated + summary.unchanged;

/** Stops the import at `place` when the error is a lost connection, so that it is not reported as a refused row. */
function stopIfGone(error: unknown, place: FeedPlace, summary: ImportSummary): void {
  if (error instanceof DatabaseGone) throw error;
  if (isConnectionLost(error)) throw new DatabaseGone(place, finished(summary), error);
}

type NewImport = { at: FeedPlace; listing: MappedListing; values: ImportedValues };

/** A new listing's row: approved, listed when the feed says (never in the future). */
function newListingValues({ listing, values }: NewImport, now: Date): Omit<NewListingRow, "slug"> {
  return { ...values, listingKey: listing.listingKey, ...newMlsListingTimes(listing.submittedAt, now) };
}

/**
 * Inserts a batch's new listings in one statement (insertListings). When the
 * database refuses the statement (one bad row, or a slug another writer took
 * meanwhile), the rows go in one by one so that only the bad one is reported.
 */
async function insertNewListings(fresh: readonly NewImport[], summary: ImportSummary): Promise<void> {
  if (fresh.length === 0) return;
  const now = new Date();
  try {
    await insertListings(fresh.map((item) => newListingValues(item, now)));
    summary.created += fresh.length;
    return;
  } catch (error) {
    stopIfGone(error, fresh[0]!.at, summary);
    // Otherwise reported row by row below.
  }
  for (const item of fresh) {
    try {
      await insertListing(newListingValues(item, now));
      summary.created++;
    } catch (error) {
      stopIfGone(error, item.at, summary);
      summary.failed.push({ ...item.at, reason: `Could not be saved: ${databaseReason(error)}`, listingKey: item.listing.listingKey });
    }
  }
}

/**
 * Records the Media list of each record that has one (the photos are fetched
 * in the background, as the feed sync's are); a listing that could not be
 * saved has no row and is passed over.
 */
async function queueMedia(batch: ReadonlyArray<{ line: number; index?: number; listing: MappedListing; record: Record<string, unknown> }>, summary: ImportSummary): Promise<void> {
  // Only rows judged good: their keys are safe to look up, a refused row's may not be.
  const withMedia = new Map<string, FeedMedia[]>();
  for (const { line, index, listing, record } of batch) {
    const problems: string[] = [];
    const media = feedMedia(record.Media, problems);
    for (const reason of problems) (summary.photosLeftOut ??= []).push({ ...(index === undefined ? { line } : { line, index }), reason, listingKey: listing.listingKey });
    if (media) withMedia.set(listing.listingKey, media);
  }
  if (withMedia.size === 0) return;
  const rows = await selectListings({ id: listingColumns.id, listingKey: listingColumns.listingKey }).where(inArray(listingColumns.listingKey, [...withMedia.keys()]));
  for (const row of rows) summary.photosQueued = (summary.photosQueued ?? 0) + (await recordFeedMedia(row.id, withMedia.get(row.listingKey!)!, getDb()));
}

/** Imports records already read from a feed; failures of reading are passed in to be counted. */
export async function importListingRecords(
  records: readonly FeedRecord[],
  readFailures: readonly FeedFailure[] = [],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const db = getDb();
  const summary: ImportSummary = { total: records.length + readFailures.length, created: 0, updated: 0, unchanged: 0, failed: [...readFailures] };
  const firstSeen = new Map<string, string>();
  const batchSize = options.batchSize ?? 200;
  let done = readFailures.length;

  for (let start = 0; start < records.length; start += batchSize) {
    const batch = records.slice(start, start + batchSize);
    const mapped: Array<{ line: number; index?: number; listing: MappedListing; office: RecordOffice; record: Record<string, unknown> }> = [];
    for (const { line, index, record } of batch) {
      const at = index === undefined ? { line } : { line, index };
      // The key is judged first, and reported escaped when it cannot be printed or stored (decision 0119).
      const shownKey = reportedKey(record.ListingKey);
      const withKey = shownKey === undefined ? {} : { listingKey: shownKey };
      const keyCheck = checkKey(record, "ListingKey");
      if (!keyCheck.ok) {
        summary.failed.push({ ...at, reason: keyCheck.reason, ...withKey });
        continue;
      }
      // Media and OpenHouse are judged item by item, as the feed does: a bad photo is left out and listed, not the row refused.
      const unstorable = Object.keys(record).find((name) => hasUnsafeText(name) || (name !== "Media" && name !== "OpenHouse" && hasUnsafeText(record[name])));
      if (unstorable !== undefined) {
        summary.failed.push({ ...at, reason: `${printable(unstorable)} holds a character the database cannot store (such as NUL)`, ...withKey });
        continue;
      }
      // Keys a query may use later (the office's is stored and compared) are judged like the listing's own.
      const badKey = ["ListOfficeKey", "ListOfficeMlsId", "ListAgentKey"].map((name) => checkKey(record, name)).find((checked) => !checked.ok);
      if (badKey && !badKey.ok) {
        summary.failed.push({ ...at, reason: badKey.reason, ...withKey });
        continue;
      }
      const result = mapResoRecord(record);
      if (!result.ok) {
        summary.failed.push({ ...at, reason: result.reason, listingKey: result.listingKey });
        continue;
      }
      const key = result.listing.listingKey;
      const seen = firstSeen.get(key);
      if (seen !== undefined) {
        summary.failed.push({ ...at, reason: `ListingKey ${key} appears twice in the file (first on ${seen})`, listingKey: key });
        continue;
      }
      firstSeen.set(key, index === undefined ? `line ${line}` : `record ${index}`);
      mapped.push({ ...at, listing: result.listing, office: recordOffice(record), record });
    }

    const keys = mapped.map(({ listing }) => listing.listingKey);
    const emails = [...new Set(mapped.map(({ listing }) => listing.agent.email).filter((email): email is string => Boolean(email)))];
    const readBatch = async () => ({
      existing: keys.length ? await selectListings(listingColumns, db).where(inArray(listingColumns.listingKey, keys)) : [],
      // Only a confirmed address links a listing to an account.
      agentIds: await accountIdsByEmail(db, emails, { verifiedOnly: true }),
    });
    const { existing, agentIds } = await readBatch().catch((error: unknown) => {
      const { line, index } = mapped[0]!;
      stopIfGone(error, index === undefined ? { line } : { line, index }, summary);
      throw error;
    });
    const byKey = new Map(existing.map((row) => [row.listingKey!, row]));

    const fresh: NewImport[] = [];
    for (const { line, index, listing, office } of mapped) {
      const at = index === undefined ? { line } : { line, index };
      const values = importedValues(listing, office, agentIds);
      const current = byKey.get(listing.listingKey);
      if (!current) {
        fresh.push({ at, listing, values });
        continue;
      }
      try {
        if (changed(current, values)) {
          await updateListing(current.id, { ...values, updatedAt: new Date() }, db);
          summary.updated++;
        } else {
          summary.unchanged++;
        }
      } catch (error) {
        stopIfGone(error, at, summary);
        summary.failed.push({ ...at, reason: `Could not be saved: ${databaseReason(error)}`, listingKey: listing.listingKey });
      }
    }
    await insertNewListings(fresh, summary);
    await queueMedia(mapped, summary);
    done += batch.length;
    options.onProgress?.(done, summary.total);
  }
  if (records.length === 0) options.onProgress?.(done, summary.total);
  summary.failed.sort((a, b) => a.line - b.line || (a.index ?? 0) - (b.index ?? 0));
  return summary;
}

/** Reads a feed file (JSON or CSV) and imports it. Throws FeedError when the file as a whole cannot be read. */
export async function importListingFile(file: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const text = await readFile(file, "utf8");
  const feed = readFeed(text, path.basename(file));
  return importListingRecords(feed.records, feed.failures, options);
}
