import { sql } from "drizzle-orm";
import {
  deleteClosedAccountsUnchangedSince,
  deleteExpiredResetLinks,
  deleteExpiredSessions,
  deleteLoginAttemptsBefore,
} from "~/features/accounts/index.server";
import { deleteCrmDeliveriesSettledBefore } from "~/features/leads/index.server";
import { deletePageViewsBefore } from "~/features/analytics/index.server";
import { deleteBookingRequestsCheckedOutBefore } from "~/features/stays/index.server";
import { deleteContactMessagesBefore } from "~/features/contact/index.server";
import { anonymizeLeadsUnchangedSince } from "~/features/leads/index.server";
import { deleteMailQueuedBefore } from "~/features/mail/index.server";
import { deleteReviewSubmissionsBefore } from "~/features/testimonials/index.server";
import { UNCONFIRMED_DAYS } from "~/features/seller-mail";
import { deleteUnconfirmedSubscriptionsBefore } from "~/features/seller-mail/index.server";
import { getDb } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";

/**
 * The privacy policy's retention periods (app/routes/privacy.tsx), enforced:
 * each rule names a period and the owning feature's function that removes
 * what it has passed. Periods are calendar intervals counted back from `now`
 * in the database. See docs/decisions/0040-retention-and-daily-maintenance.md.
 */
type Rule = { name: string; remove: (now: Date) => Promise<number> };

/** The moment `period` (a PostgreSQL interval) before `now`, in the database's calendar arithmetic. */
async function before(now: Date, period: string): Promise<Date> {
  const { rows } = await rawQuery<{ ms: string }>(
    getDb(),
    sql`select (extract(epoch from ${now.toISOString()}::timestamptz - ${period}::interval) * 1000)::bigint::text as ms`,
  );
  return new Date(Number(rows[0]!.ms));
}

/** A rule that removes what is older than `period`: `remove` gets the cutoff (and `now`). */
const olderThan =
  (period: string, remove: (cutoff: Date, now: Date) => Promise<number>) =>
  async (now: Date): Promise<number> =>
    remove(await before(now, period), now);

export const RETENTION_RULES: Rule[] = [
  { name: "page views (25 months)", remove: olderThan("25 months", deletePageViewsBefore) },
  { name: "contact messages (2 years)", remove: olderThan("2 years", deleteContactMessagesBefore) },
  // The lead stays as the brokerage's record of the enquiry; only who sent it goes.
  { name: "inquiry contact details (2 years after the last exchange)", remove: olderThan("2 years", anonymizeLeadsUnchangedSince) },
  // The e-mailed copies of messages and booking requests go with them.
  { name: "sent e-mail (2 years)", remove: olderThan("2 years", deleteMailQueuedBefore) },
  // The CRM holds the enquiry once it has it; the site's copy of what was sent is for troubleshooting.
  { name: "events sent to the CRM (30 days after delivery)", remove: olderThan("30 days", deleteCrmDeliveriesSettledBefore) },
  // Counted from the stay's last day; its calendar block goes with the request.
  { name: "booking requests (7 years after the stay)", remove: olderThan("7 years", deleteBookingRequestsCheckedOutBefore) },
  // Disabled accounts, and registrations never approved, after their last change; sessions and reset links cascade.
  { name: "closed accounts (12 months)", remove: olderThan("12 months", deleteClosedAccountsUnchangedSince) },
  { name: "expired sessions", remove: deleteExpiredSessions },
  { name: "expired password reset links", remove: deleteExpiredResetLinks },
  // Throttle counts matter for minutes; a week is far beyond any window.
  { name: "sign-in throttle records (7 days)", remove: olderThan("7 days", deleteLoginAttemptsBefore) },
  { name: "testimonial rate-limit records (7 days)", remove: olderThan("7 days", deleteReviewSubmissionsBefore) },
  // A monthly e-mail asked for and never confirmed: the address goes; a confirmed one stays until it is stopped.
  { name: `unconfirmed monthly e-mail subscriptions (${UNCONFIRMED_DAYS} days)`, remove: olderThan(`${UNCONFIRMED_DAYS} days`, deleteUnconfirmedSubscriptionsBefore) },
];

/** Applies every rule; answers how many rows each removed. */
export async function enforceRetention(now = new Date()): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const rule of RETENTION_RULES) counts[rule.name] = await rule.remove(now);
  return counts;
}
