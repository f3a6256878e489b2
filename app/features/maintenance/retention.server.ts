import { and, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { loginAttempts, passwordResetTokens, sessions, users } from "~/features/accounts/index.server";
import { pageViews } from "~/features/analytics/index.server";
import { bookingRequests } from "~/features/bookings/index.server";
import { contactMessages } from "~/features/contact/index.server";
import { leads } from "~/features/leads/index.server";
import { mailOutbox } from "~/features/mail/index.server";
import { reviewSubmissions } from "~/features/testimonials/index.server";
import { getDb } from "~/shared/db/client.server";

/**
 * The privacy policy's retention periods (app/routes/privacy.tsx), enforced:
 * each rule deletes the rows its period has passed. Periods are calendar
 * intervals counted back from `now` in the database. See
 * docs/decisions/0040-retention-and-daily-maintenance.md.
 */
type Rule = { name: string; remove: (now: Date) => Promise<number> };

const before = (now: Date, interval: string): SQL => sql`${now.toISOString()}::timestamptz - ${interval}::interval`;

async function removed(query: Promise<{ id: unknown }[]>): Promise<number> {
  return (await query).length;
}

export const RETENTION_RULES: Rule[] = [
  {
    name: "page views (25 months)",
    remove: (now) => removed(getDb().delete(pageViews).where(lt(pageViews.createdAt, before(now, "25 months"))).returning({ id: pageViews.id })),
  },
  {
    name: "contact messages (2 years)",
    remove: (now) =>
      removed(getDb().delete(contactMessages).where(lt(contactMessages.createdAt, before(now, "2 years"))).returning({ id: contactMessages.id })),
  },
  {
    // The lead stays as the brokerage's record of the enquiry; only who sent it goes.
    name: "enquiry contact details (2 years after the last exchange)",
    remove: (now) =>
      removed(
        getDb()
          .update(leads)
          .set({ name: null, email: null, phone: null, anonymizedAt: now })
          .where(and(isNull(leads.anonymizedAt), lt(leads.updatedAt, before(now, "2 years"))))
          .returning({ id: leads.id }),
      ),
  },
  {
    // The e-mailed copies of messages and booking requests go with them.
    name: "sent e-mail (2 years)",
    remove: (now) => removed(getDb().delete(mailOutbox).where(lt(mailOutbox.createdAt, before(now, "2 years"))).returning({ id: mailOutbox.id })),
  },
  {
    // The stay's calendar block goes with its request (foreign key cascade).
    name: "booking requests (7 years after the stay)",
    remove: (now) =>
      removed(
        getDb()
          .delete(bookingRequests)
          .where(lt(bookingRequests.checkOut, sql`(${before(now, "7 years")})::date`))
          .returning({ id: bookingRequests.id }),
      ),
  },
  {
    // Disabled accounts, and registrations never approved, 12 months after their last change; sessions and reset links cascade.
    name: "closed accounts (12 months)",
    remove: (now) =>
      removed(
        getDb()
          .delete(users)
          .where(and(inArray(users.status, ["disabled", "pending"]), lt(users.updatedAt, before(now, "12 months"))))
          .returning({ id: users.id }),
      ),
  },
  {
    name: "expired sessions",
    remove: (now) => removed(getDb().delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id })),
  },
  {
    name: "expired password reset links",
    remove: (now) =>
      removed(
        getDb()
          .delete(passwordResetTokens)
          .where(lt(passwordResetTokens.expiresAt, now))
          .returning({ id: passwordResetTokens.id }),
      ),
  },
  {
    // Throttle counts matter for minutes; a week is far beyond any window.
    name: "sign-in throttle records (7 days)",
    remove: (now) =>
      removed(getDb().delete(loginAttempts).where(lt(loginAttempts.attemptedAt, before(now, "7 days"))).returning({ id: loginAttempts.id })),
  },
  {
    name: "testimonial rate-limit records (7 days)",
    remove: (now) =>
      removed(
        getDb()
          .delete(reviewSubmissions)
          .where(lt(reviewSubmissions.submittedAt, before(now, "7 days")))
          .returning({ id: reviewSubmissions.id }),
      ),
  },
];

/** Applies every rule; answers how many rows each removed. */
export async function enforceRetention(now = new Date()): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const rule of RETENTION_RULES) counts[rule.name] = await rule.remove(now);
  return counts;
}
