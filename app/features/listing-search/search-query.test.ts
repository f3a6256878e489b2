import { describe, expect, it } from "vitest";
import {
  DEFAULT_SEARCH,
  formSearchParams,
  isFilteredSearch,
  pageNote,
  parseAmount,
  parseSearchQuery,
  parseSearchView,
  SEARCH_MAX_PAGE,
  searchHref,
  toSearchParams,
  widerSearches,
  withImpliedStatus,
  type SearchQuery,
} from "./search-query";

const parse = (search: string) => parseSearchQuery(new URLSearchParams(search));

describe("parseSearchQuery", () => {
  it("gives the default search for an empty URL", () => {
    expect(parse("")).toEqual({ query: DEFAULT_SEARCH, notes: [] });
  });

  it("reads every filter", () => {
    const parsed = parse(
      "q=ocean+view&status=for-sale&category=residential&subcategory=villa&minPrice=500000&maxPrice=2,500,000&minBeds=3&minBaths=2&minAcres=0.5&maxAcres=2&area=coral+bay&sort=price-desc&page=3",
    );
    expect(parsed).toEqual({
      query: {
        q: "ocean view",
        status: "for-sale",
        category: "residential",
        subcategory: "villa",
        minPrice: 500_000,
        maxPrice: 2_500_000,
        minBeds: 3,
        minBaths: 2,
        minAcres: 0.5,
        maxAcres: 2,
        area: "Coral Bay",
        sort: "price-desc",
        page: 3,
      },
      notes: [],
      requestedPage: 3,
    });
  });

  it("reads prices the way people write them", () => {
    expect(parseAmount("$1.2m")).toBe(1_200_000);
    expect(parseAmount("750k")).toBe(750_000);
    expect(parseAmount("1,250,000")).toBe(1_250_000);
    expect(parseAmount("twelve")).toBeNaN();
    expect(parse("minPrice=750K&maxPrice=$1.5M").query).toMatchObject({ minPrice: 750_000, maxPrice: 1_500_000 });
  });

  it("swaps a minimum above the maximum, with a note", () => {
    expect(parse("minPrice=900000&maxPrice=300000")).toEqual({
      query: { ...DEFAULT_SEARCH, minPrice: 300_000, maxPrice: 900_000 },
      notes: ["The minimum price was above the maximum, so we swapped them."],
    });
    expect(parse("minAcres=5&maxAcres=1")).toEqual({
      query: { ...DEFAULT_SEARCH, minAcres: 1, maxAcres: 5 },
      notes: ["The minimum acreage was above the maximum, so we swapped them."],
    });
  });

  it("ignores a negative or non-numeric price with a note", () => {
    expect(parse("minPrice=-5&maxPrice=lots")).toEqual({
      query: DEFAULT_SEARCH,
      notes: ["The minimum price cannot be negative, so it was ignored.", "“lots” is not a number, so the maximum price was ignored."],
    });
    expect(parse("minBeds=many").notes).toEqual(["“many” is not a number, so the number of bedrooms was ignored."]);
  });

  it("clamps absurd numbers to the largest searched, with a note", () => {
    expect(parse("minBeds=900")).toEqual({
      query: { ...DEFAULT_SEARCH, minBeds: 50 },
      notes: ["The number of bedrooms was lowered to the largest we search, 50."],
    });
    expect(parse("maxPrice=1e99").query.maxPrice).toBeUndefined();
    expect(parse("maxPrice=99999999999").query.maxPrice).toBe(999_999_999);
    expect(parse("minBaths=2.7").query.minBaths).toBe(2);
  });

  it("drops zero minimums and blank fields silently (an untouched form)", () => {
    expect(parse("q=&status=&minPrice=0&maxPrice=&minBeds=0&minAcres=0&area=&sort=&page=")).toEqual({ query: DEFAULT_SEARCH, notes: [] });
  });

  it("shows the newest first for an unknown sort, with a note", () => {
    expect(parse("sort=cheapest")).toEqual({
      query: DEFAULT_SEARCH,
      notes: ["“cheapest” is not a way we can sort, so the newest listings are shown first."],
    });
    expect(parse("sort=PRICE-ASC").query.sort).toBe("price-asc");
  });

  it("ignores unknown statuses, kinds and categories, with a note each", () => {
    expect(parse("status=foreclosure&kind=lease&category=industrial").notes).toEqual([
      "“foreclosure” is not a listing status we know, so it was ignored.",
      "“lease” is not a kind of listing we know, so it was ignored.",
      "“industrial” is not a category we know, so it was ignored.",
    ]);
  });

  it("accepts kind=rental (the menu's Rentals link) and drops a kind that contradicts the status", () => {
    expect(parse("kind=rental").query).toEqual({ ...DEFAULT_SEARCH, kind: "rental" });
    const parsed = parse("status=sold&kind=rental");
    expect(parsed.query).toEqual({ ...DEFAULT_SEARCH, status: "sold" });
    expect(parsed.notes).toHaveLength(1);
    expect(parse("status=under-contract&kind=sale").query).toEqual({ ...DEFAULT_SEARCH, status: "under-contract", kind: "sale" });
  });

  it("takes the category from a property type, and drops a type of another category", () => {
    expect(parse("subcategory=lot").query).toEqual({ ...DEFAULT_SEARCH, category: "land", subcategory: "lot" });
    expect(parse("category=land&subcategory=condo")).toEqual({
      query: { ...DEFAULT_SEARCH, category: "land" },
      notes: ["Condo is not a land property type, so it was ignored."],
    });
  });

  it("clamps the page: not a number → 1 with a note, beyond 1,000 → 1,000 (the service then clamps to the last page)", () => {
    expect(parse("page=abc")).toEqual({ query: DEFAULT_SEARCH, notes: ["“abc” is not a page number, so the first page is shown."] });
    expect(parse("page=0").query.page).toBe(1);
    expect(parse("page=-3").query.page).toBe(1);
    expect(parse("page=2.5").notes).toHaveLength(1);
    expect(parse("page=1000000000")).toEqual({ query: { ...DEFAULT_SEARCH, page: SEARCH_MAX_PAGE }, notes: [], requestedPage: 1_000_000_000 });
    expect(parse(`page=${"9".repeat(40)}`).query.page).toBe(SEARCH_MAX_PAGE);
  });

  it("tidies keywords and area and keeps an unknown area as typed", () => {
    expect(parse("q=%20%20ocean%20%20%20view%20&area=%20Fish%20bay").query).toMatchObject({ q: "ocean view", area: "Fish Bay" });
    expect(parse("area=Estate+Zootenvaal").query.area).toBe("Estate Zootenvaal");
    expect(parse(`q=${"x".repeat(500)}`).query.q).toHaveLength(200);
  });

  it("takes the first of repeated parameters", () => {
    expect(parse("minBeds=2&minBeds=5").query.minBeds).toBe(2);
  });

  it("never throws on hostile input", () => {
    for (const search of ["%", "minPrice=%00", "page=NaN", "sort=__proto__", "category=constructor", "q=' or 1=1 --", "minAcres=Infinity"]) {
      expect(() => parse(search), search).not.toThrow();
    }
    expect(parse("sort=__proto__").query.sort).toBe("newest");
    expect(parse("minAcres=Infinity").query.minAcres).toBeUndefined();
  });
});

