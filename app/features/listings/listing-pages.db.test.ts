import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestListing } from "./listing-factory";
import { detailRouteIdOf, loadListingDetail, loadRentalBySlug, loadRentalByName } from "./listing-pages.server";

const notFound = { init: { status: 404 } };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("detailRouteIdOf", () => {
  it("reads the route from the path, data requests included", () => {
    expect(detailRouteIdOf("/property/abc")).toBe("property");
    expect(detailRouteIdOf("/landsold/abc.data")).toBe("landsold");
    expect(detailRouteIdOf("/rental/abc")).toBeNull();
  });
});

describe("loadListingDetail", () => {
  it("shows a listing only at the URL of its kind and category, and sends a sale that sold to its new address", async () => {
    const home = await createTestListing({ title: "Ridge House <script>", description: "A ridge house." });
    const lot = await createTestListing({ category: "land", subcategory: "lot", bedroomsTotal: null, bathroomsTotalInteger: null, livingArea: null });
    const sold = await createTestListing({ kind: "sold" });
    const rental = await createTestListing({ kind: "rental" });

    const page = await loadListingDetail("property", home.id);
    expect(page.seo).toMatchObject({ path: `/property/${home.id}`, description: "A ridge house." });
    expect(page.url).toMatch(new RegExp(`/property/${home.id}$`));
    expect(page.back).toEqual({ href: "/properties", label: "Homes for sale" });
    expect(page.jsonLd).toContain("Ridge House \\u003cscript\\u003e");
    expect(JSON.parse(page.jsonLd)).toMatchObject({ "@type": "RealEstateListing", name: "Ridge House <script>" });

    expect((await loadListingDetail("landproperty", lot.id)).listing.id).toBe(lot.id);
    expect((await loadListingDetail("soldproperty", sold.id)).listing.id).toBe(sold.id);
    await expect(loadListingDetail("property", lot.id)).rejects.toMatchObject(notFound);
    // A sale that has sold (or a sold listing reopened) moves for good to the address of its kind.
    const moved = await loadListingDetail("property", sold.id).catch((thrown: unknown) => thrown);
    expect(moved).toBeInstanceOf(Response);
    expect([(moved as Response).status, (moved as Response).headers.get("location")]).toEqual([301, `/soldproperty/${sold.id}`]);
    const back = await loadListingDetail("soldproperty", home.id).catch((thrown: unknown) => thrown);
    expect([(back as Response).status, (back as Response).headers.get("location")]).toEqual([301, `/property/${home.id}`]);
    await expect(loadListingDetail("landsold", home.id)).rejects.toMatchObject(notFound);
    await expect(loadListingDetail("property", rental.id)).rejects.toMatchObject(notFound);
    await expect(loadListingDetail(null, home.id)).rejects.toMatchObject(notFound);
  });

  it("answers 404 for unknown, malformed and unapproved ids", async () => {
    const pending = await createTestListing({ reviewStatus: "pending" });
    await expect(loadListingDetail("property", pending.id)).rejects.toMatchObject(notFound);
    await expect(loadListingDetail("property", "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject(notFound);
    await expect(loadListingDetail("property", "x")).rejects.toMatchObject(notFound);
  });
});

describe("rental and villa pages", () => {
  it("finds a rental by slug and by name, canonical to /villa/{name}", async () => {
    const aurora = await createTestListing({ kind: "rental", title: "Villa Aurora", slug: "aurora-listing", propertyInfo: { name: "Villa Aurora", slug: "aurora" } });
    const bySlug = await loadRentalBySlug("aurora");
    expect(bySlug.rental.id).toBe(aurora.id);
    expect(bySlug.seo.path).toBe("/rental/aurora");
    expect(JSON.parse(bySlug.jsonLd)["@type"]).toBe("VacationRental");

    for (const name of ["villa-aurora", "Villa Aurora", "VILLA-AURORA"]) {
      const page = await loadRentalByName(name);
      expect(page.rental.id).toBe(aurora.id);
      expect(page.seo.path).toBe("/villa/villa-aurora");
    }
  });

  it("warns with the available names and answers 404 when no rental has the name", async () => {
    await createTestListing({ kind: "rental", title: "Villa Boreal", slug: "villa-boreal" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(loadRentalByName("villa-nowhere")).rejects.toMatchObject(notFound);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[warn\] Villa not found \{"name":"villa-nowhere","available":\[.*"Villa Boreal"/));
    await expect(loadRentalBySlug("nowhere")).rejects.toMatchObject(notFound);
  });
});
