import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageFileName } from "./page-files";

describe("the page file an address names", () => {
  it("for any address a visitor could send, is either none or a .html file inside the pages folder", () => {
    const segment = fc.oneof(fc.constantFrom("", ".", "..", "%2e%2e", "a b", "x?y", "\\..", "\u0000"), fc.string({ maxLength: 12 }));
    const address = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join("/")}`),
    );
    const root = "/srv/pages/current";
    fc.assert(
      fc.property(address, (url) => {
        const name = pageFileName(url);
        if (name === null) return;
        expect(name.endsWith(".html")).toBe(true);
        expect(name).not.toContain("?");
        const resolved = path.resolve(root, `.${name}`);
        expect(resolved === root || resolved.startsWith(`${root}/`)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
