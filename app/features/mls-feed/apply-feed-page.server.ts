import { inArray } from "drizzle-orm";
import { accountIdsByEmail } from "~/features/accounts/index.server";
import { REVIEW_STATUS } from "~/features/listings";
import { insertListing, insertListings, listingColumns, rowValues, selectListings, updateListing, type NewListingRow } from "~/features/listings/index.server";
import type { Database } from "~/shared/db/client.server";
import { isConnectionLost } from "~/shared/db/postgres-errors";
import { addNewFeedMedia, recordFeedMedia, recordFeedMediaOf } from "./feed-media.server";
import { judgeFeedRecord, type FeedListing } from "./feed-record";
import { newMlsListingTimes } from "./reso-mapping";
import { OFF_FEED, takeOffSite } from "./off-feed.server";
import { addFeedOpenHouses, replaceFeedOpenHouses, replaceFeedOpenHousesOf } from "~/features/open-houses/index.server";
import { databaseReason } from "./import-listings.server";
import type { SyncRunError } from "./mls-feed.table";
import type { FeedMark, RunCounts } from "./sync-state.server";

/** Office and agent names the Office and Member resources gave, by key, for records that carry only keys. */
export type Attribution = { offices: Map<string, { name: string | null; phone: string | null }>; members: Map<string, { name: string | null }> };

export type PageOutcome = { counts: Omit<RunCounts, "pages" | "read" | "reconciled">; errors: SyncRunError[]; mark: FeedMark };

/** Is this the brokerage's own listing (MLS_OFFICE_ID against the listing office's key or MLS id)? */
export function isOwnOffice(value: Pick<FeedListing, "officeKey" | "officeMlsId">, officeId: string | undefined): boolean {
  return Boolean(officeId) && (value.officeKey === officeId || value.officeMlsId === officeId);
}

/** The later of two marks (timestamp, then key). */
export function laterMark(a: FeedMark, b: FeedMark): FeedMark {
  if (!a) return b;
  if (!b) return a;
  const order = a.timestamp.getTime() - b.timestamp.getTime() || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  return order >= 0 ? a : b;
}

function rowFor(value: FeedListing, attribution: Attribution, officeId: string | undefined, agentIds: Map<string, string>): Omit<NewListingRow, "slug"> {
  const { listing } = value;
  const office = value.officeKey ? attribution.offices.get(value.officeKey) : undefined;
  const member = value.agentKey ? attribution.members.get(value.agentKey) : undefined;
  const own = isOwnOffice(value, officeId);
  const email = listing.agent.email;
  const agentId = (own && email && agentIds.get(email)) || null;
  return {
    ...rowValues(listing.kind, listing.values),
    listingKey: listing.listingKey,
    listingSource: "mls",
    feedModifiedAt: value.modifiedAt,
    listOfficeKey: value.officeKey ?? value.officeMlsId,
    listOfficeName: value.officeName ?? office?.name ?? null,
    listOfficePhone: value.officePhone ?? office?.phone ?? null,
    listAgentKey: value.agentKey,
    listedByUs: own,
    listAgentName: value.agentName ?? member?.name ?? null,
    // Another firm's listing has no agent e-mail here: its enquiries go to our office, never to that firm's agent.
    // Ours names the agent's account, or their address until they have a confirmed one (decision 0104).
    agentId,
    listAgentEmail: (own && !agentId && email) || null,
  };
}

/**
 * Applies one page of Property records inside the caller's transaction.
 * Each record gets its own savepoint, so a record the database refuses is
 * reported with its key and the rest of the page goes on. A listing whose
 * status or opt-outs take it off the site is taken off (kept, with its
 * history, as off-feed) when the feed put it there, and comes back approved
 * when the feed shows it again; listings entered here or imported from a
 * file are never touched by an off-site record.
 */
