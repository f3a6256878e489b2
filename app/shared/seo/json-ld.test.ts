import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it("can never close the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>", note: "<!-- & -->", line: "a\u2028b" });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>", note: "<!-- & -->", line: "a\u2028b" });
  });
});
