import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { pageViews } from "./page-view.table";
import { recordPageView, sanitiseReferrer } from "./page-views.server";

describe("recordPageView", () => {
  it("stores the path and only the origin and path of the referrer", async () => {
    const result = await recordPageView({ path: "/about", referrer: "https://www.google.com/search?q=villa+st+john" });
    expect(result.success).toBe(true);
    const rows = await getDb().select().from(pageViews);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: "/about", referrer: "https://www.google.com/search" });
  });

  it("refuses a malformed view and stores nothing", async () => {
    expect(await recordPageView({ path: "not-a-path" })).toEqual({ success: false, error: "Invalid page view" });
    expect(await recordPageView({ path: "/x".repeat(600) })).toMatchObject({ success: false });
    expect(await getDb().select().from(pageViews)).toHaveLength(0);
  });
});

describe("sanitiseReferrer", () => {
  it("drops query strings, fragments and non-web schemes", () => {
    expect(sanitiseReferrer("https://example.com/a?b=c#d")).toBe("https://example.com/a");
    expect(sanitiseReferrer("javascript:alert(1)")).toBeNull();
    expect(sanitiseReferrer("")).toBeNull();
  });
});
