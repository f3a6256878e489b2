import { describe, expect, it } from "vitest";
import { detectFormat, elementLines, FeedError, readFeed } from "./read-feed";

describe("elementLines", () => {
  it("finds where each element of a RESO response's value array starts", () => {
    const text = `{
  "@odata.context": "https://mls.example/$metadata#Property",
  "note": { "value": [ { "not": "this one" } ] },
  "value": [
    { "ListingKey": "A", "PublicRemarks": "A \\"quoted\\" [bracket] {brace}" },
    {
      "ListingKey": "B"
    },
    42, { "ListingKey": "C" }
  ]
}`;
    expect(elementLines(text)).toEqual([5, 6, 9, 9]);
  });

  it("reads a bare array too", () => {
    expect(elementLines('[\n{"a":1},\n\n{"a":2}]')).toEqual([2, 4]);
  });
});

describe("readFeed", () => {
  it("reads a RESO Web API response with lines, and refuses entries that are not objects", () => {
    const feed = readFeed('{"value": [\n{"ListingKey": "A"},\n"oops"\n]}', "feed.json");
    expect(feed).toEqual({
      format: "json",
      records: [{ line: 2, index: 0, record: { ListingKey: "A" } }],
      failures: [{ line: 3, index: 1, reason: "The entry is not an object of RESO fields" }],
    });
  });

  it("reads a CSV with RESO column names, blanks as absent, and reports rows of the wrong width", () => {
    const feed = readFeed('ListingKey,ListPrice,PublicRemarks\nA,100,"Big, bright"\nB,,\nC,1\n', "feed.csv");
    expect(feed).toEqual({
      format: "csv",
      records: [
        { line: 2, record: { ListingKey: "A", ListPrice: "100", PublicRemarks: "Big, bright" } },
        { line: 3, record: { ListingKey: "B" } },
      ],
      failures: [{ line: 4, reason: "The row has 2 fields; the header has 3" }],
    });
  });

  it("refuses a file that cannot be read as a whole", () => {
    expect(() => readFeed("{ nope", "feed.json")).toThrow(FeedError);
    expect(() => readFeed('{"items": []}', "feed.json")).toThrow(/no "value" array/);
    expect(() => readFeed("", "feed.csv")).toThrow(/empty/);
    expect(() => readFeed("Price,Beds\n1,2", "feed.csv")).toThrow(/ListingKey/);
  });

  it("tells JSON from CSV by extension, else by the first character", () => {
    expect(detectFormat("[]", "x.csv")).toBe("csv");
    expect(detectFormat('  {"value": []}')).toBe("json");
    expect(detectFormat("ListingKey,ListPrice")).toBe("csv");
  });
});
