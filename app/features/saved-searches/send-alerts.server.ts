import { and, asc, eq, exists, inArray, isNull, ne, sql } from "drizzle-orm";
import { accountEmailOf } from "~/features/accounts/index.server";
import { cardColumns, joinListing, listingColumns } from "~/features/listings/index.server";
import { listingAttributionLines, mlsDisclaimerText } from "~/features/mls-feed/index.server";
import { enqueueMail } from "~/features/mail/index.server";
import { nextOpenHouses } from "~/features/open-houses/index.server";
import { getConfig } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { alertMail, type AlertListing } from "./alert-mail";
import { ownerTakesAlerts, searchFindsListing } from "./match-saved-searches.server";
import { savedSearchMatches, savedSearches } from "./saved-search.table";
import { readSavedQuery, searchFilters } from "./saved-searches.server";
import { unsubscribeToken, unsubscribeUrl } from "./unsubscribe-token.server";

/**
 * Sends what the matcher found. An instant search gets one e-mail per run
 * with all its new listings; a daily or weekly search gets a digest once a
 * day or week has passed since its last alert (or since it was saved). The
 * matches are marked sent, and the search's last alert time set, in the
 * transaction that queues the e-mail: the mail exists exactly when they are
 * marked, so no listing is sent twice and none is lost. Nothing goes to an
 * address not yet confirmed: its matches wait, and the first alert after
 * confirmation carries them (decision 0123).
 */

/** Whether a search is due at `now`. */
function isDue(now: Date) {
  const since = sql`coalesce(${savedSearches.lastAlertAt}, ${savedSearches.createdAt})`;
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(
    ${savedSearches.frequency} = 'instant'
    or (${savedSearches.frequency} = 'daily' and ${since} <= ${at} - interval '1 day')
    or (${savedSearches.frequency} = 'weekly' and ${since} <= ${at} - interval '7 days')
  )`;
}

/** What an alert shows of a listing: card columns, its cover photo among them. */
const alertColumns = {
  id: cardColumns.id,
  kind: cardColumns.kind,
  category: cardColumns.category,
  slug: cardColumns.slug,
  propertyInfo: cardColumns.propertyInfo,
  title: cardColumns.title,
  price: cardColumns.price,
  nightlyRate: cardColumns.nightlyRate,
  bedroomsTotal: cardColumns.bedroomsTotal,
  bathroomsTotalInteger: cardColumns.bathroomsTotalInteger,
  livingArea: cardColumns.livingArea,
  lotSizeAcres: cardColumns.lotSizeAcres,
  area: cardColumns.area,
  listingKey: listingColumns.listingKey,
  listingSource: cardColumns.listingSource,
  listedByUs: cardColumns.listedByUs,
  listOfficeName: cardColumns.listOfficeName,
  photo: cardColumns.photo,
};

/** Sends one search's alert if it is still due and has unsent matches; true when an e-mail was queued. */
async function sendSearchAlert(searchId: string, now: Date): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    // Another process sending this search holds its row: it is left to that one.
    const [search] = await tx
      .select({ id: savedSearches.id, name: savedSearches.name, query: savedSearches.query, email: accountEmailOf(savedSearches.userId) })
      .from(savedSearches)
      .where(and(eq(savedSearches.id, searchId), isDue(now), ownerTakesAlerts))
      .for("update", { skipLocked: true });
    if (!search?.email) return false;
    const pending = await joinListing(
      tx.select({ ...alertColumns, found: sql<boolean>`${searchFindsListing(now)}` }).from(savedSearchMatches).$dynamic(),
      savedSearchMatches.listingId,
    )
      .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.searchId))
      .where(and(eq(savedSearchMatches.searchId, searchId), isNull(savedSearchMatches.sentAt)))
      .orderBy(asc(savedSearchMatches.matchedAt), asc(alertColumns.id));
    if (pending.length === 0) return false;
    // A listing that left the search (withdrawn, or its price moved out) before the alert went is not sent, and not kept for later.
    const found = pending.filter((row) => row.found);
    await tx
      .update(savedSearchMatches)
      .set({ sentAt: now })
      .where(and(eq(savedSearchMatches.searchId, searchId), inArray(savedSearchMatches.listingId, pending.map((row) => row.id))));
    if (found.length === 0) return false;
    // Each listing's next open house, so the buyer hears of it with the listing.
    const openHouses = await nextOpenHouses(found.map((row) => row.id), now, tx);
    const listings: AlertListing[] = found.map((row) => ({ ...row, openHouse: openHouses.get(row.id) ?? null, attribution: listingAttributionLines(row) }));
    const { publicUrl } = getConfig();
    const filters = searchFilters(readSavedQuery(search.query));
    // The unsubscribe link's token works for good: the stored copy loses it once the alert is sent.
    const message = alertMail({ to: search.email, publicUrl, unsubscribeUrl: unsubscribeUrl(search.id), search: { ...search, filters }, listings, mlsDisclaimer: mlsDisclaimerText() });
    await enqueueMail(tx, { ...message, secrets: [unsubscribeToken(search.id)] });
    await tx.update(savedSearches).set({ lastAlertAt: now }).where(eq(savedSearches.id, searchId));
    return true;
  });
}

/** Queues the alerts due now (only the owner's with `userId`); returns how many e-mails were queued. */
export async function sendSavedSearchAlerts(options: { now?: Date; userId?: string } = {}): Promise<{ sent: number }> {
  const now = options.now ?? new Date();
  const unsent = getDb()
    .select({ one: sql`1` })
    .from(savedSearchMatches)
    .where(and(eq(savedSearchMatches.searchId, savedSearches.id), isNull(savedSearchMatches.sentAt)));
  const due = await getDb()
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(ne(savedSearches.frequency, "off"), isDue(now), exists(unsent), ownerTakesAlerts, options.userId ? eq(savedSearches.userId, options.userId) : undefined))
    .orderBy(asc(savedSearches.id));
  let sent = 0;
  for (const { id } of due) if (await sendSearchAlert(id, now)) sent += 1;
  return { sent };
}

/**
 * Alerts start when the address is confirmed: the owner's due alerts, with
 * every match kept while the address waited, are queued at once rather than at
 * the runner's next round (decision 0123).
 */
export async function startAlertsAfterConfirmation(userId: string, options: { now?: Date } = {}): Promise<Result<{ sent: number }>> {
  return runService("startAlertsAfterConfirmation", { userId }, async () => ok(await sendSavedSearchAlerts({ ...options, userId })));
}
