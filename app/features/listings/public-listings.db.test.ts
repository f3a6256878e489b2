import { describe, expect, it } from "vitest";
import type { DescribedImage } from "~/features/media/image";
import { createTestListing } from "./listing-factory";
import { addListingPhotos, deleteListingPhotos, reorderListingPhotos } from "./listing-photos.server";
import { countPublicListings, getPublicListing, getPublicRentalBySlug, listFeatured, listPublicListingPaths } from "./public-listings.server";

const notFound = { success: false, error: "Listing not found", code: "not_found" };

function photo(n: number, alt = `Photo ${n}`): DescribedImage {
  const hash = n.toString(16).padStart(64, "0");
  return {
    alt,
    width: 1600,
    height: 1067,
    variants: [
      { width: 480, height: 320, format: "webp", key: `${hash}/480.webp` },
      { width: 1600, height: 1067, format: "jpeg", key: `${hash}/1600.jpg` },
    ],
  };
}

describe("getPublicListing", () => {
  it("answers an approved listing with its photos in order and without the admin notes", async () => {
    const listing = await createTestListing({ adminNotes: "Seller is flexible" });
    await addListingPhotos(listing.id, [photo(1, "Pool deck"), photo(2, "Kitchen")]);
    const result = await getPublicListing(listing.id);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({ id: listing.id, title: listing.title });
    expect(result.data).not.toHaveProperty("adminNotes");
    expect(result.data).not.toHaveProperty("searchVector");
    expect(result.data.photos.map((p) => [p.position, p.alt, p.storageKey])).toEqual([
      [0, "Pool deck", "0".repeat(63) + "1"],
      [1, "Kitchen", "0".repeat(63) + "2"],
    ]);
  });

  it("fails with Listing not found for an unknown, malformed or unapproved id", async () => {
    const pending = await createTestListing({ reviewStatus: "pending" });
    const rejected = await createTestListing({ reviewStatus: "rejected" });
    expect(await getPublicListing(pending.id)).toEqual(notFound);
    expect(await getPublicListing(rejected.id)).toEqual(notFound);
    expect(await getPublicListing("00000000-0000-4000-8000-000000000000")).toEqual(notFound);
    expect(await getPublicListing("../etc/passwd")).toEqual(notFound);
  });
});

describe("listing photos", () => {
  it("appends, reorders and deletes, keeping positions 0..n-1", async () => {
    const listing = await createTestListing();
    const first = await addListingPhotos(listing.id, [photo(1), photo(2)]);
    const second = await addListingPhotos(listing.id, [photo(3)]);
    expect(second.success && second.data.map((p) => [p.position, p.alt])).toEqual([
      [0, "Photo 1"],
      [1, "Photo 2"],
      [2, "Photo 3"],
    ]);
    if (!first.success || !second.success) return;
    const [a, b, c] = second.data.map((p) => p.id);
    const reordered = await reorderListingPhotos(listing.id, [c!, a!, b!]);
    expect(reordered.success && reordered.data.map((p) => p.alt)).toEqual(["Photo 3", "Photo 1", "Photo 2"]);
    expect(await reorderListingPhotos(listing.id, [a!, b!])).toEqual({ success: false, error: "The new order must list each of the listing's photos once" });
    const remaining = await deleteListingPhotos(listing.id, [a!]);
    expect(remaining.success && remaining.data.map((p) => [p.position, p.alt])).toEqual([
      [0, "Photo 3"],
      [1, "Photo 2"],
    ]);
  });

  it("refuses a photo without alt text, or not from the media module, and stores nothing", async () => {
    const listing = await createTestListing();
    expect(await addListingPhotos(listing.id, [photo(1, "  ")])).toEqual({ success: false, error: "Please describe the photo for visitors who cannot see it" });
    expect(await addListingPhotos(listing.id, [{ ...photo(2), variants: [{ width: 1, height: 1, format: "jpeg", key: "../x.jpg" }] }])).toEqual({
      success: false,
      error: "The photo's stored image is missing",
    });
    expect(await addListingPhotos("00000000-0000-4000-8000-000000000000", [photo(3)])).toEqual(notFound);
    const result = await getPublicListing(listing.id);
    expect(result.success && result.data.photos).toEqual([]);
  });
});

