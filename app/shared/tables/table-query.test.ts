import { describe, expect, it } from "vitest";
import { clampPage, MAX_PAGE, nextDirection, readSearchText, readTableQuery, SEARCH_MAX_LENGTH, tableHref, type TableSpec } from "./table-query";
import { pageWindow } from "./work-table";

type Sort = "updated" | "price" | "title";
const SPEC: TableSpec<Sort> = { sorts: ["updated", "price", "title"], defaultSort: "updated", defaultDirection: "desc", firstDirection: { price: "desc" } };
const read = (query: string) => readTableQuery(new URLSearchParams(query), SPEC);

describe("reading a table's sort, search and page from its address", () => {
  it("takes the defaults from an empty address", () => {
    expect(read("")).toEqual({ q: "", sort: "updated", dir: "desc", page: 1, pageSize: 20 });
  });

  it("takes a whitelisted column, a direction and a page", () => {
    expect(read("sort=title&dir=asc&page=3&q=Cruz%20Bay")).toEqual({ q: "Cruz Bay", sort: "title", dir: "asc", page: 3, pageSize: 20 });
    // A column chosen without a direction starts in its own: prices highest first, text A to Z.
    expect(read("sort=price").dir).toBe("desc");
    expect(read("sort=title").dir).toBe("asc");
  });

  it("ignores a column that is not on the whitelist, whatever it holds", () => {
    for (const sort of ["password_hash", "title desc", "title; drop table users", "1", "", "PRICE", "price,title", "__proto__", "constructor"]) {
      expect(read(`sort=${encodeURIComponent(sort)}`).sort, sort).toBe("updated");
    }
  });

  it("ignores a direction other than asc or desc", () => {
    for (const dir of ["ASC", "descending", "asc;--", "", "up"]) expect(read(`dir=${encodeURIComponent(dir)}`).dir, dir).toBe("desc");
  });

  it("reads only whole page numbers from 1; a huge one is capped, to be clamped to the last page", () => {
    for (const page of ["0", "-1", "-20", "1.5", "1e3", "0x10", "", "abc", " 2", "2 ", "NaN", "Infinity", "99999999999999999999"]) {
      expect(read(`page=${encodeURIComponent(page)}`).page, page).toBe(1);
    }
    expect(read("page=0002").page).toBe(2);
    expect(read("page=9999999").page).toBe(MAX_PAGE);
    expect(read("page=2&page=5").page).toBe(2);
  });

  it("keeps SQL-looking and pattern text as plain text, on one line and within its length", () => {
    expect(read("q=%27%20OR%201%3D1%20--").q).toBe("' OR 1=1 --");
    expect(read("q=100%25_off%5C").q).toBe("100%_off\\");
    expect(readSearchText("  two\n\tlines  ")).toBe("two lines");
    expect(readSearchText("x".repeat(500))).toHaveLength(SEARCH_MAX_LENGTH);
    // Characters the database cannot store drop the search rather than fail the page.
    expect(readSearchText("a\u0000b")).toBe("");
    expect(readSearchText("\uD800")).toBe("");
    expect(readSearchText(null)).toBe("");
  });
});

describe("paging", () => {
  it("clamps the page to the pages there are", () => {
    expect(clampPage(1, 0, 20)).toEqual({ page: 1, pageCount: 1, offset: 0 });
    expect(clampPage(3, 45, 20)).toEqual({ page: 3, pageCount: 3, offset: 40 });
    expect(clampPage(MAX_PAGE, 45, 20)).toEqual({ page: 3, pageCount: 3, offset: 40 });
    expect(clampPage(2, 40, 20)).toEqual({ page: 2, pageCount: 2, offset: 20 });
    expect(clampPage(0, 40, 20)).toEqual({ page: 1, pageCount: 2, offset: 0 });
  });

  it("numbers the pages around the current one, the first and the last", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 11, 12]);
  });
});

describe("a table's links", () => {
  const query = read("q=villa&sort=price&dir=asc&page=2&saved=1");

  it("keep the search, the sort and the filters, drop one-time notices and leave defaults out", () => {
    expect(tableHref("/t", [["status", "approved"]], query, SPEC, { page: 3 })).toBe("/t?status=approved&q=villa&sort=price&dir=asc&page=3");
    expect(tableHref("/t", [], read(""), SPEC, { page: 1 })).toBe("/t");
    expect(tableHref("/t", [["status", ""]], read(""), SPEC, { page: 2 })).toBe("/t?page=2");
  });

  it("start again at page 1 on a new sort or search", () => {
    expect(tableHref("/t", [], query, SPEC, { sort: "title", dir: "asc" })).toBe("/t?q=villa&sort=title");
    expect(tableHref("/t", [], query, SPEC, { q: "" })).toBe("/t?sort=price&dir=asc");
  });

  it("turn the sorted column round, and start another column in its own direction", () => {
    expect(nextDirection(query, SPEC, "price")).toBe("desc");
    expect(nextDirection(query, SPEC, "title")).toBe("asc");
    expect(nextDirection(query, SPEC, "updated")).toBe("desc");
    expect(nextDirection(read(""), SPEC, "updated")).toBe("asc");
  });
});
