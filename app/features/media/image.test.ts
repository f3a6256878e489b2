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
});
