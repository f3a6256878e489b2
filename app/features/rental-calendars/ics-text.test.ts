import { describe, expect, it } from "vitest";
import { escapeText, foldLine, parseContentLine, unescapeText, unfoldLines } from "./ics-text";

const octets = (text: string) => new TextEncoder().encode(text).length;

describe("escapeText / unescapeText", () => {
  it("escapes backslash, semicolon, comma and newlines, and reads them back", () => {
    const text = "Beach, pool; \\ view\nline two\r\nline three";
    const escaped = escapeText(text);
    expect(escaped).toBe("Beach\\, pool\\; \\\\ view\\nline two\\nline three");
    expect(unescapeText(escaped)).toBe("Beach, pool; \\ view\nline two\nline three");
  });

  it("accepts \\N and the non-standard \\: when reading", () => {
    expect(unescapeText("a\\Nb\\:c")).toBe("a\nb:c");
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets alone", () => {
    const line = `SUMMARY:${"x".repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it("folds longer lines so that no physical line exceeds 75 octets, continuation lines starting with a space", () => {
    const line = `DESCRIPTION:${"abcdefghij".repeat(20)}`;
    const physical = foldLine(line).split("\r\n");
    expect(physical.length).toBe(3);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(unfoldLines(foldLine(line))).toEqual([line]);
  });

  it("counts octets, not characters, and never splits a multi-byte character", () => {
    const line = `SUMMARY:${"é€🌴".repeat(30)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain("\uFFFD");
    }
    expect(unfoldLines(folded)).toEqual([line]);
  });
});

describe("unfoldLines", () => {
  it("joins continuations (space or tab) across CRLF, LF and CR endings and drops blank lines", () => {
    expect(unfoldLines("A:1\r\n 23\nB:4\n\t5\rC:6\r\n\r\n")).toEqual(["A:123", "B:45", "C:6"]);
  });
});

describe("parseContentLine", () => {
  it("splits name, parameters and value; quoted parameters may hold colons and semicolons", () => {
    expect(parseContentLine('dtstart;TZID="America/New_York; x:y";VALUE=DATE-TIME:20260301T150000')).toEqual({
      name: "DTSTART",
      params: { TZID: "America/New_York; x:y", VALUE: "DATE-TIME" },
      value: "20260301T150000",
    });
    expect(parseContentLine("DESCRIPTION:Reservation URL: https://x.test/a")?.value).toBe("Reservation URL: https://x.test/a");
    expect(parseContentLine("no colon here")).toBeNull();
  });
});