describe("getPublicRentalBySlug", () => {
  it("finds an approved rental by propertyInfo.slug, its own slug, or its id", async () => {
    const rental = await createTestListing({ kind: "rental", slug: "villa-solstice", propertyInfo: { name: "Villa Solstice", slug: "solstice" } });
    for (const slug of ["solstice", "villa-solstice", rental.id]) {
      const result = await getPublicRentalBySlug(slug);
      expect(result.success && result.data.id, slug).toBe(rental.id);
    }
  });

  it("prefers a propertyInfo.slug match over another rental's own slug", async () => {
    const byInfo = await createTestListing({ kind: "rental", slug: "casa-one", propertyInfo: { name: "Casa", slug: "shared" } });
    await createTestListing({ kind: "rental", slug: "shared", propertyInfo: { name: "Other", slug: "other" } });
    const result = await getPublicRentalBySlug("shared");
    expect(result.success && result.data.id).toBe(byInfo.id);
  });

  it("fails for an unapproved rental, a sale listing's slug, or nothing", async () => {
    await createTestListing({ kind: "rental", slug: "hidden-villa", reviewStatus: "pending" });
    await createTestListing({ slug: "a-house" });
    expect(await getPublicRentalBySlug("hidden-villa")).toEqual(notFound);
    expect(await getPublicRentalBySlug("a-house")).toEqual(notFound);
    expect(await getPublicRentalBySlug("")).toEqual(notFound);
  });
});

describe("listFeatured", () => {
  it("shows featured approved listings first, then the newest, never off-market or unapproved ones", async () => {
    const old = await createTestListing({ featured: true, submittedAt: new Date("2024-01-01") });
    const newest = await createTestListing({ submittedAt: new Date("2025-06-01") });
    const middle = await createTestListing({ submittedAt: new Date("2025-03-01") });
    await createTestListing({ featured: true, reviewStatus: "pending" });
    await createTestListing({ featured: true, standardStatus: "Withdrawn" });
    await createTestListing({ kind: "rental", featured: true });
    const listing = await createTestListing({ submittedAt: new Date("2023-01-01") });
    await addListingPhotos(listing.id, [photo(7, "Cover"), photo(8)]);

    const result = await listFeatured("sale", 3);
    expect(result.success && result.data.map((card) => card.id)).toEqual([old.id, newest.id, middle.id]);
    const all = await listFeatured("sale", 10);
    expect(all.success && all.data.at(-1)).toMatchObject({ id: listing.id, photo: { alt: "Cover", width: 1600 } });
    expect(all.success && all.data[0]!.photo).toBeNull();
    expect(await listFeatured("villa", 3)).toEqual({ success: false, error: "Invalid listing kind" });
  });
});

describe("listPublicListingPaths", () => {
  it("lists every approved listing's page, and nothing else", async () => {
    const sale = await createTestListing({ submittedAt: new Date("2025-03-01") });
    const land = await createTestListing({ kind: "sold", category: "land", subcategory: "lot", submittedAt: new Date("2025-02-01") });
    const rental = await createTestListing({ kind: "rental", slug: "villa-x", propertyInfo: { name: "Villa X", slug: "villa-x" }, submittedAt: new Date("2025-01-01") });
    await createTestListing({ reviewStatus: "pending" });
    const result = await listPublicListingPaths({ offset: 0, limit: 10 });
    const pathsById = new Map([[sale.id, `/property/${sale.id}`], [land.id, `/landsold/${land.id}`], [rental.id, "/rental/villa-x"]]);
    const expected = [...pathsById.keys()].sort().map((id) => pathsById.get(id));
    expect(result.success && result.data.map((entry) => entry.path)).toEqual(expected);
    expect(result.success && result.data[0]!.lastModified).toBeInstanceOf(Date);
    const second = await listPublicListingPaths({ offset: 1, limit: 1 });
    expect(second.success && second.data.map((entry) => entry.path)).toEqual([expected[1]]);
    expect(await countPublicListings()).toMatchObject({ success: true, data: { count: 3 } });
  });
});
