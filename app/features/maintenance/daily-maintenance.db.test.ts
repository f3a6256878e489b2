import { describe, expect, it } from "vitest";
import { loginAttempts } from "~/features/accounts/login-attempt.table";
import { passwordResetTokens } from "~/features/accounts/password-reset.table";
import { sessions } from "~/features/accounts/session.table";
import { ownerVillas } from "~/features/owner-accounts/villa-management.table";
import { users } from "~/features/accounts/user.table";
import { pageViews } from "~/features/analytics/page-view.table";
import { bookingRequests } from "~/features/stays/booking-request.table";
import { createTestRental } from "~/features/booking-requests/booking-test-helpers";
import { contactMessages } from "~/features/contact/contact.table";
import { leads } from "~/features/leads/lead.table";
import { mailOutbox } from "~/features/mail/outbox.table";
import { reviewSubmissions } from "~/features/testimonials/review.table";
import { getDb } from "~/shared/db/client.server";
import { claimRun } from "./claim-run.server";
import { runDailyMaintenance, startDailyMaintenance } from "./daily-maintenance.server";
import { enforceRetention } from "./retention.server";
import { crmDeliveries } from "~/features/leads/crm-webhook/crm-delivery.table";
import { sellerMailSubscriptions } from "~/features/seller-mail/seller-mail.table";

