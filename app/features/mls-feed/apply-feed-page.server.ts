import { inArray } from "drizzle-orm";
import { accountIdsByEmail } from "~/features/accounts/index.server";
import { REVIEW_STATUS } from "~/features/listings";
import { deleteListing, insertListing, insertListings, listingColumns, rowValues, selectListings, updateListing, type NewListingRow } from "~/features/listings/index.server";
import type { Database } from "~/shared/db/client.server";
import { isConnectionLost } from "~/shared/db/postgres-errors";
import { hasUnsafeText } from "~/shared/forms/text";
import { addNewFeedMedia, recordFeedMedia } from "./feed-media.server";
import { judgeFeedRecord, type FeedListing } from "./feed-record";
import { addOpenHouses, replaceOpenHouses } from "./open-houses.server";
import { databaseReason } from "./import-listings.server";
import type { SyncRunError } from "./mls-feed.table";
import type { FeedMark, RunCounts } from "./sync-state.server";

/** Office and agent names the Office and Member resources gave, by key, for records that carry only keys. */
export type Attribution = { offices: Map<string, { name: string | null; phone: string | null }>; members: Map<string, { name: string | null }> };

export type PageOutcome = { counts: Omit<RunCounts, "pages" | "reconciled">; errors: SyncRunError[]; mark: FeedMark };

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
    // Another firm's listing has no agent here: its enquiries go to our office, never to that firm's agent.
    agentInfo: own && email ? { email, name: value.agentName ?? email, role: "agent" } : null,
    agentId: (own && email && agentIds.get(email)) || null,
    displayAddress: value.display.address,
    displayValuation: value.display.valuation,
    displayComments: value.display.comments,
  };
}

/**
 * Applies one page of Property records inside the caller's transaction.
 * Each record gets its own savepoint, so a record the database refuses is
 * reported with its key and the rest of the page goes on. A listing whose
 * status or opt-outs take it off the site is deleted when the feed put it
 * there; listings entered here or imported from a file are never touched
 * by an off-site record.
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

  const judged = records.map((record) => {
    const unsafe = Object.keys(record).find((name) => hasUnsafeText(name) || (typeof record[name] === "string" && hasUnsafeText(record[name])));
    const result = judgeFeedRecord(record);
    if (unsafe !== undefined && !("refused" in result)) {
      return { refused: true as const, key: result.key, modifiedAt: result.modifiedAt, reason: `${JSON.stringify(unsafe).slice(1, -1)} holds a character the database cannot store` };
    }
    return result;
  });
  for (const result of judged) if (result.key && result.modifiedAt) mark = laterMark(mark, { timestamp: result.modifiedAt, key: result.key });

  const keys = [...new Set(judged.map((result) => result.key).filter((key): key is string => Boolean(key)))];
  const existing = keys.length
    ? await selectListings({ id: listingColumns.id, listingKey: listingColumns.listingKey, listingSource: listingColumns.listingSource, feedModifiedAt: listingColumns.feedModifiedAt }, tx).where(
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
    for (const [key, id] of inserted.ids) byKey.set(key, { id, listingKey: key, listingSource: "mls", feedModifiedAt: fresh.find((item) => item.key === key)!.modifiedAt });
  }

  for (const result of inserted ? rest : judged) {
    if ("refused" in result) {
      errors.push({ key: result.key, reason: result.reason });
      counts.skipped++;
      continue;
    }
    const current = byKey.get(result.key);
    try {
      await tx.transaction(async (savepoint) => {
        if (!result.show) {
          if (current?.listingSource === "mls") {
            await deleteListing(current.id, savepoint);
            byKey.delete(result.key);
            counts.removed++;
          } else {
            counts.skipped++;
          }
          return;
        }
        const { value } = result;
        if (current && current.listingSource === "mls" && current.feedModifiedAt?.getTime() === value.modifiedAt.getTime()) {
          counts.skipped++;
          return;
        }
        const row = rowFor(value, context.attribution, context.officeId, agentIds);
        let id: string;
        if (current) {
          await updateListing(current.id, { ...row, updatedAt: now }, savepoint);
          id = current.id;
          counts.updated++;
        } else {
          const listed = value.listing.submittedAt && value.listing.submittedAt < now ? value.listing.submittedAt : now;
          id = await insertListing({ ...row, reviewStatus: REVIEW_STATUS.approved, reviewedAt: now, submittedAt: listed, createdAt: now, updatedAt: now }, savepoint);
          byKey.set(result.key, { id, listingKey: result.key, listingSource: "mls", feedModifiedAt: value.modifiedAt });
          counts.created++;
        }
        if (value.media) counts.photos += await recordFeedMedia(id, value.media, savepoint);
        if (value.openHouses) await replaceOpenHouses(id, value.openHouses, savepoint);
      });
    } catch (error) {
      if (isConnectionLost(error)) throw error;
      errors.push({ key: result.key, reason: `Could not be saved: ${databaseReason(error)}` });
      counts.skipped++;
    }
  }
  return { counts, errors, mark };
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
        fresh.map(({ value }) => {
          const listed = value.listing.submittedAt && value.listing.submittedAt < now ? value.listing.submittedAt : now;
          return { ...rowOf(value), reviewStatus: REVIEW_STATUS.approved, reviewedAt: now, submittedAt: listed, createdAt: now, updatedAt: now };
        }),
        savepoint,
      );
      const rows = await selectListings({ id: listingColumns.id, listingKey: listingColumns.listingKey }, savepoint).where(inArray(listingColumns.listingKey, fresh.map((item) => item.key)));
      const ids = new Map(rows.map((row) => [row.listingKey!, row.id]));
      const photos = await addNewFeedMedia(fresh.flatMap(({ key, value }) => (value.media ? [{ listingId: ids.get(key)!, media: value.media }] : [])), savepoint);
      await addOpenHouses(fresh.flatMap(({ key, value }) => (value.openHouses ? [{ listingId: ids.get(key)!, openHouses: value.openHouses }] : [])), savepoint);
      return { ids, photos };
    });
  } catch (error) {
    if (isConnectionLost(error)) throw error;
    return null;
  }
}
