import { eq } from "drizzle-orm";
import { UNEXPECTED_FAILURE_MESSAGE } from "~/shared/lib/service.server";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { expectConsoleError } from "../../../tests/setup/fail-on-console-error";
import { addListing } from "./add-listing.server";
import { listings } from "./listing.table";
import { createTestAgent, createTestListing } from "./listing-factory";
import { listListings } from "./list-listings.server";

const submitter = { email: "agent@demo.test", name: "Dana Sprauve", role: "agent" };

const sale = {
  title: "Sunset Ridge Retreat",
  description: "Three bedrooms above Chocolate Hole with a pool deck facing the sunset.",
  category: "residential",
  subcategory: "single-family",
  area: "Chocolate Hole",
  listPrice: "1,450,000",
  bedroomsTotal: "3",
  bathroomsTotalInteger: 3,
  features: "Pool\nOcean view\n\nCistern",
  details: { cistern: "20,000 gallons" },
};

async function row(id: string) {
  const [found] = await getDb().select().from(listings).where(eq(listings.id, id));
  return found!;
}

describe("addListing", () => {
  it("stores a sale with its agent from the submitter, status pending, timestamps and a slug", async () => {
    const agent = await createTestAgent("dana@example.test", "Dana Sprauve");
    const result = await addListing("sale", sale, { ...submitter, email: agent.email, id: agent.id });
    expect(result).toEqual({ success: true, id: expect.any(String) });
    if (!result.success) return;

    const stored = await row(result.id);
    expect(stored).toMatchObject({
      kind: "sale",
      category: "residential",
      subcategory: "single-family",
      slug: "sunset-ridge-retreat",
      listPrice: 1_450_000,
      price: 1_450_000,
      bedroomsTotal: 3,
      standardStatus: "Active",
      features: ["Pool", "Ocean view", "Cistern"],
      details: { cistern: "20,000 gallons" },
      listAgentEmail: null,
      agentId: agent.id,
      listAgentName: "Dana Sprauve",
      listOfficeName: "Sugar Apple Realty",
      reviewStatus: "pending",
      adminNotes: "",
      reviewedAt: null,
      featured: false,
    });
    expect(stored.submittedAt).toBeInstanceOf(Date);
    expect(stored.createdAt.getTime()).toBe(stored.submittedAt.getTime());
    expect(stored.updatedAt.getTime()).toBe(stored.submittedAt.getTime());
  });

  it("gives a repeated title the next free slug", async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const result = await addListing("sale", sale, submitter);
      if (result.success) ids.push(result.id);
    }
    const slugs = await Promise.all(ids.map(async (id) => (await row(id)).slug));
    expect(slugs).toEqual(["sunset-ridge-retreat", "sunset-ridge-retreat-2", "sunset-ridge-retreat-3"]);
  });

  it("records a sold listing as Closed with its close price and date", async () => {
    const result = await addListing(
      "sold",
      { ...sale, closePrice: 1_390_000, closeDate: "2025-03-14", buyerOfficeName: "Island Properties" },
      submitter,
    );
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(await row(result.id)).toMatchObject({
      kind: "sold",
      standardStatus: "Closed",
      closePrice: 1_390_000,
      closeDate: "2025-03-14",
      price: 1_390_000,
      buyerOfficeName: "Island Properties",
    });
  });

  it("refuses a sold listing without its close price and date", async () => {
    const result = await addListing("sold", sale, submitter);
    expect(result).toMatchObject({
      success: false,
      fieldErrors: { closePrice: "Please enter the sale price", closeDate: "Please enter the closing date" },
    });
  });

  it("stores a rental with its terms and gives propertyInfo the slug", async () => {
    const result = await addListing(
      "rental",
      {
        propertyInfo: { name: "Villa Solstice" },
        description: "Four suites above Peter Bay.",
        area: "Peter Bay",
        nightlyRate: 1200,
        weeklyRate: 7800,
        maxGuests: 8,
        minimumNights: 5,
        bedroomsTotal: 4,
        amenities: ["Pool", "Air conditioning"],
        houseRules: "No smoking. No parties.",
      },
      submitter,
    );
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(await row(result.id)).toMatchObject({
      kind: "rental",
      category: "residential",
      title: "Villa Solstice",
      slug: "villa-solstice",
      propertyInfo: { name: "Villa Solstice", slug: "villa-solstice" },
      nightlyRate: 1200,
      maxGuests: 8,
      minimumNights: 5,
      checkInTime: "16:00",
      checkOutTime: "10:00",
      amenities: ["Pool", "Air conditioning"],
      reviewStatus: "pending",
    });
  });

  it("refuses absurd values with a message per field and stores nothing", async () => {
    const result = await addListing("sale", { ...sale, listPrice: -5, bedroomsTotal: 900, subcategory: "lot" }, submitter);
    expect(result).toEqual({
      success: false,
      error: "Please check the fields marked below.",
      fieldErrors: {
        listPrice: "Price must be a positive amount",
        bedroomsTotal: "Bedrooms must be between 0 and 50",
        subcategory: "Please choose a residential type: single-family home, condo, villa, cottage, multi-family",
      },
    });
    expect(await getDb().select().from(listings)).toHaveLength(0);
  });

  it("refuses an unknown kind", async () => {
    expect(await addListing("lease", sale, submitter)).toEqual({ success: false, error: "Invalid listing kind" });
  });

  it("turns a database failure into the result shape and logs it", async () => {
    const insert = vi.spyOn(getDb(), "insert").mockImplementation(() => {
      throw new Error("connection terminated");
    });
    const result = await addListing("sale", sale, submitter);
    insert.mockRestore();
    // The cause goes to the log; the caller gets a generic message, never the driver's text.
    expect(result).toMatchObject({ success: false, error: UNEXPECTED_FAILURE_MESSAGE, code: "unexpected" });
    expectConsoleError(/addListing failed.*connection terminated/);
  });
});

