import { randomUUID } from "node:crypto";
import { getConfig } from "~/shared/config/env.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { logger } from "~/shared/lib/logger.server";
import { isSafeText } from "~/shared/forms/text";
import { applyFeedPage, laterMark, type Attribution } from "./apply-feed-page.server";
import { checkKey, oneLineReason } from "./feed-fields";
import type { SyncRunError } from "./mls-feed.table";
import { reconcileFeedKeys } from "./reconcile-keys.server";
import { FeedRequestError, ResoClient, type MlsSettings } from "./reso-client.server";
import {
  advanceMark,
  claimSync,
  closeAbandonedRuns,
  emptyCounts,
  LeaseLost,
  markRunStage,
  recordRun,
  releaseSync,
  startRun,
  type FeedMark,
  type RunCounts,
} from "./sync-state.server";

export type SyncOptions = {
  settings?: MlsSettings;
  client?: ResoClient;
  /** Records per page ($top). */
  pageSize?: number;
  /** "auto": when the last reconciliation is a day old. */
  reconcile?: "auto" | "always" | "never";
  /** Who holds the lease (a process and pass); a fresh id by default. */
  owner?: string;
  leaseMs?: number;
  onProgress?: (line: string) => void;
  /** Runs inside each page's transaction before it commits (tests stop a pass there, as a crash would). */
  beforeCommit?: (page: number) => Promise<void> | void;
  /** Aborted when the server shuts down: the pass stops between pages, and the next one resumes from the mark. */
  signal?: AbortSignal;
  db?: Database;
};

export type SyncReport =
  | { claimed: false }
  | { claimed: true; runId: string; status: "succeeded" | "failed"; counts: RunCounts; errors: SyncRunError[]; reconciled: boolean };

const DEFAULT_PAGE_SIZE = 200;
const DEFAULT_LEASE_MS = 5 * 60_000;
const RECONCILE_EVERY_MS = 24 * 60 * 60_000;

/** The OData literal of a string ('…' with quotes doubled). */
export const odataString = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** The change query from a mark: later timestamps, or the same timestamp and a later key, so that equal timestamps are never skipped. */
export function changeFilter(mark: FeedMark): string | undefined {
  if (!mark) return undefined;
  const at = mark.timestamp.toISOString();
  return `ModificationTimestamp gt ${at} or (ModificationTimestamp eq ${at} and ListingKey gt ${odataString(mark.key)})`;
}

/** The latest (timestamp, key) a page carries, read without judging its records. */
function pageMark(records: ReadonlyArray<Record<string, unknown>>): FeedMark {
  let mark: FeedMark = null;
  for (const record of records) {
    const { ListingKey: key, ModificationTimestamp: at } = record;
    if (typeof key !== "string" || typeof at !== "string" || Number.isNaN(Date.parse(at))) continue;
    mark = laterMark(mark, { timestamp: new Date(at), key });
  }
  return mark;
}

const isLater = (a: FeedMark, b: FeedMark) => Boolean(a) && laterMark(a, b) === a && (!b || a!.timestamp.getTime() !== b.timestamp.getTime() || a!.key !== b.key);

/** Office and agent names for records that carry only their keys, asked of the Office and Member resources once per pass. */
async function lookUpAttribution(client: ResoClient, records: ReadonlyArray<Record<string, unknown>>, known: Attribution): Promise<void> {
  const { resources } = client.settings;
  // Only keys a record may carry (storable, short text) are asked for; a record with another is refused on its own.
  const missing = (keyField: string, nameField: string, cache: Map<string, unknown>) => [
    ...new Set(
      records.flatMap((record) => {
        if (!record || typeof record !== "object" || record[nameField]) return [];
        const checked = checkKey(record, keyField);
        return checked.ok && checked.key && !cache.has(checked.key) ? [checked.key] : [];
      }),
    ),
  ];
  const offices = missing("ListOfficeKey", "ListOfficeName", known.offices);
  for (let start = 0; start < offices.length; start += 50) {
    const keys = offices.slice(start, start + 50);
    const page = await client.getPage(
      client.resourceUrl(resources.office, { $filter: keys.map((key) => `OfficeKey eq ${odataString(key)}`).join(" or "), $select: "OfficeKey,OfficeName,OfficePhone" }),
    );
    for (const key of keys) known.offices.set(key, { name: null, phone: null });
    for (const office of page.value) {
      if (office && typeof office.OfficeKey === "string" && keys.includes(office.OfficeKey)) {
        known.offices.set(office.OfficeKey, { name: attributionText(office.OfficeName), phone: attributionText(office.OfficePhone) });
      }
    }
  }
  const members = missing("ListAgentKey", "ListAgentFullName", known.members);
  for (let start = 0; start < members.length; start += 50) {
    const keys = members.slice(start, start + 50);
    const page = await client.getPage(
      client.resourceUrl(resources.member, { $filter: keys.map((key) => `MemberKey eq ${odataString(key)}`).join(" or "), $select: "MemberKey,MemberFullName" }),
    );
    for (const key of keys) known.members.set(key, { name: null });
    for (const member of page.value) {
      if (member && typeof member.MemberKey === "string" && keys.includes(member.MemberKey)) known.members.set(member.MemberKey, { name: attributionText(member.MemberFullName) });
    }
  }
}

/** A name or phone the Office and Member resources gave: storable text of a sane length, else none. */
function attributionText(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= 200 && isSafeText(trimmed) ? trimmed : null;
}

const describe = (counts: Omit<RunCounts, "pages" | "read" | "reconciled">) =>
  `${counts.created} new, ${counts.updated} changed, ${counts.removed} removed, ${counts.skipped} skipped, ${counts.photos} photos queued`;

