import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestListing } from "./listing-factory";
import { findApprovedRentalByName, listApprovedRentals, listRentalMenu, rentalSummaryOf } from "./approved-rentals.server";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("listApprovedRentals", () => {
  it("lists approved rentals only, oldest first, with their rental names, slugs and card fields", async () => {
    const solstice = await createTestListing({ kind: "rental", title: "Villa Solstice", slug: "villa-solstice" });
    const unnamed = await createTestListing({ kind: "rental", title: "Seaside Studio", slug: "seaside-studio", propertyInfo: { slug: "seaside-studio" } });
    await createTestListing({ kind: "rental", title: "Villa Pending", slug: "villa-pending", reviewStatus: "pending" });
    await createTestListing({ kind: "sale", title: "Villa For Sale", slug: "villa-for-sale" });

    const result = await listApprovedRentals();
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.map(({ id, name, slug, title }) => ({ id, name, slug, title }))).toEqual([
      { id: solstice.id, name: "Villa Solstice", slug: "villa-solstice", title: "Villa Solstice" },
      { id: unnamed.id, name: "Seaside Studio", slug: "seaside-studio", title: "Seaside Studio" },
    ]);
    // /villas.json answers the card fields, not the stored names they come from.
    expect(Object.keys(rentalSummaryOf(result.data[0]!)).sort()).toEqual(["area", "bedrooms", "id", "maxGuests", "name", "nightlyRate", "photo", "slug"]);
  });
});

describe("findApprovedRentalByName", () => {
  it("selects an approved rental by its name or title, in any case or as a slug, and warns with the names there are", async () => {
    const solstice = await createTestListing({ kind: "rental", title: "Old title", propertyInfo: { name: "Villa Solstice", slug: "villa-solstice" } });
    const studio = await createTestListing({ kind: "rental", title: "Seaside Studio", propertyInfo: {} });
    await createTestListing({ kind: "rental", title: "Villa Pending", reviewStatus: "pending" });

    expect(await findApprovedRentalByName("villa-solstice")).toMatchObject({ success: true, data: { id: solstice.id } });
    expect(await findApprovedRentalByName("OLD TITLE")).toMatchObject({ success: true, data: { id: solstice.id, slug: "villa-solstice" } });
    expect(await findApprovedRentalByName("Seaside Studio")).toMatchObject({ success: true, data: { id: studio.id } });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await findApprovedRentalByName("villa-pending")).toEqual({ success: true, data: null });
    expect(warn).toHaveBeenCalledWith('[warn] Villa not found {"name":"villa-pending","available":["Villa Solstice","Seaside Studio"]}');
  });
});

describe("listRentalMenu", () => {
  it("names each approved rental, falling back to 'Property {n}', and links it to its public page", async () => {
    const named = await createTestListing({ kind: "rental", propertyInfo: { name: "Villa Solstice", slug: "villa-solstice" }, createdAt: new Date("2025-01-01") });
    const bare = await createTestListing({ kind: "rental", propertyInfo: {}, createdAt: new Date("2025-02-01") });
    await createTestListing({ kind: "rental", reviewStatus: "pending", createdAt: new Date("2025-03-01") });
    await createTestListing({ kind: "sale" });
    expect(await listRentalMenu()).toEqual({
      success: true,
      data: [
        { name: "Villa Solstice", path: "/rental/villa-solstice" },
        { name: "Property 2", path: `/rental/${bare.slug}` },
      ],
      total: 2,
    });
    expect(named.id).toBeDefined();
  });

  it("names only the first rentals, in the order they were added, and counts them all", async () => {
    for (const day of [1, 2, 3]) await createTestListing({ kind: "rental", propertyInfo: { name: `Villa ${day}`, slug: `villa-${day}` }, createdAt: new Date(`2025-01-0${day}`) });
    const result = await listRentalMenu(2);
    expect(result).toEqual({ success: true, data: [{ name: "Villa 1", path: "/rental/villa-1" }, { name: "Villa 2", path: "/rental/villa-2" }], total: 3 });
  });
});
