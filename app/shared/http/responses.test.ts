import { describe, expect, it } from "vitest";
import { fail, failWith } from "../lib/result";
import { accessRefusal, beaconAnswer, busyText, failureText } from "./responses";

describe("answers that are not a page", () => {
  it("send a file's or stream's failure as text with its status, Retry-After and no-store when asked", async () => {
    const missing = failureText({ code: "not_found" }, "Calendar not found\n");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(missing.headers.get("retry-after")).toBeNull();
    expect(await missing.text()).toBe("Calendar not found\n");

    const unavailable = failureText({ code: "unexpected" }, "Later\n", { publicRead: true, retryAfterSeconds: 300 });
    expect([unavailable.status, unavailable.headers.get("retry-after")]).toEqual([503, "300"]);

    const limited = failureText({ code: "rate_limited" }, "Too many", { retryAfterSeconds: 60, noStore: true });
    expect([limited.status, limited.headers.get("retry-after"), limited.headers.get("cache-control")]).toEqual([429, "60", "no-store"]);
    expect(busyText("Full", { retryAfterSeconds: 30 }).status).toBe(503);
  });

  it("refuse a JSON endpoint's visitor with 401 or 403 and the message", async () => {
    const signedOut = accessRefusal("signed-out", "Please sign in first");
    expect([signedOut.status, await signedOut.json()]).toEqual([401, { success: false, error: "Please sign in first" }]);
    expect(accessRefusal("forbidden", "No").status).toBe(403);
  });

  it("answer a beacon 204 when taken or over its limit, its failure's status otherwise", () => {
    expect((beaconAnswer({ success: true }) as Response).status).toBe(204);
    expect((beaconAnswer(failWith("rate_limited", "Too many")) as Response).status).toBe(204);
    expect(beaconAnswer(fail("Invalid page view"))).toMatchObject({ data: { error: "Invalid page view" }, init: { status: 400 } });
  });
});
