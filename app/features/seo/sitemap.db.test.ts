import { describe, expect, it } from "vitest";
import { createTestListing } from "~/features/listings/listing-factory";
import { collectSitemapFile, listSitemapFiles, renderSitemapIndex } from "./sitemap.server";

describe("the sitemap index", () => {
  it("splits the listings into files of at most the given size, each holding its own slice", async () => {
    const listings = await Promise.all([createTestListing(), createTestListing(), createTestListing()]);
    await createTestListing({ reviewStatus: "pending" });

    const files = await listSitemapFiles(2);
    expect(files.map((file) => file.path)).toEqual(["/sitemaps/pages.xml", "/sitemaps/listings-1.xml", "/sitemaps/listings-2.xml"]);
    const first = (await collectSitemapFile("listings-1.xml", 2)) ?? [];
    const second = (await collectSitemapFile("listings-2.xml", 2)) ?? [];
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(1);
    expect([...first, ...second].map((entry) => entry.path).sort()).toEqual(listings.map((listing) => `/property/${listing.id}`).sort());
  });

  it("answers no file for a number past the end or a name it does not make", async () => {
    await createTestListing();
    for (const name of ["listings-2.xml", "listings-0.xml", "listings-01.xml", "listings-1.xml.gz", "other.xml", "../pages.xml"]) {
      expect(await collectSitemapFile(name), name).toBeNull();
    }
    expect(await collectSitemapFile("pages.xml")).toEqual(expect.arrayContaining([expect.objectContaining({ path: "/" })]));
  });

  it("lists the island's market report and each area's", async () => {
    await createTestListing({ area: "Coral Bay" });
    await createTestListing({ area: "Fish Bay", reviewStatus: "pending" });
    const paths = ((await collectSitemapFile("pages.xml")) ?? []).map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(["/market", "/market/coral-bay"]));
    expect(paths).not.toContain("/market/fish-bay");
  });

  it("writes an index in the sitemap protocol's form", () => {
    const xml = renderSitemapIndex("https://www.example.com", [{ path: "/sitemaps/pages.xml" }, { path: "/sitemaps/listings-1.xml", lastModified: new Date("2026-01-02T03:04:05Z") }]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <sitemap><loc>https://www.example.com/sitemaps/pages.xml</loc></sitemap>",
        "  <sitemap><loc>https://www.example.com/sitemaps/listings-1.xml</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></sitemap>",
        "</sitemapindex>",
        "",
      ].join("\n"),
    );
  });
});
