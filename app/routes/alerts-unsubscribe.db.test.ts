import { describe, expect, it } from "vitest";
import { savedSearches } from "~/features/saved-searches/saved-search.table";
import { createTestBuyer, createTestSearch } from "~/features/saved-searches/saved-search-test-data";
import { unsubscribeToken } from "~/features/saved-searches/unsubscribe-token.server";
import { getDb } from "~/shared/db/client.server";
import { action, loader } from "./alerts-unsubscribe";

const route: Record<string, unknown> = { params: {}, context: {} };
const url = (search: string, token: string) => `http://localhost/alerts/unsubscribe?search=${encodeURIComponent(search)}&token=${encodeURIComponent(token)}`;
const frequencies = async () => (await getDb().select().from(savedSearches)).map((row) => row.frequency);

/** A mail provider's one-click unsubscribe (RFC 8058): a POST with that body, no cookie, no Origin. */
const oneClick = (target: string) =>
  new Request(target, { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } });

async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const result = await run();
    return (result as { init?: { status?: number } }).init?.status ?? 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("/alerts/unsubscribe", () => {
  it("shows a button on GET and changes nothing, since mail scanners open links", async () => {
    const buyer = await createTestBuyer();
    const id = await createTestSearch(buyer, "area=Cruz Bay", "instant", "Cruz Bay");
    const page = await loader({ ...route, request: new Request(url(id, unsubscribeToken(id))) } as never);
    expect(page).toEqual({ name: "Cruz Bay", off: false });
    expect(await frequencies()).toEqual(["instant"]);
  });

  it("turns the alerts off on a one-click POST without a session, answering 200", async () => {
    const buyer = await createTestBuyer();
    const id = await createTestSearch(buyer, "area=Cruz Bay");
    expect(await statusOf(() => action({ ...route, request: oneClick(url(id, unsubscribeToken(id))) } as never))).toBe(200);
    expect(await frequencies()).toEqual(["off"]);
  });

  it("answers a forged or malformed link with 400 and changes nothing", async () => {
    const buyer = await createTestBuyer();
    const id = await createTestSearch(buyer, "area=Cruz Bay");
    for (const target of [url(id, "forged"), url("nonsense", unsubscribeToken(id)), "http://localhost/alerts/unsubscribe"]) {
      expect(await statusOf(() => action({ ...route, request: oneClick(target) } as never))).toBe(400);
      expect(await statusOf(() => loader({ ...route, request: new Request(target) } as never))).toBe(400);
    }
    expect(await frequencies()).toEqual(["instant"]);
  });
});
