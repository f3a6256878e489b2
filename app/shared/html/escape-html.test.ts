import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html";

describe("escapeHtml", () => {
  it("turns markup and both quotes into entities, ampersands first", () => {
    expect(escapeHtml(`<img src=x onerror="a('&amp;')">`)).toBe("&lt;img src=x onerror=&quot;a(&#39;&amp;amp;&#39;)&quot;&gt;");
  });

  it("leaves plain text as it is", () => {
    expect(escapeHtml("Monday, December 1, 2026")).toBe("Monday, December 1, 2026");
  });
});
