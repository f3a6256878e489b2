import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { largestJpegPath, thumbnailOf } from "./image";

describe("largestJpegPath", () => {
  it("picks the widest JPEG", () => {
    const variants = [
      { width: 480, height: 320, format: "jpeg" as const, key: "abc/480.jpg" },
      { width: 1600, height: 1067, format: "webp" as const, key: "abc/1600.webp" },
      { width: 1600, height: 1067, format: "jpeg" as const, key: "abc/1600.jpg" },
      { width: 960, height: 640, format: "jpeg" as const, key: "abc/960.jpg" },
    ];
    expect(largestJpegPath({ variants })).toBe("/media/abc/1600.jpg");
    expect(largestJpegPath(undefined)).toBeUndefined();
    expect(largestJpegPath({ variants: [] })).toBeUndefined();
  });
});

describe("thumbnailOf", () => {
  const variant = (width: number, format: "webp" | "jpeg") => ({ width, height: Math.round(width / 1.5), format, key: `abc/${width}.${format === "jpeg" ? "jpg" : "webp"}` });
  const photo = { alt: "A villa", width: 1600, height: 1067, variants: [1600, 960, 480].flatMap((width) => [variant(width, "webp"), variant(width, "jpeg")]) };

  it("keeps of each format the narrowest width still sharp at twice the size shown", () => {
    expect(thumbnailOf(photo, 96).variants.map((kept) => kept.key)).toEqual(["abc/480.webp", "abc/480.jpg"]);
    expect(thumbnailOf(photo, 300).variants.map((kept) => kept.key)).toEqual(["abc/960.webp", "abc/960.jpg"]);
    expect(thumbnailOf(photo, 96)).toMatchObject({ alt: "A villa", width: 1600, height: 1067 });
  });

  it("keeps the widest there is when none is wide enough", () => {
    expect(thumbnailOf(photo, 1200).variants.map((kept) => kept.key)).toEqual(["abc/1600.webp", "abc/1600.jpg"]);
    expect(thumbnailOf({ variants: [variant(480, "jpeg")] }, 96).variants).toEqual([variant(480, "jpeg")]);
  });

  it("keeps, for any widths in any order, of each format the narrowest wide enough or else the widest", () => {
    const variants = fc.uniqueArray(fc.record({ width: fc.integer({ min: 1, max: 4000 }), format: fc.constantFrom("webp" as const, "jpeg" as const) }), {
      selector: (kept) => `${kept.width}.${kept.format}`,
      maxLength: 12,
    });
    fc.assert(
      fc.property(variants, fc.integer({ min: 1, max: 2000 }), (drawn, cssWidth) => {
        const image = { variants: drawn.map(({ width, format }) => variant(width, format)) };
        const expected = (["webp", "jpeg"] as const).flatMap((format) => {
          const widths = drawn.filter((kept) => kept.format === format).map((kept) => kept.width);
          if (widths.length === 0) return [];
          const sharp = widths.filter((width) => width >= cssWidth * 2);
          return [variant(sharp.length > 0 ? Math.min(...sharp) : Math.max(...widths), format)];
        });
        expect(thumbnailOf(image, cssWidth).variants).toEqual(expected);
      }),
    );
  });
});