export async function applyFeedPage(
  tx: Database,
  records: ReadonlyArray<Record<string, unknown>>,
  context: { attribution: Attribution; officeId: string | undefined; now?: Date },
): Promise<PageOutcome> {
  const counts = { created: 0, updated: 0, removed: 0, skipped: 0, photos: 0 };
  const errors: SyncRunError[] = [];
  let mark: FeedMark = null;
  const now = context.now ?? new Date();

  // Judged before any statement: a key the database cannot compare refuses its record, never the page's look-ups.
  const judged = records.map((record) => (record && typeof record === "object" && !Array.isArray(record) ? judgeFeedRecord(record) : { refused: true as const, reason: "the record is not an object" }));
  for (const result of judged) if (result.key && result.modifiedAt) mark = laterMark(mark, { timestamp: result.modifiedAt, key: result.key });
  for (const result of judged) {
    if ("show" in result && result.show) for (const reason of result.value.notes) errors.push({ key: result.key, reason });
  }

  const keys = [...new Set(judged.map((result) => result.key).filter((key): key is string => Boolean(key)))];
  const existing = keys.length
    ? await selectListings(
        { id: listingColumns.id, listingKey: listingColumns.listingKey, listingSource: listingColumns.listingSource, feedModifiedAt: listingColumns.feedModifiedAt, reviewStatus: listingColumns.reviewStatus },
        tx,
      ).where(
        inArray(listingColumns.listingKey, keys),
      )
    : [];
  const byKey = new Map(existing.map((row) => [row.listingKey!, row]));
  const emails = judged.flatMap((result) => ("show" in result && result.show && isOwnOffice(result.value, context.officeId) && result.value.listing.agent.email ? [result.value.listing.agent.email] : []));
  // Only a confirmed address links a listing to an account.
  const agentIds = await accountIdsByEmail(tx, [...new Set(emails)], { verifiedOnly: true });

  // New listings go in with one statement (and their media with another); the rest, and every new one when
  // that statement is refused, record by record.
  type Judged = (typeof judged)[number];
  const fresh: Array<Extract<Judged, { show: true }>> = [];
  const rest: Judged[] = [];
  for (const result of judged) {
    if (!("refused" in result) && result.show && !byKey.has(result.key) && !fresh.some((item) => item.key === result.key)) fresh.push(result);
    else rest.push(result);
  }
  const inserted = fresh.length > 0 && (await insertFresh(tx, fresh, (value) => rowFor(value, context.attribution, context.officeId, agentIds), now));
  if (inserted) {
    counts.created += fresh.length;
    counts.photos += inserted.photos;
    for (const [key, id] of inserted.ids) {
      byKey.set(key, { id, listingKey: key, listingSource: "mls", feedModifiedAt: fresh.find((item) => item.key === key)!.modifiedAt, reviewStatus: REVIEW_STATUS.approved });
    }
  }

  // Changes to listings on the site go in together too (a key the page holds once); the rest, and all of them
  // when the database refuses that, record by record.
  const remaining = inserted ? rest : judged;
  const times = new Map<string, number>();
  for (const result of remaining) if (result.key) times.set(result.key, (times.get(result.key) ?? 0) + 1);
  const changed: Array<{ id: string; value: FeedListing }> = [];
  const single: Judged[] = [];
  for (const result of remaining) {
    const current = result.key ? byKey.get(result.key) : undefined;
    const update =
      !("refused" in result) &&
      result.show &&
      current &&
      times.get(result.key) === 1 &&
      !(current.listingSource === "mls" && (current.reviewStatus === OFF_FEED || current.feedModifiedAt?.getTime() === result.modifiedAt.getTime()));
    if (update) changed.push({ id: current.id, value: result.value });
    else single.push(result);
  }
  const updated = changed.length > 0 && (await updateChanged(tx, changed, (value) => rowFor(value, context.attribution, context.officeId, agentIds), now));
  if (updated) {
    counts.updated += changed.length;
    counts.photos += updated.photos;
  }

  for (const result of updated || changed.length === 0 ? single : remaining) {
    if ("refused" in result) {
      errors.push(result.reportKey === undefined ? { reason: result.reason } : { key: result.reportKey, reason: result.reason });
      counts.skipped++;
      continue;
    }
    const current = byKey.get(result.key);
    try {
      await tx.transaction(async (savepoint) => {
        if (!result.show) {
          if (current?.listingSource === "mls" && current.reviewStatus !== OFF_FEED) {
            await takeOffSite(current.id, now, savepoint);
            byKey.set(result.key, { ...current, reviewStatus: OFF_FEED });
            counts.removed++;
          } else {
            counts.skipped++;
          }
          return;
        }
        const { value } = result;
        // A listing the feed took off and shows again returns approved, with the history it had.
        const returning = current?.listingSource === "mls" && current.reviewStatus === OFF_FEED;
        if (current && current.listingSource === "mls" && !returning && current.feedModifiedAt?.getTime() === value.modifiedAt.getTime()) {
          counts.skipped++;
          return;
        }
        const row = rowFor(value, context.attribution, context.officeId, agentIds);
        let id: string;
        if (current) {
          await updateListing(current.id, { ...row, updatedAt: now, ...(returning ? { reviewStatus: REVIEW_STATUS.approved, reviewedAt: now } : {}) }, savepoint);
          id = current.id;
          if (returning) byKey.set(result.key, { ...current, reviewStatus: REVIEW_STATUS.approved });
          counts.updated++;
        } else {
          id = await insertListing({ ...row, ...newMlsListingTimes(value.listing.submittedAt, now) }, savepoint);
          byKey.set(result.key, { id, listingKey: result.key, listingSource: "mls", feedModifiedAt: value.modifiedAt, reviewStatus: REVIEW_STATUS.approved });
          counts.created++;
        }
        if (value.media) counts.photos += await recordFeedMedia(id, value.media, savepoint);
        if (value.openHouses) await replaceFeedOpenHouses(id, value.openHouses, savepoint);
      });
    } catch (error) {
      if (isConnectionLost(error)) throw error;
      errors.push({ key: result.key, reason: `Could not be saved: ${databaseReason(error)}` });
      counts.skipped++;
    }
  }
  return { counts, errors, mark };
}