describe("toSearchParams", () => {
  it("leaves out defaults and keeps a fixed order", () => {
    expect(toSearchParams(DEFAULT_SEARCH).toString()).toBe("");
    expect(toSearchParams({ sort: "newest", page: 2, minBeds: 3, q: "pool" }).toString()).toBe("q=pool&minBeds=3&page=2");
  });

  it("round-trips every filter through the URL", () => {
    const query: SearchQuery = {
      q: "ocean view",
      status: "under-contract",
      kind: "sale",
      category: "land",
      subcategory: "estate-parcel",
      minPrice: 150_000,
      maxPrice: 3_000_000,
      minBeds: 1,
      minBaths: 1,
      minAcres: 1.25,
      maxAcres: 20,
      area: "Hansen Bay",
      sort: "size",
      page: 4,
    };
    expect(parseSearchQuery(toSearchParams(query))).toEqual({ query, notes: [], requestedPage: 4 });
  });
});

describe("pageNote", () => {
  it("explains a page past the end", () => {
    const parsed = parse("page=1000000000");
    expect(pageNote(parsed, { page: 3, pageCount: 3 })).toBe("There is no page 1,000,000,000; showing page 3 of 3.");
    expect(pageNote(parse("page=2"), { page: 2, pageCount: 3 })).toBeUndefined();
    expect(pageNote(parsed, { page: 1, pageCount: 0 })).toBeUndefined();
  });
});

describe("widerSearches", () => {
  it("offers each active filter removed, back on the first page", () => {
    const wider = widerSearches({ ...DEFAULT_SEARCH, category: "land", subcategory: "lot", minAcres: 5, page: 3 });
    expect(wider.map((option) => option.label)).toEqual(["Remove the property type", "Remove the category", "Remove the minimum acreage"]);
    expect(wider[1]!.query).toEqual({ ...DEFAULT_SEARCH, minAcres: 5 });
    expect(widerSearches(DEFAULT_SEARCH)).toEqual([]);
  });
});

