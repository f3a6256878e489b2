import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./page-compression";

describe("preferredEncoding", () => {
  it("sends Brotli to every browser that accepts it, whatever the order of its list", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("br;q=0.5, gzip")).toBe("br");
    expect(preferredEncoding("*")).toBe("br");
  });

  it("falls back to gzip, then to no compression, and honours a refusal", () => {
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("*;q=0, identity")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("deflate")).toBe("identity");
  });

  it("answers a header asked again as it did the first time (answers are kept per header)", () => {
    for (let round = 0; round < 2; round += 1) {
      expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
      expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
      expect(preferredEncoding("")).toBe("identity");
    }
  });
});
