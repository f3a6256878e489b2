import { describe, expect, it } from "vitest";
import { expectConsoleError } from "../tests/setup/fail-on-console-error";
import { handleError } from "./entry.server";

describe("handleError", () => {
  it("logs an unhandled error with its request, then strips its message and stack before they can be serialised", () => {
    const error = new Error('duplicate key value violates unique constraint "users_email_key" select * from users');
    handleError(error, { request: new Request("http://localhost/register?x=1", { method: "POST" }), params: {}, context: {} as never });
    expectConsoleError(/Request failed .*"method":"POST".*"path":"\/register".*users_email_key/);
    expect(error.message).toBe("Unexpected Server Error");
    expect(error.stack).toBeUndefined();
  });

  it("says nothing about a request the visitor aborted", () => {
    const controller = new AbortController();
    controller.abort();
    const error = new Error("aborted");
    handleError(error, { request: new Request("http://localhost/", { signal: controller.signal }), params: {}, context: {} as never });
    expect(error.message).toBe("aborted");
  });
});
