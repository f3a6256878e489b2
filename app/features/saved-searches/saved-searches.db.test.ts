import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { savedSearches } from "./saved-search.table";
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_MESSAGES } from "./saved-search-rules";
import { deleteSavedSearch, listSavedSearches, saveSearch, setSearchFrequency } from "./saved-searches.server";
import { createTestBuyer, createTestSearch } from "./saved-search-test-data";

const stored = () => getDb().select().from(savedSearches);

describe("saving a search", () => {
  it("refuses a search with no filter (a sort or page alone is none) and stores nothing", async () => {
    const buyer = await createTestBuyer();
    for (const query of ["", "?sort=price-asc&page=3", "minPrice=abc&view=map"]) {
      const result = await saveSearch(buyer, { query, frequency: "instant", name: "" });
      expect(result).toMatchObject({ success: false, error: SAVED_SEARCH_MESSAGES.noFilter });
    }
    expect(await stored()).toEqual([]);
  });

  it("keeps the filters as columns, the query string for the results link, and a name in words", async () => {
    const buyer = await createTestBuyer();
    await createTestSearch(buyer, "?area=cruz%20bay&minPrice=500k&maxPrice=1.2m&minBeds=3&status=for-sale&q=ocean%20view&sort=price-asc");
    const [row] = await stored();
    expect(row).toMatchObject({
      area: "Cruz Bay",
      minPrice: 500_000,
      maxPrice: 1_200_000,
      minBeds: 3,
      status: "for-sale",
      keywords: "ocean view",
      kind: null,
      frequency: "instant",
      name: "For sale · Cruz Bay · $500,000 to $1,200,000 · 3+ beds · “ocean view”",
    });
    expect(new URLSearchParams(row!.query).get("sort")).toBe("price-asc");
    const listed = await listSavedSearches(buyer.id);
    expect(listed.success && listed.data[0]!.summary).toBe(row!.name);
  });

  it("saves, changes and deletes the searches of a buyer whose address is not confirmed yet, with the frequency chosen", async () => {
    const buyer = await createTestBuyer({ verified: false });
    const saved = await saveSearch(buyer, { query: "area=Coral Bay", frequency: "instant", name: "" });
    expect(saved).toMatchObject({ success: true });
    expect((await stored()).map((row) => row.frequency)).toEqual(["instant"]);

    const id = saved.success ? saved.id : "";
    expect(await setSearchFrequency(buyer, id, "daily")).toMatchObject({ success: true });
    expect((await stored()).map((row) => row.frequency)).toEqual(["daily"]);
    expect(await deleteSavedSearch(buyer.id, id)).toMatchObject({ success: true });
    expect(await stored()).toEqual([]);
  });

  it("saves the same search once, and caps how many one account keeps", async () => {
    const buyer = await createTestBuyer();
    const first = await createTestSearch(buyer, "minBeds=1");
    expect(await createTestSearch(buyer, "?minBeds=1", "weekly")).toBe(first);
    expect((await stored()).map((row) => row.frequency)).toEqual(["weekly"]);
    for (let beds = 2; beds <= MAX_SAVED_SEARCHES; beds += 1) await createTestSearch(buyer, `minBeds=${beds}`);
    const over = await saveSearch(buyer, { query: "minBeds=40", frequency: "instant", name: "" });
    expect(over).toMatchObject({ success: false, error: SAVED_SEARCH_MESSAGES.tooMany });
    expect(await stored()).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it("lets only the owner change or delete a search", async () => {
    const owner = await createTestBuyer();
    const other = await createTestBuyer();
    const id = await createTestSearch(owner, "area=Fish Bay");
    expect(await setSearchFrequency(other, id, "off")).toMatchObject({ success: false, code: "not_found" });
    expect(await deleteSavedSearch(other.id, id)).toMatchObject({ success: false, code: "not_found" });
    expect(await setSearchFrequency(owner, id, "weekly")).toMatchObject({ success: true });
    expect((await getDb().select().from(savedSearches).where(eq(savedSearches.id, id)))[0]!.frequency).toBe("weekly");
    expect(await deleteSavedSearch(owner.id, id)).toMatchObject({ success: true });
    expect(await stored()).toEqual([]);
  });
});
