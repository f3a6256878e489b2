import { describe, expect, it } from "vitest";
import { DEFAULT_SEARCH, formSearchParams, parseSearchQuery } from "./search-query";
import { applyChange, draftOf } from "./search-draft";

const empty = draftOf(DEFAULT_SEARCH);

describe("draftOf", () => {
  it("gives empty fields and the default sort for the plain search", () => {
    expect(empty).toEqual({
      q: "", status: "", kind: "", category: "", subcategory: "", minPrice: "", maxPrice: "",
      minBeds: "", minBaths: "", minAcres: "", maxAcres: "", area: "", openHouse: "", bounds: "", polygon: "", sort: "newest",
    });
  });

  it("writes prices with thousands separators, and they read back the same", () => {
    const query = parseSearchQuery(new URLSearchParams("minPrice=500000&maxPrice=2500000&minAcres=0.5&minBeds=3&area=coral+bay")).query;
    const draft = draftOf(query);
    expect(draft).toMatchObject({ minPrice: "500,000", maxPrice: "2,500,000", minAcres: "0.5", minBeds: "3", area: "Coral Bay" });
    expect(parseSearchQuery(formSearchParams(draft)).query).toEqual(query);
  });
});

describe("applyChange", () => {
  it("drops a property type of another category", () => {
    const draft = { ...empty, category: "residential", subcategory: "villa" };
    expect(applyChange(draft, "category", "land")).toMatchObject({ category: "land", subcategory: "" });
    expect(applyChange(draft, "category", "")).toMatchObject({ category: "", subcategory: "" });
    expect(applyChange(draft, "minBeds", "2")).toMatchObject({ category: "residential", subcategory: "villa", minBeds: "2" });
  });

  it("picks the category of a property type chosen first", () => {
    expect(applyChange(empty, "subcategory", "lot")).toMatchObject({ category: "land", subcategory: "lot" });
  });

  it("lets a chosen status replace the kind a link implied", () => {
    expect(applyChange({ ...empty, kind: "sale" }, "status", "sold")).toMatchObject({ status: "sold", kind: "" });
    expect(applyChange({ ...empty, kind: "sale" }, "q", "pool")).toMatchObject({ kind: "sale", q: "pool" });
  });
});
