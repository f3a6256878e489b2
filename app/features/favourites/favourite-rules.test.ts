import { describe, expect, it } from "vitest";
import { accountAfterMergePath, FAVOURITE_LIMITS, mergedNotice, readMergedParams } from "./favourite-rules";

describe("the account page's address after a merge", () => {
  it("reads back what the island wrote", () => {
    const read = (path: string) => readMergedParams(new URL(path, "https://example.test").searchParams);
    expect(read(accountAfterMergePath(2, 0))).toEqual({ added: 2, full: false });
    expect(read(accountAfterMergePath(0, 3))).toEqual({ added: 0, full: true });
  });

  it("ignores a hand-made or missing count", () => {
    for (const query of ["", "?merged=", "?merged=-1", "?merged=1.5", "?merged=abc", `?merged=${FAVOURITE_LIMITS.max + 1}`]) {
      expect(readMergedParams(new URLSearchParams(query))).toBeNull();
    }
  });

  it("says how many were added, in the singular for one", () => {
    expect(mergedNotice(1)).toBe("Added 1 listing you saved in this browser to your favorites.");
    expect(mergedNotice(3)).toBe("Added 3 listings you saved in this browser to your favorites.");
  });
});
