import { describe, expect, it } from "vitest";
import { nextFreeSlug, slugify } from "./listing-slug";

describe("slugify", () => {
  it("makes lower-case hyphenated ASCII from a title", () => {
    expect(slugify("Villa Solstice, Peter Bay")).toBe("villa-solstice-peter-bay");
    expect(slugify("  Sunset & Sea — Coral Bay's Best! ")).toBe("sunset-and-sea-coral-bays-best");
    expect(slugify("Café Étoile")).toBe("cafe-etoile");
  });

  it("falls back to 'listing' when nothing usable is left", () => {
    expect(slugify("!!!")).toBe("listing");
    expect(slugify("")).toBe("listing");
  });

  it("keeps long slugs to whole words within the limit", () => {
    const slug = slugify("A very long title ".repeat(10), 30);
    expect(slug.length).toBeLessThanOrEqual(30);
    expect(slug).toBe("a-very-long-title-a-very-long");
  });
});

describe("nextFreeSlug", () => {
  it("takes the base, then -2, -3…", () => {
    expect(nextFreeSlug("villa", [])).toBe("villa");
    expect(nextFreeSlug("villa", ["villa"])).toBe("villa-2");
    expect(nextFreeSlug("villa", ["villa", "villa-2", "villa-4"])).toBe("villa-3");
  });
});
