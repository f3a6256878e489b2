import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { auditLog } from "~/features/audit/audit.table";
import { listings } from "~/features/listings/listing.table";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import {
  addPortfolioItem,
  deletePortfolioItem,
  listAllPortfolio,
  getPortfolioItem,
  listPortfolio,
  updatePortfolioItem,
} from "./portfolio.server";

const invalid = { success: false, error: "Invalid portfolio category" };
const lot = { title: "Hansen Bay Hillside Lot", category: "land", subcategory: "lot", listPrice: 325_000, lotSizeAcres: 0.9, area: "Hansen Bay" };

async function row(id: string) {
  const [found] = await getDb().select().from(listings).where(eq(listings.id, id));
  return found!;
}

/** The administrator a deletion is audited under. */
const actor = { id: "00000000-0000-4000-8000-0000000000ad", email: "admin@example.test", role: "admin" as const, status: "active" as const };

const ids = (result: { success: boolean; data?: Array<{ id: string }> }) => (result.success ? result.data!.map((item) => item.id) : result);

describe("the portfolio category rule", () => {
  it("fails every helper with exactly 'Invalid portfolio category' for another category", async () => {
    const listing = await createTestListing();
    expect(await addPortfolioItem(actor, "rental", lot)).toEqual(invalid);
    expect(await listPortfolio(actor, "villas")).toEqual(invalid);
    expect(await updatePortfolioItem(actor, "Residential", listing.id, { listPrice: 1 })).toEqual(invalid);
    expect(await deletePortfolioItem(actor, "", listing.id)).toEqual(invalid);
    expect(await row(listing.id)).toMatchObject({ listPrice: listing.listPrice });
  });
});

describe("addPortfolioItem", () => {
  it("adds a sale in the category given, pending unless a status is supplied", async () => {
    const result = await addPortfolioItem(actor, "land", { ...lot, category: "residential" });
    expect(result).toMatchObject({ success: true });
    if (!result.success) return;
    expect(await row(result.id)).toMatchObject({ kind: "sale", category: "land", subcategory: "lot", reviewStatus: "pending", reviewedAt: null });

    const approved = await addPortfolioItem(actor, "land", { ...lot, status: "approved", featured: "true" });
    expect(approved.success && (await row(approved.id))).toMatchObject({ reviewStatus: "approved", featured: true, slug: "hansen-bay-hillside-lot-2" });
  });

  it("adds a closed sale as sold when asked", async () => {
    const result = await addPortfolioItem(actor, "residential", {
      title: "Gifft Hill Cottage",
      kind: "sold",
      listPrice: 695_000,
      closePrice: 655_000,
      closeDate: "2025-11-02",
    });
    expect(result.success && (await row(result.id))).toMatchObject({ kind: "sold", standardStatus: "Closed", price: 655_000 });
  });

  it("refuses a subcategory of another category", async () => {
    expect(await addPortfolioItem(actor, "commercial", { ...lot })).toMatchObject({
      success: false,
      fieldErrors: { subcategory: "Please choose a commercial type: retail, office, mixed use" },
    });
  });
});

