import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { pageViews } from "./page-view.table";
import { RATE_LIMITS } from "~/features/rate-limits/rate-limit-rules";
import { PAGE_VIEWS_LIMITED, recordPageView, sanitiseReferrer } from "./page-views.server";

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

describe("the page-view limit", () => {
  it("records a client's views up to the limit per minute, refuses more unrecorded, and leaves other clients alone", async () => {
    const now = new Date("2026-05-01T10:00:10Z");
    const { limit } = RATE_LIMITS.pageViewsPerClient;
    const results = await Promise.all(Array.from({ length: limit + 5 }, () => recordPageView({ path: "/" }, { clientAddress: "203.0.113.9", now })));
    expect(results.filter((result) => result.success)).toHaveLength(limit);
    expect(results.filter((result) => !result.success)).toEqual(Array.from({ length: 5 }, () => ({ success: false, code: "rate_limited", error: PAGE_VIEWS_LIMITED })));
    expect(await getDb().select().from(pageViews)).toHaveLength(limit);

    expect(await recordPageView({ path: "/" }, { clientAddress: "198.51.100.2", now })).toMatchObject({ success: true });
    // The next minute counts afresh.
    expect(await recordPageView({ path: "/" }, { clientAddress: "203.0.113.9", now: new Date("2026-05-01T10:01:00Z") })).toMatchObject({ success: true });
  });
});

describe("sanitiseReferrer", () => {
  it("drops query strings, fragments and non-web schemes", () => {
    expect(sanitiseReferrer("https://example.com/a?b=c#d")).toBe("https://example.com/a");
    expect(sanitiseReferrer("javascript:alert(1)")).toBeNull();
    expect(sanitiseReferrer("")).toBeNull();
  });
});
