import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users, type UserStatus } from "~/features/accounts/user.table";
import { bookingRequests } from "~/features/stays/booking-request.table";
import { pageViews } from "~/features/analytics/page-view.table";
import { leadSources } from "~/features/leads/lead-source.table";
import { leadEvents, leads } from "~/features/leads/lead.table";
import { createTestListing } from "~/features/listings/listing-factory";
import { getDb } from "~/shared/db/client.server";
import { lastWeeks } from "./chart-series";
import { countByWeek } from "./count-by-week.server";
import { getAdminOverview } from "./get-admin-overview.server";

const ADMIN = { id: "00000000-0000-4000-8000-00000000ad01", role: "admin", status: "active" } as const;

const NOW = new Date("2026-03-11T15:00:00Z"); // a Wednesday; its week starts Monday 2026-03-09

let sequence = 0;
async function addUser(status: UserStatus, createdAt = NOW) {
  await getDb()
    .insert(users)
    .values({ email: `u${++sequence}@example.test`, name: "Someone", status, passwordHash: "not-a-real-hash", createdAt });
}

describe("getAdminOverview", () => {
  it("counts listings by review status and kind and users by status, with zeros for empty kinds and statuses", async () => {
    await createTestListing({ kind: "sale", reviewStatus: "approved" });
    await createTestListing({ kind: "sale", reviewStatus: "pending" });
    await createTestListing({ kind: "rental", reviewStatus: "pending" });
    await createTestListing({ kind: "rental", reviewStatus: "on-hold-for-survey" });
    await addUser("active");
    await addUser("pending");
    await addUser("pending");

    const result = await getAdminOverview(ADMIN, { now: NOW });
    expect(result.success).toBe(true);
    if (!result.success) return;
    const overview = result.data;
    expect(overview.listingsByReviewStatus).toEqual([
      { key: "pending", count: 2 },
      { key: "approved", count: 1 },
      { key: "on-hold-for-survey", count: 1 },
    ]);
    expect(overview.listingsByKind).toEqual([
      { key: "sale", count: 2 },
      { key: "sold", count: 0 },
      { key: "rental", count: 2 },
    ]);
    expect(overview.usersByStatus).toEqual([
      { key: "pending", count: 2 },
      { key: "active", count: 1 },
      { key: "disabled", count: 0 },
    ]);
    expect(overview.totals).toEqual({ listings: 4, users: 3 });
    expect(overview.bookingRequests.map((series) => series.name)).toEqual(["pending", "approved", "rejected", "cancelled"]);
    expect(overview.bookingRequests.flatMap((series) => series.points).every((point) => point.count === 0)).toBe(true);
  });

  it("charts submissions per week for the last twelve weeks by kind, in island weeks from Monday", async () => {
    await createTestListing({ kind: "sale", submittedAt: new Date("2026-03-09T04:00:00Z") }); // this week's first moment: Monday 00:00 on St. John
    await createTestListing({ kind: "sale", submittedAt: new Date("2026-03-09T03:59:59Z") }); // last week's last moment: Sunday 23:59 on St. John
    await createTestListing({ kind: "sold", submittedAt: new Date("2026-03-10T12:00:00Z") });
    await createTestListing({ kind: "rental", submittedAt: new Date("2025-12-22T12:00:00Z") }); // the first week shown
    await createTestListing({ kind: "rental", submittedAt: new Date("2025-12-22T03:59:59Z") }); // too old: Sunday evening on St. John

    const result = await getAdminOverview(ADMIN, { now: NOW });
    if (!result.success) throw new Error(result.error);
    const { weeks, submissions } = result.data;
    expect(weeks).toEqual(lastWeeks(NOW));
    expect(weeks[0]).toBe("2025-12-22");
    expect(weeks[11]).toBe("2026-03-09");
    const byName = Object.fromEntries(submissions.map((series) => [series.name, series.points]));
    expect(Object.keys(byName)).toEqual(["sale", "sold", "rental"]);
    expect(byName.sale?.slice(-2)).toEqual([
      { date: "2026-03-02", count: 1 },
      { date: "2026-03-09", count: 1 },
    ]);
    expect(byName.sold?.at(-1)).toEqual({ date: "2026-03-09", count: 1 });
    expect(byName.rental?.[0]).toEqual({ date: "2025-12-22", count: 1 });
    const total = submissions.flatMap((series) => series.points).reduce((sum, point) => sum + point.count, 0);
    expect(total).toBe(4);
  });

  it("charts booking requests per week by status", async () => {
    const rental = await createTestListing({ kind: "rental" });
    const request = (status: "pending" | "approved", createdAt: Date) => ({
      listingId: rental.id,
      source: "rental" as const,
      checkIn: "2026-05-01",
      checkOut: "2026-05-08",
      guests: 2,
      guestName: "Maria Lopez",
      email: "maria@example.com",
      status,
      createdAt,
    });
    await getDb()
      .insert(bookingRequests)
      .values([
        request("pending", new Date("2026-03-10T10:00:00Z")),
        request("pending", new Date("2026-03-11T10:00:00Z")),
        request("approved", new Date("2026-03-03T10:00:00Z")),
      ]);
    const result = await getAdminOverview(ADMIN, { now: NOW });
    if (!result.success) throw new Error(result.error);
    const byName = Object.fromEntries(result.data.bookingRequests.map((series) => [series.name, series.points]));
    expect(byName.pending?.at(-1)).toEqual({ date: "2026-03-09", count: 2 });
    expect(byName.approved?.slice(-2)).toEqual([
      { date: "2026-03-02", count: 1 },
      { date: "2026-03-09", count: 0 },
    ]);
    expect(byName.rejected?.every((point) => point.count === 0)).toBe(true);
  });

  it("takes the booking chart's series from its sources, each a function of the weeks; none gives no series", async () => {
    const none = await getAdminOverview(ADMIN, { now: NOW, bookingSources: [] });
    expect(none.success && none.data.bookingRequests).toEqual([]);
    await addUser("active", new Date("2026-03-10T08:00:00Z"));
    await addUser("active", new Date("2026-03-10T09:00:00Z"));
    await addUser("disabled", new Date("2026-02-02T09:00:00Z"));
    // Any table charts with one call; here users stand in for booking requests.
    const source = (weeks: readonly string[]) =>
      countByWeek({ table: users, at: users.createdAt, weeks, names: ["Requests"], where: eq(users.status, "active") });
    const result = await getAdminOverview(ADMIN, { now: NOW, bookingSources: [source] });
    if (!result.success) throw new Error(result.error);
    expect(result.data.bookingRequests).toHaveLength(1);
    const [series] = result.data.bookingRequests;
    expect(series?.name).toBe("Requests");
    expect(series?.points).toHaveLength(12);
    expect(series?.points.at(-1)).toEqual({ date: "2026-03-09", count: 2 });
    expect(series?.points.reduce((sum, point) => sum + point.count, 0)).toBe(2);
  });

  it("answers how the office is doing over 30 or 90 days: leads by source and agent, showings, first response, listings' views and enquiries", async () => {
    const listing = await createTestListing({ title: "Sea Grape Cottage", kind: "sale" });
    const path = `/property/${listing.id}`;
    const other = await createTestListing({ title: "Hillside Lot", kind: "sale" });
    const day = 24 * 60 * 60 * 1000;
    const lead = async (ago: number, agentEmail: string | null, channel: string | null, answeredAfterMinutes: number | null) => {
      const createdAt = new Date(NOW.getTime() - ago * day);
      const [row] = await getDb()
        .insert(leads)
        .values({ listingId: listing.id, listingTitle: "Sea Grape Cottage", listingPath: path, agentEmail, message: "Hello", createdAt, firstResponseAt: answeredAfterMinutes === null ? null : new Date(createdAt.getTime() + answeredAfterMinutes * 60_000) })
        .returning({ id: leads.id });
      if (channel) await getDb().insert(leadSources).values({ leadId: row!.id, channel, createdAt });
      return row!.id;
    };
    const first = await lead(2, "maya@agents.example", "Google Ads", 30);
    await lead(5, "maya@agents.example", "Google Ads", 90);
    await lead(10, "omar@agents.example", "Direct", null);
    await lead(20, null, null, 60);
    await lead(60, "omar@agents.example", "Facebook", 10); // only in the 90-day window
    await getDb().insert(leadEvents).values([
      { leadId: first, kind: "showing_requested", createdAt: new Date(NOW.getTime() - 2 * day) },
      { leadId: first, kind: "showing_confirmed", createdAt: new Date(NOW.getTime() - day) },
    ]);
    await getDb().insert(pageViews).values([
      ...Array.from({ length: 3 }, () => ({ path, createdAt: new Date(NOW.getTime() - day) })),
      ...Array.from({ length: 5 }, () => ({ path: `/property/${other.id}`, createdAt: new Date(NOW.getTime() - day) })),
      { path: "/about", createdAt: new Date(NOW.getTime() - day) },
      { path, createdAt: new Date(NOW.getTime() - 40 * day) },
    ]);

    const month = await getAdminOverview(ADMIN, { now: NOW });
    if (!month.success) throw new Error(month.error);
    expect(month.data.days).toBe(30);
    expect(month.data.leads).toEqual({
      total: 4,
      bySource: [
        { key: "Google Ads", count: 2 },
        { key: "Direct", count: 1 },
        { key: "Not recorded", count: 1 },
      ],
      byAgent: [
        { key: "maya@agents.example", count: 2 },
        { key: "Office", count: 1 },
        { key: "omar@agents.example", count: 1 },
      ],
      showingsRequested: 1,
      showingsBooked: 1,
    });
    expect(month.data.firstResponse).toEqual({ medianSeconds: 60 * 60, answered: 3, total: 4 });
    expect(month.data.listings).toEqual([
      { path, title: "Sea Grape Cottage", views: 3, enquiries: 4 },
      { path: `/property/${other.id}`, title: "Hillside Lot", views: 5, enquiries: 0 },
    ]);

    const quarter = await getAdminOverview(ADMIN, { now: NOW, days: 90 });
    if (!quarter.success) throw new Error(quarter.error);
    expect(quarter.data.leads.total).toBe(5);
    expect(quarter.data.leads.bySource).toContainEqual({ key: "Facebook", count: 1 });
    expect(quarter.data.firstResponse).toEqual({ medianSeconds: 45 * 60, answered: 4, total: 5 });
    expect(quarter.data.listings[0]).toEqual({ path, title: "Sea Grape Cottage", views: 4, enquiries: 5 });
  });

  it("names a viewed rental page by the rental's name, by its villa address and its rental address alike", async () => {
    await createTestListing({ kind: "rental", reviewStatus: "approved", title: "Sea Grape Hideaway", slug: "sea-grape-hideaway", propertyInfo: { name: "Villa Sea Grape" } });
    const yesterday = new Date(NOW.getTime() - 24 * 60 * 60 * 1000);
    await getDb().insert(pageViews).values([
      ...Array.from({ length: 2 }, () => ({ path: "/villa/villa-sea-grape", createdAt: yesterday })),
      { path: "/rental/sea-grape-hideaway", createdAt: yesterday },
      { path: "/villa/no-such-villa", createdAt: yesterday },
    ]);

    const overview = await getAdminOverview(ADMIN, { now: NOW });
    if (!overview.success) throw new Error(overview.error);
    expect(overview.data.listings).toEqual([
      { path: "/villa/villa-sea-grape", title: "Villa Sea Grape", views: 2, enquiries: 0 },
      { path: "/rental/sea-grape-hideaway", title: "Villa Sea Grape", views: 1, enquiries: 0 },
      // A page of no rental there is keeps its address: there is no name to give it.
      { path: "/villa/no-such-villa", title: "/villa/no-such-villa", views: 1, enquiries: 0 },
    ]);
  });

  it("reports the median first response over the last 90 days' leads, and no leads when there are none", async () => {
    let result = await getAdminOverview(ADMIN, { now: NOW, days: 90 });
    expect(result.success && result.data.firstResponse).toEqual({ medianSeconds: null, answered: 0, total: 0 });
    const arrived = new Date(NOW.getTime() - 24 * 60 * 60 * 1000);
    for (const minutes of [30, 90, null]) {
      await getDb()
        .insert(leads)
        .values({ listingTitle: "Sea Grape Cottage", listingPath: "/property/x", message: "Hello", createdAt: arrived, firstResponseAt: minutes === null ? null : new Date(arrived.getTime() + minutes * 60_000) });
    }
    result = await getAdminOverview(ADMIN, { now: NOW, days: 90 });
    expect(result.success && result.data.firstResponse).toEqual({ medianSeconds: 60 * 60, answered: 2, total: 3 });
  });
});
