import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "~/features/rate-limits";
import { getDb } from "~/shared/db/client.server";
import { savedSearches } from "./saved-search.table";
import { SAVED_SEARCH_MESSAGES } from "./saved-search-rules";
import { handleSavedSearchForm } from "./saved-search-form.server";
import { createTestBuyer } from "./saved-search-test-data";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("the saved-search forms", () => {
  it("save, change and delete, each answered with the account page and its notice", async () => {
    const buyer = await createTestBuyer();
    expect(await handleSavedSearchForm(form({ intent: "save", query: "area=Cruz Bay", frequency: "daily", name: "" }), buyer)).toEqual({
      status: 303,
      location: "/account/searches?notice=saved",
      body: null,
    });
    const [row] = await getDb().select().from(savedSearches);
    expect(await handleSavedSearchForm(form({ intent: "frequency", id: row!.id, frequency: "off" }), buyer)).toMatchObject({ location: "/account/searches?notice=updated" });
    expect(await handleSavedSearchForm(form({ intent: "delete", id: row!.id }), buyer)).toMatchObject({ location: "/account/searches?notice=deleted" });
    expect(await getDb().select().from(savedSearches)).toEqual([]);
  });

  it("answers a search with no filter with its message, a stranger's or unknown id with 404", async () => {
    const buyer = await createTestBuyer();
    expect(await handleSavedSearchForm(form({ intent: "save", query: "sort=newest", frequency: "instant" }), buyer)).toMatchObject({
      status: 400,
      body: { formError: SAVED_SEARCH_MESSAGES.noFilter },
    });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await handleSavedSearchForm(form({ intent: "delete", id: unknown }), buyer)).toMatchObject({ status: 404 });
    expect(await handleSavedSearchForm(form({ intent: "frequency", id: "not-an-id", frequency: "weekly" }), buyer)).toMatchObject({ status: 400 });
  });

  it("refuses changes over the hourly limit per account, and stores nothing then", async () => {
    const buyer = await createTestBuyer();
    const now = new Date("2026-03-02T10:00:00Z");
    for (let index = 0; index < RATE_LIMITS.savedSearchPerUser.limit; index += 1) {
      await handleSavedSearchForm(form({ intent: "delete", id: "00000000-0000-4000-8000-000000000000" }), buyer, { now });
    }
    const refused = await handleSavedSearchForm(form({ intent: "save", query: "area=Coral Bay", frequency: "instant" }), buyer, { now });
    expect(refused).toMatchObject({ status: 429, body: { formError: expect.stringContaining("try again in") } });
    expect(await getDb().select().from(savedSearches)).toEqual([]);
    // Another account is not held back.
    const other = await createTestBuyer();
    expect(await handleSavedSearchForm(form({ intent: "save", query: "area=Coral Bay", frequency: "instant" }), other, { now })).toMatchObject({ status: 303 });
  });
});
