import { describe, expect, it } from "vitest";
import { metaDescription } from "./meta-description";

describe("metaDescription", () => {
  it("keeps a short description whole, on one line", () => {
    expect(metaDescription("A  villa.\n\nWith a pool.", "fallback")).toBe("A villa. With a pool.");
  });

  it("cuts a long one at a word, within the limit", () => {
    const text = "Walk down to the harbor for a morning paddle, then back up to a great room that opens to the breeze on three sides, with a pool and spa and four air-conditioned bedrooms.";
    const description = metaDescription(text, "fallback");
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith("…")).toBe(true);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
    expect(description).not.toMatch(/\s…$/);
  });

  it("falls back when there is no description", () => {
    expect(metaDescription("   ", "A home in Cruz Bay")).toBe("A home in Cruz Bay");
  });
});
