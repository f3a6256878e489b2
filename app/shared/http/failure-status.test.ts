import { describe, expect, it } from "vitest";
import { fail, failWith } from "../lib/result";
import { failureStatus, publicReadStatus, throwFailure, throwIfUnexpected } from "./failure-status";

describe("failureStatus", () => {
  it("answers 400 for input that broke a rule, and each code's own status", () => {
    expect(failureStatus(fail("Title is required"))).toBe(400);
    expect(failureStatus(failWith("forbidden", "You are not allowed to do this"))).toBe(403);
    expect(failureStatus(failWith("not_found", "Listing not found"))).toBe(404);
    expect(failureStatus(failWith("conflict", "This request is already approved."))).toBe(409);
    expect(failureStatus(failWith("gone", "This link has expired."))).toBe(410);
    expect(failureStatus(failWith("too_large", "Image too large"))).toBe(413);
    expect(failureStatus(failWith("rate_limited", "Too many requests"))).toBe(429);
    expect(failureStatus(failWith("unexpected", "Something went wrong"))).toBe(500);
  });
});

describe("publicReadStatus", () => {
  it("answers 503 for a failure on our side or a conflict, the code's own status otherwise", () => {
    expect(publicReadStatus(failWith("unexpected", "Something went wrong"))).toBe(503);
    expect(publicReadStatus(failWith("conflict", "Someone else was changing it"))).toBe(503);
    expect(publicReadStatus(failWith("not_found", "Listing not found"))).toBe(404);
    expect(publicReadStatus(fail("Bad page number"))).toBe(400);
  });
});

describe("throwFailure", () => {
  function thrown(run: () => void): unknown {
    try {
      run();
    } catch (error) {
      return error;
    }
    throw new Error("nothing was thrown");
  }

  it("throws the error page's data with the code's status and its reason phrase", () => {
    expect(thrown(() => throwFailure(failWith("not_found", "Listing not found")))).toMatchObject({
      data: null,
      init: { status: 404, statusText: "Not Found" },
    });
    expect(thrown(() => throwFailure(failWith("unexpected", "Something went wrong"), { body: { message: "x" } }))).toMatchObject({
      data: { message: "x" },
      init: { status: 500, statusText: "Internal Server Error" },
    });
    expect(thrown(() => throwFailure({ code: "unexpected" }, { publicRead: true }))).toMatchObject({
      init: { status: 503, statusText: "Service Unavailable" },
    });
  });

  it("leaves any failure but one on our side to the caller with throwIfUnexpected", () => {
    expect(() => throwIfUnexpected(failWith("not_found", "Listing not found"))).not.toThrow();
    expect(thrown(() => throwIfUnexpected(failWith("unexpected", "Something went wrong")))).toMatchObject({ init: { status: 500 } });
  });
});
