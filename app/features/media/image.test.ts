import { describe, expect, it } from "vitest";
import { largestJpegPath } from "./image";

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
