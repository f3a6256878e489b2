import { describe, expect, it } from "vitest";
import { listingPublicPath, rentalNamePath } from "./listing-paths";

const id = "6b0f2c55-4a53-4d7c-9b57-2d4f4b1b7d10";

describe("listingPublicPath", () => {
  it("sends each kind and category to its page", () => {
    expect(listingPublicPath({ id, kind: "sale", category: "residential" })).toBe(`/property/${id}`);
    expect(listingPublicPath({ id, kind: "sale", category: "commercial" })).toBe(`/property/${id}`);
    expect(listingPublicPath({ id, kind: "sold", category: "residential" })).toBe(`/soldproperty/${id}`);
    expect(listingPublicPath({ id, kind: "sale", category: "land" })).toBe(`/landproperty/${id}`);
    expect(listingPublicPath({ id, kind: "sold", category: "land" })).toBe(`/landsold/${id}`);
  });

  it("links a rental by propertyInfo.slug, then its slug, then its id", () => {
    expect(listingPublicPath({ id, kind: "rental", category: "residential", slug: "villa-solstice", propertyInfo: { slug: "solstice" } })).toBe("/rental/solstice");
    expect(listingPublicPath({ id, kind: "rental", category: "residential", slug: "villa-solstice", propertyInfo: {} })).toBe("/rental/villa-solstice");
    expect(listingPublicPath({ id, kind: "rental", category: "residential", propertyInfo: null })).toBe(`/rental/${id}`);
  });
});

describe("rentalNamePath", () => {
  it("is the villa page of the rental's name", () => {
    expect(rentalNamePath("Villa Solstice")).toBe("/villa/villa-solstice");
  });
});
