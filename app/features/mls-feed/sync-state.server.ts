import { desc, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { markUnsafeText } from "~/shared/forms/text";
import { mlsFeedState, mlsSyncRuns, type SyncRunError } from "./mls-feed.table";

/**
 * The sync's state row and its runs. One pass at a time across processes: a
 * pass claims a lease on the state row (a time it holds it until), renews it
 * with every page it applies, and gives it back at the end; a process that
 * died mid-pass holds it only until the lease runs out.
 */
export type FeedMark = { timestamp: Date; key: string } | null;
export type Claim = { mark: FeedMark; lastReconciledAt: Date | null };

export class LeaseLost extends Error {
  constructor() {
    super("another process took over the feed sync (this pass's lease ran out)");
  }
}

/** Claims the sync for `owner` for `leaseMs`; null when another pass holds it. */
export async function claimSync(owner: string, leaseMs: number, db: Database = getDb()): Promise<Claim | null> {
  await db.insert(mlsFeedState).values({ id: 1 }).onConflictDoNothing();
  const { rows } = await rawQuery<{ mark_timestamp: string | null; mark_key: string | null; last_reconciled_at: string | null }>(db, sql`
    update mls_feed_state set lease_owner = ${owner}, lease_until = now() + make_interval(secs => ${leaseMs / 1000})
    where id = 1 and (lease_until is null or lease_until < now() or lease_owner = ${owner})
    returning mark_timestamp, mark_key, last_reconciled_at`);
  const row = rows[0];
  if (!row) return null;
  return {
    mark: row.mark_timestamp && row.mark_key !== null ? { timestamp: new Date(row.mark_timestamp), key: row.mark_key } : null,
    lastReconciledAt: row.last_reconciled_at ? new Date(row.last_reconciled_at) : null,
  };
}

/** Moves the mark and renews the lease, in the transaction that applied a page; throws LeaseLost when another owner holds it. */
export async function advanceMark(tx: Database, owner: string, leaseMs: number, mark: FeedMark): Promise<void> {
  const { rows } = await rawQuery(tx, sql`
    update mls_feed_state set
      mark_timestamp = coalesce(${mark?.timestamp.toISOString() ?? null}::timestamptz, mark_timestamp),
      mark_key = coalesce(${mark?.key ?? null}, mark_key),
      lease_until = now() + make_interval(secs => ${leaseMs / 1000})
    where id = 1 and lease_owner = ${owner} returning id`);
  if (rows.length === 0) throw new LeaseLost();
}

/** Ends a pass: the lease is given back; a successful pass records when. */
export async function releaseSync(owner: string, outcome: { succeeded: boolean; reconciled: boolean }, db: Database = getDb()): Promise<void> {
  await db
    .update(mlsFeedState)
    .set({
      leaseOwner: null,
      leaseUntil: null,
      ...(outcome.succeeded ? { lastSuccessAt: sql`now()` } : {}),
      ...(outcome.reconciled ? { lastReconciledAt: sql`now()` } : {}),
    })
    .where(sql`id = 1 and lease_owner = ${owner}`);
  // Feed listings' pages say when the feed was last read: kept pages are rendered again.
  if (outcome.succeeded) await rawQuery(db, sql`select pg_notify('public_content_changed', 'mls_feed_state')`);
}

export async function readFeedState(db: Database = getDb()) {
  const [row] = await db.select().from(mlsFeedState).where(eq(mlsFeedState.id, 1));
  return row ?? null;
}

/** When the last successful pass ended ("last updated" under feed listings); null before the first. */
export async function lastSuccessfulSync(db: Database = getDb()): Promise<Date | null> {
  return (await readFeedState(db))?.lastSuccessAt ?? null;
}

/** A run's counts; `read` is every record read from the feed, saved (new, changed, removed) or skipped. */
export type RunCounts = { pages: number; read: number; created: number; updated: number; removed: number; skipped: number; photos: number; reconciled: number };
export const emptyCounts = (): RunCounts => ({ pages: 0, read: 0, created: 0, updated: 0, removed: 0, skipped: 0, photos: 0, reconciled: 0 });

/** What a running pass is doing, for the feed page's live progress. */
export type RunStage = "starting" | "reading" | "saving" | "reconciling";

/** At most this many problems are kept per run; the count keeps the rest. */
const KEPT_ERRORS = 50;

/** A problem as stored: its text storable (jsonb refuses NUL) and a few lines long at most, whatever a feed sent. */
const storable = (error: SyncRunError): SyncRunError => ({
  ...(error.key === undefined ? {} : { key: markUnsafeText(error.key).slice(0, 300) }),
  reason: markUnsafeText(error.reason).slice(0, 500),
});

export async function startRun(db: Database = getDb()): Promise<string> {
  const [row] = await db.insert(mlsSyncRuns).values({ stage: "starting" }).returning({ id: mlsSyncRuns.id });
  return row!.id;
}

/** Says what the pass does next (once per page, never per record): the feed page shows it while the pass runs. */
export async function markRunStage(id: string, stage: RunStage, db: Database = getDb()): Promise<void> {
  await db.update(mlsSyncRuns).set({ stage }).where(eq(mlsSyncRuns.id, id));
}

/** Writes a run's counts and problems so far (inside a page's transaction, or at the end). */
export async function recordRun(
  id: string,
  counts: RunCounts,
  errors: readonly SyncRunError[],
  end?: "succeeded" | "failed",
  db: Database = getDb(),
): Promise<void> {
  await db
    .update(mlsSyncRuns)
    .set({ ...counts, errors: errors.slice(0, KEPT_ERRORS).map(storable), errorCount: errors.length, ...(end ? { status: end, stage: null, finishedAt: sql`now()` } : {}) })
    .where(eq(mlsSyncRuns.id, id));
}

/** A run that never finished (its process died) is shown as failed once a newer one starts. */
export async function closeAbandonedRuns(db: Database = getDb()): Promise<void> {
  await db.update(mlsSyncRuns).set({ status: "failed", stage: null, finishedAt: sql`now()` }).where(eq(mlsSyncRuns.status, "running"));
}

export type SyncRun = typeof mlsSyncRuns.$inferSelect;

/** The newest runs, for the admin dashboard. */
export async function listSyncRuns(limit = 10, db: Database = getDb()): Promise<SyncRun[]> {
  return db.select().from(mlsSyncRuns).orderBy(desc(mlsSyncRuns.startedAt)).limit(limit);
}