const NOW = new Date("2026-06-15T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
/** A date `months` calendar months before NOW, give or take `days`. */
const monthsAgo = (months: number, days = 0) => {
  const date = new Date(NOW);
  date.setUTCMonth(date.getUTCMonth() - months);
  return new Date(date.getTime() + days * DAY);
};

async function user(email: string, status: "pending" | "active" | "disabled", updatedAt: Date, role: "agent" | "owner" = "agent") {
  const [row] = await getDb().insert(users).values({ email, name: email, status, role, passwordHash: "not-a-real-hash", updatedAt }).returning();
  return row!;
}

describe("enforceRetention", () => {
  it("deletes exactly the rows the privacy policy's periods have passed", async () => {
    const db = getDb();
    await db.insert(pageViews).values([
      { path: "/old", createdAt: monthsAgo(25, -1) },
      { path: "/kept", createdAt: monthsAgo(25, 1) },
    ]);
    const message = { name: "Guest", email: "guest@example.test", message: "Is the villa free in March?" };
    await db.insert(contactMessages).values([
      { ...message, subject: "old", createdAt: monthsAgo(24, -1) },
      { ...message, subject: "kept", createdAt: monthsAgo(24, 1) },
    ]);
    const enquiry = { listingTitle: "Harbour Cottage", listingPath: "/property/x", name: "Guest", email: "guest@example.test", message: "Still available?" };
    await db.insert(leads).values([
      { ...enquiry, phone: "340-555-0100", updatedAt: monthsAgo(24, -1) },
      { ...enquiry, name: "Recent", updatedAt: monthsAgo(24, 1) },
    ]);
    const mail = { to: "office@example.test", subject: "Inquiry", text: "…", status: "kept" as const };
    await db.insert(mailOutbox).values([
      { ...mail, subject: "old", createdAt: monthsAgo(24, -1) },
      { ...mail, subject: "kept", createdAt: monthsAgo(24, 1) },
    ]);
    const rental = await createTestRental();
    const stay = { listingId: rental.id, source: "rental" as const, guests: 2, guestName: "Guest", email: "guest@example.test" };
    await db.insert(bookingRequests).values([
      { ...stay, checkIn: "2019-06-01", checkOut: "2019-06-10", message: "old" },
      { ...stay, checkIn: "2019-06-10", checkOut: "2019-06-20", message: "kept" },
    ]);
    const closed = await user("closed@example.test", "disabled", monthsAgo(12, -1));
    await user("recently-closed@example.test", "disabled", monthsAgo(12, 1));
    await user("stale-registration@example.test", "pending", monthsAgo(13));
    // A former villa owner's account is named by the trust account's records, which are kept.
    const formerOwner = await user("former-owner@example.test", "disabled", monthsAgo(30), "owner");
    await db.insert(ownerVillas).values({ listingId: rental.id, ownerId: formerOwner.id });
    const active = await user("active@example.test", "active", monthsAgo(30));
    await db.insert(sessions).values([
      { id: "expired", userId: active.id, hint: "a", expiresAt: daysAgo(1) },
      { id: "live", userId: active.id, hint: "b", expiresAt: new Date(NOW.getTime() + DAY) },
      { id: "closed-account", userId: closed.id, hint: "c", expiresAt: new Date(NOW.getTime() + DAY) },
    ]);
    await db.insert(passwordResetTokens).values([
      { id: "expired", userId: active.id, expiresAt: daysAgo(1) },
      { id: "live", userId: active.id, expiresAt: new Date(NOW.getTime() + 3_600_000) },
    ]);
    await db.insert(loginAttempts).values([
      { emailKey: "old", addressKey: "a", attemptedAt: daysAgo(8) },
      { emailKey: "kept", addressKey: "a", attemptedAt: daysAgo(6) },
    ]);
    await db.insert(reviewSubmissions).values([
      { addressKey: "old", submittedAt: daysAgo(8) },
      { addressKey: "kept", submittedAt: daysAgo(6) },
    ]);
    await db.insert(crmDeliveries).values([
      { event: "lead.created", payload: { note: "old" }, status: "delivered", deliveredAt: daysAgo(31) },
      { event: "lead.created", payload: { note: "kept" }, status: "delivered", deliveredAt: daysAgo(29) },
    ]);
    const report = { kind: "market" as const, areaSlug: "coral-bay", areaName: "Coral Bay" };
    await db.insert(sellerMailSubscriptions).values([
      { ...report, email: "unconfirmed-old@example.test", createdAt: daysAgo(31) },
      { ...report, email: "unconfirmed-kept@example.test", createdAt: daysAgo(29) },
      { ...report, email: "confirmed@example.test", createdAt: daysAgo(400), confirmedAt: daysAgo(399) },
    ]);

    expect(await enforceRetention(NOW)).toEqual({
      "page views (25 months)": 1,
      "contact messages (2 years)": 1,
      "inquiry contact details (2 years after the last exchange)": 1,
      "sent e-mail (2 years)": 1,
      "events sent to the CRM (30 days after delivery)": 1,
      "booking requests (7 years after the stay)": 1,
      "closed accounts (12 months)": 2,
      "expired sessions": 1,
      "expired password reset links": 1,
      "sign-in throttle records (7 days)": 1,
      "testimonial rate-limit records (7 days)": 1,
      "unconfirmed monthly e-mail subscriptions (30 days)": 1,
    });
    expect((await db.select().from(pageViews)).map((row) => row.path)).toEqual(["/kept"]);
    expect((await db.select().from(contactMessages)).map((row) => row.subject)).toEqual(["kept"]);
    expect((await db.select().from(mailOutbox)).map((row) => row.subject)).toEqual(["kept"]);
    expect((await db.select().from(crmDeliveries)).map((row) => row.payload)).toEqual([{ note: "kept" }]);
    const enquiries = await db.select({ name: leads.name, email: leads.email, phone: leads.phone, message: leads.message }).from(leads).orderBy(leads.name);
    expect(enquiries).toEqual([
      { name: "Recent", email: "guest@example.test", phone: null, message: "Still available?" },
      { name: null, email: null, phone: null, message: "Still available?" },
    ]);
    expect((await db.select().from(bookingRequests)).map((row) => row.message)).toEqual(["kept"]);
    expect((await db.select().from(users)).map((row) => row.email).sort()).toEqual(["active@example.test", "former-owner@example.test", "recently-closed@example.test"]);
    expect((await db.select().from(sessions)).map((row) => row.id)).toEqual(["live"]);
    expect((await db.select().from(passwordResetTokens)).map((row) => row.id)).toEqual(["live"]);
    expect((await db.select().from(loginAttempts)).map((row) => row.emailKey)).toEqual(["kept"]);
    expect((await db.select().from(reviewSubmissions)).map((row) => row.addressKey)).toEqual(["kept"]);
    expect((await db.select().from(sellerMailSubscriptions)).map((row) => row.email).sort()).toEqual(["confirmed@example.test", "unconfirmed-kept@example.test"]);

    // A second run the same day finds nothing more.
    expect(Object.values(await enforceRetention(NOW)).every((count) => count === 0)).toBe(true);
  });
});

describe("the daily run", () => {
  it("is claimed once a day, whichever process asks", async () => {
    expect(await claimRun("job", DAY, NOW)).toBe(true);
    expect(await claimRun("job", DAY, NOW)).toBe(false);
    expect(await claimRun("job", DAY, new Date(NOW.getTime() + DAY - 60_000))).toBe(false);
    expect(await claimRun("other-job", DAY, NOW)).toBe(true);
    expect(await claimRun("job", DAY, new Date(NOW.getTime() + DAY))).toBe(true);
  });

  it("lets exactly one of several simultaneous claims through", async () => {
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimRun("job", DAY, NOW)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it("enforces retention and sweeps uploads when claimed, and does nothing when another process has run it", async () => {
    await getDb().insert(pageViews).values({ path: "/old", createdAt: monthsAgo(26) });
    const report = await runDailyMaintenance(NOW);
    expect(report?.retention["page views (25 months)"]).toBe(1);
    expect(report?.uploads).toEqual({ records: 0, imagesDeleted: 0, imagesKept: 0 });
    await getDb().insert(pageViews).values({ path: "/old", createdAt: monthsAgo(26) });
    expect(await runDailyMaintenance(new Date(NOW.getTime() + 3_600_000))).toBeNull();
    expect(await getDb().select().from(pageViews)).toHaveLength(1);
  });

  it("is off under NODE_ENV=test unless asked for, and otherwise returns a stop function", () => {
    expect(startDailyMaintenance()).toBeNull();
    const stop = startDailyMaintenance(true);
    expect(stop).toBeTypeOf("function");
    stop!();
  });
});
