import { sql } from "drizzle-orm";
import { enqueueMail } from "~/features/mail/index.server";
import { getConfig } from "~/shared/config/env.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { getDb } from "~/shared/db/client.server";
import { alertMail, type AlertListing } from "./alert-mail";
import { searchFindsListing } from "./match-saved-searches.server";
import { readSavedQuery, searchFilters } from "./saved-searches.server";
import { unsubscribeToken, unsubscribeUrl } from "./unsubscribe-token.server";

/**
 * Sends what the matcher found. An instant search gets one e-mail per run
 * with all its new listings; a daily or weekly search gets a digest once a
 * day or week has passed since its last alert (or since it was saved). The
 * matches are marked sent, and the search's last alert time set, in the
 * transaction that queues the e-mail: the mail exists exactly when they are
 * marked, so no listing is sent twice and none is lost.
 */

/** Whether a search (alias `s`) is due at `now`. */
const isDue = (now: Date) => sql`(
  s.frequency = 'instant'
  or (s.frequency = 'daily' and coalesce(s.last_alert_at, s.created_at) <= ${now.toISOString()}::timestamptz - interval '1 day')
  or (s.frequency = 'weekly' and coalesce(s.last_alert_at, s.created_at) <= ${now.toISOString()}::timestamptz - interval '7 days')
)`;

type DueSearch = { id: string; name: string; query: string; email: string };
type Pending = AlertListing & { found: boolean };

/** Sends one search's alert if it is still due and has unsent matches; true when an e-mail was queued. */
async function sendSearchAlert(searchId: string, now: Date): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    // Another process sending this search holds its row: it is left to that one.
    const due = await rawQuery<DueSearch>(tx, sql`
      select s.id, s.name, s.query, u.email
      from saved_searches s join users u on u.id = s.user_id
      where s.id = ${searchId} and ${isDue(now)} and u.email_verified_at is not null and u.status <> 'disabled'
      for update of s skip locked`);
    const search = due.rows[0];
    if (!search) return false;
    const pending = await rawQuery<Pending>(tx, sql`
      select l.id, l.kind, l.category, l.slug, l.property_info as "propertyInfo", l.title, l.price, l.nightly_rate as "nightlyRate",
        l.bedrooms_total as "bedroomsTotal", l.bathrooms_total_integer as "bathroomsTotalInteger", l.living_area as "livingArea",
        l.lot_size_acres::float8 as "lotSizeAcres", l.area, (${searchFindsListing}) as found
      from saved_search_matches m
      join listings l on l.id = m.listing_id
      join saved_searches s on s.id = m.search_id
      where m.search_id = ${searchId} and m.sent_at is null
      order by m.matched_at, l.id`);
    if (pending.rows.length === 0) return false;
    // A listing that left the search (withdrawn, or its price moved out) before the alert went is not sent, and not kept for later.
    const listings = pending.rows.filter((row) => row.found);
    const ids = sql.join(
      pending.rows.map((row) => sql`${row.id}::uuid`),
      sql`, `,
    );
    await rawQuery(tx, sql`update saved_search_matches set sent_at = ${now.toISOString()}::timestamptz where search_id = ${searchId} and listing_id in (${ids})`);
    if (listings.length === 0) return false;
    const { publicUrl } = getConfig();
    const filters = searchFilters(readSavedQuery(search.query));
    // The unsubscribe link's token works for good: the stored copy loses it once the alert is sent.
    const message = alertMail({ to: search.email, publicUrl, unsubscribeUrl: unsubscribeUrl(search.id), search: { ...search, filters }, listings });
    await enqueueMail(tx, { ...message, secrets: [unsubscribeToken(search.id)] });
    await rawQuery(tx, sql`update saved_searches set last_alert_at = ${now.toISOString()}::timestamptz where id = ${searchId}`);
    return true;
  });
}

/** Queues the alerts due now; returns how many e-mails were queued. */
export async function sendSavedSearchAlerts(options: { now?: Date } = {}): Promise<{ sent: number }> {
  const now = options.now ?? new Date();
  const due = await rawQuery<{ id: string }>(getDb(), sql`
    select s.id from saved_searches s
    where s.frequency <> 'off' and ${isDue(now)}
      and exists (select 1 from saved_search_matches m where m.search_id = s.id and m.sent_at is null)
    order by s.id`);
  let sent = 0;
  for (const { id } of due.rows) if (await sendSearchAlert(id, now)) sent += 1;
  return { sent };
}
