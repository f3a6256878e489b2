import { describe, expect, it } from "vitest";
import { createTestListing } from "~/features/listings/listing-factory";
import { clearOfWeekendsEnd, insertTestOpenHouse, nextWeekendTimes, thisWeekendTimes, weekendTestTimeout } from "~/features/open-houses/open-house-test-data";
import { openHouseBadge } from "~/features/open-houses/open-house-rules";
import { searchListings } from "./search-listings.server";
import { parseSearchQuery, type SearchQuery } from "./search-query";

async function search(query: Partial<SearchQuery>) {
  const result = await searchListings(query);
  if (!result.success) throw new Error(result.error);
  return result.data;
}

describe("the open house this weekend filter", () => {
  it("finds listings with an open house still to come this weekend, from the feed or staff, and shows it on their cards", async () => {
    const now = await clearOfWeekendsEnd(30_000);
    const staff = await createTestListing({ title: "Staff open house", area: "Cruz Bay" });
    const feed = await createTestListing({ title: "Feed open house", area: "Coral Bay", listingSource: "mls" });
    const later = await createTestListing({ title: "Next weekend's open house" });
    const ended = await createTestListing({ title: "Open house already over" });
    await createTestListing({ title: "No open house" });
    const pending = await createTestListing({ title: "Not yet approved", reviewStatus: "pending" });
    const weekend = thisWeekendTimes(now);
    await insertTestOpenHouse(staff.id, weekend, "staff");
    await insertTestOpenHouse(feed.id, weekend, "mls");
    await insertTestOpenHouse(later.id, nextWeekendTimes(now));
    await insertTestOpenHouse(ended.id, { startsAt: new Date(now.getTime() - 3 * 3_600_000), endsAt: new Date(now.getTime() - 3_600_000) });
    await insertTestOpenHouse(pending.id, weekend);

    const { query } = parseSearchQuery(new URLSearchParams("openHouse=weekend"));
    const found = await search(query);
    expect(found.items.map((item) => item.title).sort()).toEqual(["Feed open house", "Staff open house"]);
    expect(found.total).toBe(2);
    expect(found.items.every((item) => item.openHouseBadge === openHouseBadge(weekend.startsAt, weekend.endsAt))).toBe(true);
    // With other filters, each applies.
    expect((await search({ ...query, area: "Cruz Bay" })).items.map((item) => item.title)).toEqual(["Staff open house"]);

    // Without the filter every listing shows, and those with an upcoming open house say when.
    const all = await search({});
    const badges = Object.fromEntries(all.items.map((item) => [item.title, item.openHouseBadge]));
    expect(badges["Next weekend's open house"]).toMatch(/^Open house Sat /);
    expect(badges["Open house already over"]).toBeNull();
    expect(badges["No open house"]).toBeNull();
  }, weekendTestTimeout(30_000));
});