/**
 * One pass of the feed sync: claims the lease (or answers claimed: false
 * when another process runs one), pulls Property changes after the stored
 * mark page by page, following @odata.nextLink, and applies each page with
 * the mark's move in one transaction, so a pass stopped anywhere resumes
 * after the last page it committed. A key reconciliation follows when due.
 * A feed that fails (after the client's retries) ends the pass as failed,
 * keeping every page applied before it.
 */
export async function runFeedSync(options: SyncOptions = {}): Promise<SyncReport> {
  const settings = options.settings ?? getConfig().mls;
  if (!settings.apiUrl) throw new Error("MLS_API_URL is not set: there is no feed to sync");
  const db = options.db ?? getDb();
  const owner = options.owner ?? `${process.pid}-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const progress = options.onProgress ?? (() => undefined);
  const claim = await claimSync(owner, leaseMs, db);
  if (!claim) return { claimed: false };

  const client = options.client ?? new ResoClient(settings, { onRetry: (reason, wait) => progress(`${reason}; trying again in ${Math.ceil(wait / 1000)} s`) });
  const counts = emptyCounts();
  const errors: SyncRunError[] = [];
  let status: "succeeded" | "failed" = "succeeded";
  let reconciled = false;
  let runId: string | undefined;
  // Whatever happens, the run gets an end and an outcome, and the lease is given back (decision 0119).
  try {
    await closeAbandonedRuns(db);
    const run = await startRun(db);
    runId = run;
    let mark = claim.mark;
    progress(mark ? `Resuming after ${mark.timestamp.toISOString()} / ${mark.key}` : "Starting a first full pass");
    const { resources } = settings;
    let url: string | undefined = client.resourceUrl(resources.property, {
      $filter: changeFilter(mark),
      $orderby: "ModificationTimestamp,ListingKey",
      $top: options.pageSize ?? DEFAULT_PAGE_SIZE,
      $expand: `${resources.media},${resources.openHouse}`,
    });
    const attribution: Attribution = { offices: new Map(), members: new Map() };
    while (url) {
      if (options.signal?.aborted) {
        errors.push({ reason: "the pass was stopped (the server is shutting down); the next one resumes from here" });
        status = "failed";
        break;
      }
      await markRunStage(run, "reading", db);
      const page = await client.getPage(url);
      if (page.value.length === 0) break;
      const carried = pageMark(page.value);
      if (mark && carried && !isLater(carried, mark)) {
        errors.push({ reason: "the feed repeated a page (nothing in it is newer than what was applied); the pass stops here" });
        status = "failed";
        break;
      }
      await lookUpAttribution(client, page.value, attribution);
      await markRunStage(run, "saving", db);
      const pageNumber = counts.pages + 1;
      const outcome = await db.transaction(async (tx) => {
        const applied = await applyFeedPage(tx, page.value, { attribution, officeId: settings.officeId });
        const next = { ...counts, pages: pageNumber, read: counts.read + page.value.length };
        for (const name of ["created", "updated", "removed", "skipped", "photos"] as const) next[name] += applied.counts[name];
        await advanceMark(tx, owner, leaseMs, laterMark(mark, applied.mark));
        await recordRun(run, next, [...errors, ...applied.errors], undefined, tx);
        await options.beforeCommit?.(pageNumber);
        return { applied, next };
      });
      Object.assign(counts, outcome.next);
      errors.push(...outcome.applied.errors);
      for (const error of outcome.applied.errors) progress(`  ${error.key ? `ListingKey ${error.key}` : "a record"}: ${error.reason}`);
      mark = laterMark(mark, outcome.applied.mark);
      progress(`Page ${pageNumber}: ${page.value.length} records, ${describe(outcome.applied.counts)}`);
      url = page.nextLink;
    }
    const due = options.reconcile === "always" || (options.reconcile !== "never" && (!claim.lastReconciledAt || Date.now() - claim.lastReconciledAt.getTime() >= RECONCILE_EVERY_MS));
    if (status === "succeeded" && due) {
      await markRunStage(run, "reconciling", db);
      const result = await reconcileFeedKeys(client, { owner, leaseMs, db });
      counts.reconciled = result.listed;
      counts.removed += result.removed;
      if (result.error) errors.push({ reason: result.error });
      else reconciled = true;
      progress(result.error ? `Key reconciliation: ${result.error}` : `Key reconciliation: ${result.listed} keys in the feed, ${result.removed} listings removed`);
    }
  } catch (error) {
    status = "failed";
    const expected = error instanceof FeedRequestError || error instanceof LeaseLost;
    const reason = expected ? error.message : `the pass stopped on an unexpected error: ${oneLineReason(error)}`;
    errors.push({ reason });
    progress(`The pass stopped: ${reason}`);
    if (!expected) {
      await endPass(runId, counts, errors, status, reconciled, owner, db);
      throw error;
    }
  } finally {
    if (!options.client) client.close();
  }
  await endPass(runId, counts, errors, status, reconciled, owner, db);
  progress(`Pass ${status}: ${counts.pages} pages, ${describe(counts)}, ${errors.length} problems`);
  return { claimed: true, runId: runId!, status, counts, errors, reconciled };
}

/** Records the run's end and gives the lease back; a failure here (the database gone) is logged, the pass's own outcome stands. */
async function endPass(
  runId: string | undefined,
  counts: RunCounts,
  errors: SyncRunError[],
  status: "succeeded" | "failed",
  reconciled: boolean,
  owner: string,
  db: Database,
): Promise<void> {
  try {
    if (runId) await recordRun(runId, counts, errors, status, db);
    await releaseSync(owner, { succeeded: status === "succeeded", reconciled }, db);
  } catch (error) {
    if (status === "succeeded") throw error;
    logger.warn("The MLS sync run's end could not be recorded", { runId, reason: oneLineReason(error) });
  }
}
