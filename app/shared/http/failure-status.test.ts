import { describe, expect, it } from "vitest";
import { fail, failWith } from "../lib/result";
import { failureStatus } from "./failure-status";

describe("failureStatus", () => {
  it("answers 400 for input that broke a rule, and each code's own status", () => {
    expect(failureStatus(fail("Title is required"))).toBe(400);
    expect(failureStatus(failWith("not_found", "Listing not found"))).toBe(404);
    expect(failureStatus(failWith("conflict", "This request is already approved."))).toBe(409);
    expect(failureStatus(failWith("gone", "This link has expired."))).toBe(410);
    expect(failureStatus(failWith("too_large", "Image too large"))).toBe(413);
    expect(failureStatus(failWith("rate_limited", "Too many requests"))).toBe(429);
    expect(failureStatus(failWith("unexpected", "Something went wrong"))).toBe(500);
  });
});