describe("listPortfolio", () => {
  it("filters by status, subcategory and an inclusive price range, newest first, without rentals or other categories", async () => {
    const cheap = await createTestListing({ category: "land", subcategory: "lot", listPrice: 150_000, submittedAt: new Date("2025-01-01") });
    const middle = await createTestListing({ category: "land", subcategory: "estate-parcel", listPrice: 900_000, submittedAt: new Date("2025-02-01") });
    const sold = await createTestListing({ kind: "sold", category: "land", subcategory: "lot", listPrice: 500_000, closePrice: 450_000, submittedAt: new Date("2025-03-01") });
    const pending = await createTestListing({ category: "land", subcategory: "lot", listPrice: 2_000_000, reviewStatus: "pending", submittedAt: new Date("2025-04-01") });
    await createTestListing({ category: "residential" });
    await createTestListing({ kind: "rental", category: "land", subcategory: null });

    expect(ids(await listPortfolio(actor, "land"))).toEqual([pending.id, sold.id, middle.id, cheap.id]);
    expect(ids(await listPortfolio(actor, "land", { status: "approved" }))).toEqual([sold.id, middle.id, cheap.id]);
    expect(ids(await listPortfolio(actor, "land", { subcategory: "lot" }))).toEqual([pending.id, sold.id, cheap.id]);
    // minPrice is the lower bound and maxPrice the upper bound, both inclusive; a sold item's price is its close price.
    expect(ids(await listPortfolio(actor, "land", { minPrice: 450_000 }))).toEqual([pending.id, sold.id, middle.id]);
    expect(ids(await listPortfolio(actor, "land", { maxPrice: 450_000 }))).toEqual([sold.id, cheap.id]);
    expect(ids(await listPortfolio(actor, "land", { minPrice: 150_000, maxPrice: 900_000, status: "approved", subcategory: "estate-parcel" }))).toEqual([middle.id]);
  });
});

describe("listAllPortfolio", () => {
  it("lists the three categories together, newest first", async () => {
    const a = await createTestListing({ category: "commercial", subcategory: "retail", submittedAt: new Date("2025-01-01") });
    const b = await createTestListing({ category: "land", subcategory: "lot", submittedAt: new Date("2025-03-01") });
    const c = await createTestListing({ kind: "sold", submittedAt: new Date("2025-02-01") });
    await createTestListing({ kind: "rental" });
    expect(ids(await listAllPortfolio(actor))).toEqual([b.id, c.id, a.id]);
  });
});

describe("reading the portfolio", () => {
  it("is refused to anyone who does not keep the portfolio, and shows or changes nothing for them", async () => {
    const item = await createTestListing({ category: "land", subcategory: "lot" });
    const forbidden = { success: false, code: "forbidden", error: "You are not allowed to do this" };
    const agent = { id: actor.id, role: "agent" as const, status: "active" as const };
    const pendingAdmin = { ...actor, status: "pending" as const };
    for (const who of [agent, pendingAdmin]) {
      expect(await listPortfolio(who, "land")).toEqual(forbidden);
      expect(await listAllPortfolio(who)).toEqual(forbidden);
      expect(await getPortfolioItem(who, item.id)).toEqual(forbidden);
      expect(await addPortfolioItem(who, "land", lot)).toEqual(forbidden);
      expect(await updatePortfolioItem(who, "land", item.id, { listPrice: 1 })).toEqual(forbidden);
    }
    expect(await row(item.id)).toMatchObject({ listPrice: item.listPrice });
    expect(await getDb().select().from(listings).where(eq(listings.title, lot.title))).toEqual([]);
    expect(await getPortfolioItem(actor, item.id)).toMatchObject({ success: true, data: { id: item.id } });
  });
});

