import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTestListing } from "~/features/listings/listing-factory";
import { listRentalsForDashboard, readRentalFilters } from "./list-rentals-for-dashboard.server";

// Signed-in users with confirmed addresses; the listings name them by e-mail only.
const dana = { id: randomUUID(), email: "dana@example.test", role: "agent" as const, status: "active" as const, emailVerified: true };
const jordan = { id: randomUUID(), email: "jordan@example.test", role: "agent" as const, status: "active" as const, emailVerified: true };
const admin = { id: randomUUID(), email: "admin@example.test", role: "admin" as const, status: "active" as const, emailVerified: true };

const listedBy = (email: string, name: string) => ({ listAgentEmail: email, listAgentName: name });

async function seed() {
  const danaPending = await createTestListing({
    kind: "rental",
    title: "Villa Seagrape",
    propertyInfo: { name: "Villa Seagrape", slug: "villa-seagrape" },
    reviewStatus: "pending",
    ...listedBy("Dana@Example.test", "Dana Sprauve"),
    nightlyRate: 540,
    maxGuests: 4,
    submittedAt: new Date("2026-03-03T12:00:00Z"),
  });
  const danaApproved = await createTestListing({
    kind: "rental",
    title: "Cottage Bayrum",
    propertyInfo: { name: "Cottage Bayrum", slug: "cottage-bayrum" },
    reviewStatus: "approved",
    adminNotes: "Lovely photos.",
    reviewedAt: new Date("2026-03-02T15:30:00Z"),
    ...listedBy("dana@example.test", "Dana Sprauve"),
    submittedAt: new Date("2026-03-01T12:00:00Z"),
  });
  const danaRejected = await createTestListing({
    kind: "rental",
    title: "Casa Tamarind",
    reviewStatus: "rejected",
    adminNotes: "Please add the house rules.",
    ...listedBy("dana@example.test", "Dana Sprauve"),
    submittedAt: new Date("2026-02-20T12:00:00Z"),
  });
  const jordanPending = await createTestListing({
    kind: "rental",
    title: "Villa Flamboyant",
    reviewStatus: "pending",
    ...listedBy("jordan@example.test", "Jordan Penn"),
    submittedAt: new Date("2026-03-04T12:00:00Z"),
  });
  // Not rentals: never on this page.
  await createTestListing({ kind: "sale", title: "Dana's sale", ...listedBy("dana@example.test", "Dana Sprauve") });
  await createTestListing({ kind: "sold", title: "Dana's sold", ...listedBy("dana@example.test", "Dana Sprauve") });
  return { danaPending, danaApproved, danaRejected, jordanPending };
}

describe("listRentalsForDashboard", () => {
  it("shows an agent only their own rentals (any case of the e-mail), newest first, with edit only while pending or rejected", async () => {
    const { danaPending, danaApproved, danaRejected } = await seed();
    const result = await listRentalsForDashboard(dana);
    expect(result.success).toBe(true);
    if (!result.success) return;
    const { rows, viewer, agents, statuses } = result.data;
    expect(viewer).toBe("agent");
    expect(rows.map((row) => row.id)).toEqual([danaPending.id, danaApproved.id, danaRejected.id]);
    expect(rows[0]).toMatchObject({
      name: "Villa Seagrape",
      reviewStatus: "pending",
      standardStatus: "Active",
      nightlyRate: 540,
      maxGuests: 4,
      publicPath: null,
      editable: true,
    });
    expect(rows[1]).toMatchObject({
      name: "Cottage Bayrum",
      adminNotes: "Lovely photos.",
      reviewedAt: "2026-03-02T15:30:00.000Z",
      publicPath: "/rental/cottage-bayrum",
      editable: false,
    });
    expect(rows[2]).toMatchObject({ reviewStatus: "rejected", adminNotes: "Please add the house rules.", editable: true });
    // An agent gets no filter choices and cannot widen the list with filters.
    expect(agents).toEqual([]);
    expect(statuses).toEqual([]);
    const widened = await listRentalsForDashboard(dana, { agent: "jordan@example.test", status: "pending" });
    expect(widened.success && widened.data.rows.map((row) => row.id)).toEqual([danaPending.id, danaApproved.id, danaRejected.id]);
  });

  it("shows another agent none of Dana's rentals", async () => {
    const { jordanPending } = await seed();
    const result = await listRentalsForDashboard(jordan);
    expect(result.success && result.data.rows.map((row) => [row.id, row.editable])).toEqual([[jordanPending.id, true]]);
  });

  it("shows an administrator every rental with its agent, and nothing to edit", async () => {
    const { danaPending, danaApproved, danaRejected, jordanPending } = await seed();
    const result = await listRentalsForDashboard(admin);
    expect(result.success).toBe(true);
    if (!result.success) return;
    const { rows, viewer, agents, statuses } = result.data;
    expect(viewer).toBe("admin");
    expect(rows.map((row) => row.id)).toEqual([jordanPending.id, danaPending.id, danaApproved.id, danaRejected.id]);
    expect(rows[0]).toMatchObject({ agentName: "Jordan Penn", agentEmail: "jordan@example.test" });
    expect(rows.every((row) => !row.editable)).toBe(true);
    expect(agents).toEqual([
      { email: "dana@example.test", name: "Dana Sprauve" },
      { email: "jordan@example.test", name: "Jordan Penn" },
    ]);
    expect(statuses).toEqual(["pending", "approved", "rejected"]);
  });

  it("filters an administrator's list by agent and by review status", async () => {
    const { danaPending, danaApproved, danaRejected, jordanPending } = await seed();
    const ids = async (filters: Parameters<typeof listRentalsForDashboard>[1]) => {
      const result = await listRentalsForDashboard(admin, filters);
      return result.success ? result.data.rows.map((row) => row.id) : result.error;
    };
    expect(await ids({ agent: "dana@example.test" })).toEqual([danaPending.id, danaApproved.id, danaRejected.id]);
    expect(await ids({ status: "pending" })).toEqual([jordanPending.id, danaPending.id]);
    expect(await ids({ agent: "dana@example.test", status: "rejected" })).toEqual([danaRejected.id]);
    expect(await ids({ agent: "nobody@example.test" })).toEqual([]);
  });

  it("lists a review status an administrator typed among the filter choices", async () => {
    await seed();
    await createTestListing({ kind: "rental", title: "Villa Odd", reviewStatus: "on hold" });
    const result = await listRentalsForDashboard(admin);
    expect(result.success && result.data.statuses).toEqual(["pending", "approved", "rejected", "on hold"]);
  });
});

describe("readRentalFilters", () => {
  it("reads agent and status, trims them, and drops blanks", () => {
    expect(readRentalFilters(new URLSearchParams("agent=+Dana%40Example.test+&status=pending"))).toEqual({
      agent: "dana@example.test",
      status: "pending",
    });
    expect(readRentalFilters(new URLSearchParams("agent=&status=+"))).toEqual({});
    expect(readRentalFilters(new URLSearchParams(`status=${"x".repeat(500)}`)).status).toHaveLength(200);
  });
});