/** Updates a page's changed listings, their media and open houses in a few statements; null when the database refuses them. */
async function updateChanged(
  tx: Database,
  changed: ReadonlyArray<{ id: string; value: FeedListing }>,
  rowOf: (value: FeedListing) => Omit<NewListingRow, "slug">,
  now: Date,
): Promise<{ photos: number } | null> {
  try {
    return await tx.transaction(async (savepoint) => {
      for (const { id, value } of changed) await updateListing(id, { ...rowOf(value), updatedAt: now }, savepoint);
      const photos = await recordFeedMediaOf(changed.flatMap(({ id, value }) => (value.media ? [{ listingId: id, media: value.media }] : [])), savepoint);
      await replaceFeedOpenHousesOf(changed.flatMap(({ id, value }) => (value.openHouses ? [{ listingId: id, openHouses: value.openHouses }] : [])), savepoint);
      return { photos };
    });
  } catch (error) {
    if (isConnectionLost(error)) throw error;
    return null;
  }
}

/** Inserts a page's new listings, their media and open houses in a few statements; null when the database refuses them. */
async function insertFresh(
  tx: Database,
  fresh: ReadonlyArray<{ key: string; value: FeedListing }>,
  rowOf: (value: FeedListing) => Omit<NewListingRow, "slug">,
  now: Date,
): Promise<{ ids: Map<string, string>; photos: number } | null> {
  try {
    return await tx.transaction(async (savepoint) => {
      await insertListings(
        fresh.map(({ value }) => ({ ...rowOf(value), ...newMlsListingTimes(value.listing.submittedAt, now) })),
        savepoint,
      );
      const rows = await selectListings({ id: listingColumns.id, listingKey: listingColumns.listingKey }, savepoint).where(inArray(listingColumns.listingKey, fresh.map((item) => item.key)));
      const ids = new Map(rows.map((row) => [row.listingKey!, row.id]));
      const photos = await addNewFeedMedia(fresh.flatMap(({ key, value }) => (value.media ? [{ listingId: ids.get(key)!, media: value.media }] : [])), savepoint);
      await addFeedOpenHouses(fresh.flatMap(({ key, value }) => (value.openHouses ? [{ listingId: ids.get(key)!, openHouses: value.openHouses }] : [])), savepoint);
      return { ids, photos };
    });
  } catch (error) {
    if (isConnectionLost(error)) throw error;
    return null;
  }
}