describe("updatePortfolioItem", () => {
  it("applies a patch, re-validates the whole item and records a review decision", async () => {
    const item = await createTestListing({ category: "land", subcategory: "lot", listPrice: 300_000, bedroomsTotal: null, reviewStatus: "pending" });
    expect(await updatePortfolioItem(actor, "land", item.id, { listPrice: "275,000", status: "approved", description: "Price reduced." })).toEqual({
      success: true,
      id: item.id,
    });
    const stored = await row(item.id);
    expect(stored).toMatchObject({ listPrice: 275_000, price: 275_000, reviewStatus: "approved", description: "Price reduced.", slug: item.slug });
    expect(stored.reviewedAt).toBeInstanceOf(Date);
    expect(stored.updatedAt.getTime()).toBeGreaterThan(item.updatedAt.getTime());
  });

  it("clears a field left blank", async () => {
    const item = await createTestListing({ bedroomsTotal: 4 });
    await updatePortfolioItem(actor, "residential", item.id, { bedroomsTotal: "" });
    expect((await row(item.id)).bedroomsTotal).toBeNull();
  });

  it("turns a sale marked Closed into a sold listing, which needs its close price and date", async () => {
    const item = await createTestListing({ listPrice: 1_000_000 });
    expect(await updatePortfolioItem(actor, "residential", item.id, { standardStatus: "Closed" })).toMatchObject({
      success: false,
      fieldErrors: { closePrice: "Please enter the sale price", closeDate: "Please enter the closing date" },
    });
    expect(await updatePortfolioItem(actor, "residential", item.id, { standardStatus: "Closed", closePrice: 960_000, closeDate: "2026-01-15" })).toMatchObject({ success: true });
    expect(await row(item.id)).toMatchObject({ kind: "sold", standardStatus: "Closed", price: 960_000 });

    // Back on the market: the close is dropped.
    expect(await updatePortfolioItem(actor, "residential", item.id, { kind: "sale" })).toMatchObject({ success: true });
    expect(await row(item.id)).toMatchObject({ kind: "sale", standardStatus: "Active", closePrice: null, closeDate: null, price: 1_000_000 });
  });

  it("refuses absurd values and changes nothing", async () => {
    const item = await createTestListing();
    expect(await updatePortfolioItem(actor, "residential", item.id, { bedroomsTotal: 900, listPrice: -1 })).toMatchObject({
      success: false,
      fieldErrors: { bedroomsTotal: "Bedrooms must be between 0 and 50", listPrice: "Price must be a positive amount" },
    });
    expect(await row(item.id)).toMatchObject({ bedroomsTotal: item.bedroomsTotal, listPrice: item.listPrice });
  });

  it("fails with Listing not found for an item of another category, a rental or an unknown id", async () => {
    const land = await createTestListing({ category: "land", subcategory: "lot" });
    const rental = await createTestListing({ kind: "rental" });
    const notFound = { success: false, error: "Listing not found", code: "not_found" };
    expect(await updatePortfolioItem(actor, "residential", land.id, { listPrice: 1 })).toEqual(notFound);
    expect(await updatePortfolioItem(actor, "residential", rental.id, { listPrice: 1 })).toEqual(notFound);
    expect(await updatePortfolioItem(actor, "residential", "nope", {})).toEqual(notFound);
  });
});

describe("deletePortfolioItem", () => {
  it("deletes an item of the category only, audited under the administrator", async () => {
    const admin = await createTestAgent("portfolio-admin@example.test", "Ada Admin");
    actor.id = admin.id;
    const item = await createTestListing({ category: "commercial", subcategory: "office" });
    expect(await deletePortfolioItem(actor, "land", item.id)).toEqual({ success: false, error: "Listing not found", code: "not_found" });
    expect(await deletePortfolioItem(actor, "commercial", item.id)).toEqual({ success: true, id: item.id });
    expect(await getDb().select().from(listings)).toHaveLength(0);
    const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.subjectId, item.id));
    expect(entry).toMatchObject({ action: "listing.delete", actorEmail: actor.email });
  });
});

describe("listAllPortfolio filters", () => {
  it("filters every category by status, subcategory and price, bounds included", async () => {
    const cheap = await createTestListing({ category: "land", subcategory: "lot", listPrice: 200_000 });
    const dear = await createTestListing({ category: "residential", subcategory: "villa", listPrice: 2_000_000 });
    await createTestListing({ category: "land", subcategory: "lot", listPrice: 250_000, reviewStatus: "pending" });
    const approvedInRange = ids(await listAllPortfolio(actor, { status: "approved", minPrice: 200_000, maxPrice: 2_000_000 }));
    expect(approvedInRange).toHaveLength(2);
    expect(approvedInRange).toEqual(expect.arrayContaining([cheap.id, dear.id]));
    expect(ids(await listAllPortfolio(actor, { subcategory: "villa" }))).toEqual([dear.id]);
    expect(ids(await listAllPortfolio(actor, { status: "approved", maxPrice: 199_999 }))).toEqual([]);
  });
});
