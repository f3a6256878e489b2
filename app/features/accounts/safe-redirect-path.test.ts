import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect-path";

describe("safeRedirectPath", () => {
  it.each([
    ["/agent/rentals", "/agent/rentals"],
    ["/mls?kind=rental", "/mls?kind=rental"],
    ["/mls?kind=rental#results", "/mls?kind=rental#results"],
    ["/blog/a/../b", "/blog/b"],
    // Encoded slashes stay inside the path: the browser does not decode them into a host.
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/login/help", "/login/help"],
  ])("keeps the same-site path %j as %j", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    // Another origin, directly or protocol-relative.
    "https://evil.example/",
    "http:evil.example",
    "//evil.example",
    "///evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    // Normalisation that would produce `//host`.
    "/.//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/./..//evil.example",
    "/.%2e//evil.example",
    "/%2e//evil.example",
    // Backslashes, which browsers read as slashes.
    "/\\evil.example",
    "\\\\evil.example",
    "/.\\/evil.example",
    "/\\/evil.example",
    // Control characters, which URL parsing strips.
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r//evil.example",
    "/\u0000/evil.example",
    "/\u007f",
    // Not a path at all, or not one to return to.
    "",
    " /agent",
    "agent/rentals",
    "?next=/",
    "#top",
    "/login",
    "/login?redirectTo=/x",
    "/logout",
    "/./login",
    "/" + "a".repeat(600),
  ])("refuses %j", (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  it("refuses what is not a string", () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
});
