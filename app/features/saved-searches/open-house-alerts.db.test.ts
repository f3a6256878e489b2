import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clearOfWeekendsEnd, insertTestOpenHouse, nextWeekendTimes, thisWeekendTimes, weekendTestTimeout } from "~/features/open-houses/open-house-test-data";
import { openHouseWhen } from "~/features/open-houses/open-house-rules";
import { getDb } from "~/shared/db/client.server";
import { matchSavedSearches } from "./match-saved-searches.server";
import { savedSearches, savedSearchMatches } from "./saved-search.table";
import { approvedByReview, createTestBuyer, createTestSearch, queuedAlerts } from "./saved-search-test-data";
import { sendSavedSearchAlerts } from "./send-alerts.server";

describe("open houses in saved searches", () => {
  it("keeps the weekend filter, alerts only listings with an open house this weekend, and names each listing's next open house", async () => {
    const now = await clearOfWeekendsEnd(30_000);
    const buyer = await createTestBuyer();
    const weekendSearch = await createTestSearch(buyer, "openHouse=weekend&area=Cruz Bay", "instant", "Open houses in Cruz Bay");
    const [stored] = await getDb().select().from(savedSearches).where(eq(savedSearches.id, weekendSearch));
    expect(stored).toMatchObject({ openHouse: "weekend", area: "Cruz Bay", query: "area=Cruz+Bay&openHouse=weekend" });
    const anySearch = await createTestSearch(buyer, "area=Cruz Bay", "instant", "Cruz Bay");

    const weekend = thisWeekendTimes(now);
    const showing = await approvedByReview({ title: "Open this weekend", area: "Cruz Bay" });
    await insertTestOpenHouse(showing.id, weekend, "staff", "Park on the road");
    const later = await approvedByReview({ title: "Open next weekend", area: "Cruz Bay" });
    await insertTestOpenHouse(later.id, nextWeekendTimes(now));
    await approvedByReview({ title: "No open house", area: "Cruz Bay" });

    await matchSavedSearches({ clockMarginMs: 0 });
    await sendSavedSearchAlerts();
    const mails = await queuedAlerts();
    const weekendMail = mails.find((mail) => mail.subject.includes("Open houses in Cruz Bay"))!;
    expect(weekendMail.subject).toBe("New listing for your search “Open houses in Cruz Bay”: Open this weekend");
    expect(weekendMail.text).toContain("(Cruz Bay · Open house this weekend)");
    expect(weekendMail.text).toContain(`Open this weekend\n`);
    expect(weekendMail.text).toContain(`Open house: ${openHouseWhen(weekend.startsAt, weekend.endsAt)}`);

    // The search without the filter hears of all three; each with an open house says when.
    const anyMail = mails.find((mail) => mail.subject.includes("“Cruz Bay”"))!;
    expect(anyMail.subject).toBe("3 new listings for your search “Cruz Bay”");
    const next = nextWeekendTimes(now);
    expect(anyMail.text).toContain(`Open house: ${openHouseWhen(next.startsAt, next.endsAt)}`);
    expect(anyMail.text.match(/Open house: /g)).toHaveLength(2);
    expect(anySearch).toBeTruthy();
  }, weekendTestTimeout(30_000));

  it("alerts a search for open houses when one is scheduled for a listing already on the market, and no other search", async () => {
    const now = await clearOfWeekendsEnd(30_000);
    const onMarket = await approvedByReview({ title: "Long on the market", area: "Coral Bay" });
    const buyer = await createTestBuyer();
    const weekendSearch = await createTestSearch(buyer, "openHouse=weekend&area=Coral Bay", "instant", "Coral Bay open houses");
    const anySearch = await createTestSearch(buyer, "area=Coral Bay", "instant", "Coral Bay");
    const matchedBefore = await matchSavedSearches({ clockMarginMs: 0 });

    await insertTestOpenHouse(onMarket.id, thisWeekendTimes(now), "staff");
    await matchSavedSearches({ clockMarginMs: 0 });
    const pairs = await getDb().select().from(savedSearchMatches).where(eq(savedSearchMatches.listingId, onMarket.id));

    expect(matchedBefore.matches).toBe(0);
    expect(pairs.map((pair) => pair.searchId)).toEqual([weekendSearch]);
    expect(anySearch).not.toBe(weekendSearch);
  }, weekendTestTimeout(30_000));
});