describe("listListings", () => {
  it("lists one kind newest first by submittedAt, filtered by review status and agent e-mail", async () => {
    const older = await createTestListing({ submittedAt: new Date("2025-01-01"), reviewStatus: "pending" });
    const newer = await createTestListing({ submittedAt: new Date("2025-02-01"), reviewStatus: "approved" });
    const other = await createTestListing({
      submittedAt: new Date("2025-03-01"),
      reviewStatus: "pending",
      listAgentEmail: "agent2@demo.test", listAgentName: "Jordan Penn",
    });
    await createTestListing({ kind: "sold" });

    const all = await listListings("sale");
    expect(all.success && all.data.map((listing) => listing.id)).toEqual([other.id, newer.id, older.id]);

    const pending = await listListings("sale", { status: "pending" });
    expect(pending.success && pending.data.map((listing) => listing.id)).toEqual([other.id, older.id]);

    const mine = await listListings("sale", { agentEmail: "Agent@Demo.test" });
    expect(mine.success && mine.data.map((listing) => listing.id)).toEqual([newer.id, older.id]);

    const both = await listListings("sale", { status: "pending", agentEmail: "agent2@demo.test", limit: 5 });
    expect(both.success && both.data.map((listing) => listing.id)).toEqual([other.id]);
    expect(both.success && both.data[0]).not.toHaveProperty("searchVector");
  });

  it("answers no listings, and no error, for a filter with a NUL byte", async () => {
    await createTestListing({ reviewStatus: "pending" });
    expect(await listListings("sale", { status: "\u0000" })).toEqual({ success: true, data: [] });
    expect(await listListings("sale", { agentEmail: "a\u0000@example.test" })).toEqual({ success: true, data: [] });
  });

  it("refuses an unknown kind", async () => {
    expect(await listListings("lease")).toEqual({ success: false, error: "Invalid listing kind" });
  });
});

describe("the listings table", () => {
  it("refuses rows that break its rules", async () => {
    await expect(createTestListing({ kind: "sold", standardStatus: "Active" })).rejects.toThrow();
    await expect(createTestListing({ listPrice: -1 })).rejects.toThrow();
    await expect(createTestListing({ bedroomsTotal: 900 })).rejects.toThrow();
    await expect(createTestListing({ category: "land", subcategory: "condo" })).rejects.toThrow();
    await expect(createTestListing({ reviewStatus: "" })).rejects.toThrow();
    await expect(createTestListing({ kind: "rental", maxGuests: 0 })).rejects.toThrow();
    await createTestListing({ slug: "taken" });
    await expect(createTestListing({ slug: "taken" })).rejects.toThrow();
  });
});
