import { describe, expect, it } from "vitest";
import { parseCsv } from "./parse-csv";

describe("parseCsv", () => {
  it("reads plain records with their line numbers", () => {
    expect(parseCsv("a,b,c\n1,2,3\n")).toEqual({
      records: [
        { line: 1, fields: ["a", "b", "c"] },
        { line: 2, fields: ["1", "2", "3"] },
      ],
    });
  });

  it("reads quoted fields with commas, doubled quotes and line breaks, and counts lines inside them", () => {
    const text = 'key,remarks,price\nA,"Pool, deck and ""wow"" views",100\nB,"Line one\nline two",200\nC,plain,300';
    expect(parseCsv(text).records).toEqual([
      { line: 1, fields: ["key", "remarks", "price"] },
      { line: 2, fields: ["A", 'Pool, deck and "wow" views', "100"] },
      { line: 3, fields: ["B", "Line one\nline two", "200"] },
      { line: 5, fields: ["C", "plain", "300"] },
    ]);
  });

  it("handles CRLF and CR endings, a byte-order mark, blank lines and empty fields", () => {
    expect(parseCsv("\uFEFFa,b\r\n\r\n1,\r\n,2\r3,4").records).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 3, fields: ["1", ""] },
      { line: 4, fields: ["", "2"] },
      { line: 5, fields: ["3", "4"] },
    ]);
  });

  it("keeps a stray quote inside an unquoted field", () => {
    expect(parseCsv('a,5" pipe,b').records[0]!.fields).toEqual(["a", '5" pipe', "b"]);
  });

  it("reports a quote that is never closed at the line its record starts, keeping the records before it", () => {
    expect(parseCsv('a,b\n1,2\n3,"never closed\n4,5\n')).toEqual({
      records: [
        { line: 1, fields: ["a", "b"] },
        { line: 2, fields: ["1", "2"] },
      ],
      error: { line: 3, reason: "A quoted field is never closed" },
    });
  });

  it("reads an empty text as no records", () => {
    expect(parseCsv("")).toEqual({ records: [] });
    expect(parseCsv("\n\n")).toEqual({ records: [] });
  });
});
