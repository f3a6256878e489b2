import { z } from "zod";
import { describe, expect, it } from "vitest";
import { parseForm } from "./parse-form";
import { safeJson, safeString } from "./safe-text";
import { hasUnsafeText, isSafeText, markUnsafeText, UNSAFE_TEXT_MESSAGE } from "./text";

describe("isSafeText", () => {
  it("refuses what PostgreSQL cannot store: NUL anywhere and UTF-16 halves without their partner", () => {
    for (const text of ["\u0000", "a\u0000b", "\uD800", "x\uDFFF", "\uDC00\uD800", "😀\uD83D"]) expect(isSafeText(text), JSON.stringify(text)).toBe(false);
  });

  it("accepts any real character, whole emoji and other control characters included", () => {
    for (const text of ["", "Villa Solstice", "😀🏝️", "\u0001\u001f\u007f", "\uFFFE\uFFFF", "\u{10FFFF}", "'; drop table users; --"]) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("looks through arrays, object keys and values", () => {
    expect(hasUnsafeText({ a: ["ok", { b: "x\u0000" }] })).toBe(true);
    expect(hasUnsafeText({ ["k\uD800"]: 1 })).toBe(true);
    expect(hasUnsafeText({ a: ["ok", { b: 2, c: null }] })).toBe(false);
  });

  it("marks unstorable characters with U+FFFD when a refused value is echoed", () => {
    expect(markUnsafeText("a\u0000b\uD800c😀")).toBe("a\uFFFDb\uFFFDc😀");
  });
});

describe("safeString and safeJson", () => {
  const name = safeString({ error: "Please enter your name" }).trim().min(1, "Please enter your name").max(5, "Too long");

  it("give the field its message for unstorable text before any other rule", () => {
    expect(name.safeParse("abcdefgh\u0000").error?.issues.map((issue) => issue.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
    expect(name.safeParse("\uD800").error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
    expect(name.parse(" Ada ")).toBe("Ada");
    expect(safeJson(z.record(z.string(), z.unknown())).safeParse({ a: { b: "\u0000" } }).success).toBe(false);
  });
});

describe("parseForm and unstorable text", () => {
  it("refuses it in any field, whatever the schema, with the field's message and a marked echo", () => {
    const form = new FormData();
    form.append("name", "A\u0000da");
    form.append("note", "fine");
    const parsed = parseForm(form, z.object({ name: z.string(), note: z.string().min(10, "Too short") }));
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(parsed.fieldErrors).toEqual({ name: UNSAFE_TEXT_MESSAGE, note: "Too short" });
      expect(parsed.values.name).toBe("A\uFFFDda");
    }
  });
});

describe("hasUnsafeText and deep values", () => {
  it("counts nesting deeper than it walks as unsafe", () => {
    let deep: unknown = "fine";
    for (let level = 0; level < 40; level++) deep = [deep];
    expect(hasUnsafeText(deep)).toBe(true);
  });
});
