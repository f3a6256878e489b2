import { describe, expect, it } from "vitest";
import { keptText } from "./kept-text";

describe("keptText", () => {
  it("formats a value once and answers the kept text after", () => {
    const texts = new Map<number, string>();
    let formatted = 0;
    const format = (value: number) => () => `text ${value} (${++formatted})`;
    expect(keptText(texts, 7, format(7))).toBe("text 7 (1)");
    expect(keptText(texts, 7, format(7))).toBe("text 7 (1)");
    expect(formatted).toBe(1);
  });

  it("keeps a bounded number of texts and still answers every value right past the bound", () => {
    const texts = new Map<number, string>();
    for (let value = 0; value < 10_000; value++) expect(keptText(texts, value, () => String(value))).toBe(String(value));
    expect(texts.size).toBeLessThanOrEqual(4_000);
    expect(keptText(texts, 3, () => "3")).toBe("3");
  });
});