describe("parseSearchView", () => {
  it("reads view=map and falls back to the list, with a note for an unknown view", () => {
    const notes: string[] = [];
    expect(parseSearchView(new URLSearchParams("view=MAP"), notes)).toBe("map");
    expect(parseSearchView(new URLSearchParams(""), notes)).toBe("list");
    expect(parseSearchView(new URLSearchParams("view=list"), notes)).toBe("list");
    expect(notes).toEqual([]);
    expect(parseSearchView(new URLSearchParams("view=globe"), notes)).toBe("list");
    expect(notes).toEqual(["“globe” is not a view we know, so the list is shown."]);
  });
});

describe("withImpliedStatus", () => {
  it("spells kind=rental and kind=sold as their status and leaves the rest alone", () => {
    expect(withImpliedStatus(parse("kind=rental&minBeds=2").query)).toEqual({ ...DEFAULT_SEARCH, status: "rental", minBeds: 2 });
    expect(withImpliedStatus(parse("kind=sold").query)).toEqual({ ...DEFAULT_SEARCH, status: "sold" });
    expect(withImpliedStatus(parse("kind=sale").query)).toEqual({ ...DEFAULT_SEARCH, kind: "sale" });
    expect(withImpliedStatus(parse("status=under-contract&kind=sale").query)).toEqual({ ...DEFAULT_SEARCH, status: "under-contract", kind: "sale" });
  });
});

describe("isFilteredSearch", () => {
  it("is false for the plain list on any page and true for any filter or sort", () => {
    expect(isFilteredSearch(DEFAULT_SEARCH)).toBe(false);
    expect(isFilteredSearch({ ...DEFAULT_SEARCH, page: 7 })).toBe(false);
    expect(isFilteredSearch({ ...DEFAULT_SEARCH, minBeds: 2 })).toBe(true);
    expect(isFilteredSearch({ ...DEFAULT_SEARCH, sort: "price-asc" })).toBe(true);
  });
});

describe("formSearchParams", () => {
  it("keeps known fields as typed, in order, without blanks, default sort or page", () => {
    const params = formSearchParams({
      maxPrice: " 900k ",
      q: "  ocean   view ",
      minBeds: "",
      sort: "newest",
      page: "4",
      utm_source: "mail",
      area: "Coral Bay",
    });
    expect(params.toString()).toBe("q=ocean+view&maxPrice=900k&area=Coral+Bay");
    expect(formSearchParams({ sort: "price-desc" }, "map").toString()).toBe("sort=price-desc&view=map");
  });

  it("passes a bad value through for the parser to explain", () => {
    const parsed = parseSearchQuery(formSearchParams({ minPrice: "lots" }));
    expect(parsed.notes).toEqual(["“lots” is not a number, so the minimum price was ignored."]);
  });
});

describe("searchHref", () => {
  it("links to a search's page and view", () => {
    expect(searchHref(DEFAULT_SEARCH)).toBe("/mls");
    expect(searchHref({ ...DEFAULT_SEARCH, status: "rental", page: 2 }, "map")).toBe("/mls?status=rental&page=2&view=map");
    expect(searchHref({ sort: "price-asc", page: 3 }, "list", "/properties")).toBe("/properties?sort=price-asc&page=3");
  });
});

describe("parseSearchQuery and text the database cannot search", () => {
  it("ignores search words or an area holding a NUL, with a note, and keeps the rest of the search", () => {
    const { query, notes } = parse("q=pool%00&area=Cruz%00Bay&minBeds=2");
    expect(query.q).toBeUndefined();
    expect(query.area).toBeUndefined();
    expect(query.minBeds).toBe(2);
    expect(notes).toEqual([expect.stringContaining("search words"), expect.stringContaining("area")]);
  });
});

describe("the open house filter", () => {
  it("reads openHouse=weekend in any case and writes it back in its place", () => {
    const { query, notes } = parseSearchQuery(new URLSearchParams("openHouse=Weekend&area=Cruz%20Bay"));
    expect(query.openHouse).toBe("weekend");
    expect(notes).toEqual([]);
    expect(toSearchParams(query).toString()).toBe("area=Cruz+Bay&openHouse=weekend");
  });

  it("ignores any other value with a note", () => {
    const { query, notes } = parseSearchQuery(new URLSearchParams("openHouse=tomorrow"));
    expect(query.openHouse).toBeUndefined();
    expect(notes).toEqual(["“tomorrow” is not a time for an open house we know, so it was ignored."]);
  });
});
