import { afterEach, describe, expect, it } from "vitest";
import { followContentChanges } from "~/features/content-changes/index.server";
import { createTestListing } from "~/features/listings/listing-factory";
import { forgetKeptContent, keepContentFromNowOn, stopKeepingContent } from "~/shared/cache/content-memo.server";
import { getDb } from "~/shared/db/client.server";
import { loadListingOpenHouses } from "./listing-open-houses.server";
import { replaceFeedOpenHouses } from "./open-houses.server";

const HOUR_MS = 3_600_000;
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** Public content kept as the server keeps it: until this process's listener hears of a change. */
async function keepAsTheServerDoes() {
  const follower = await followContentChanges({ clear: () => forgetKeptContent() });
  keepContentFromNowOn();
  stops.push(async () => {
    stopKeepingContent();
    await follower.stop();
  });
  return follower;
}

describe("a listing page's open houses, kept until content changes", () => {
  it("shows a change on the next read after the save, and drops an open house once it has ended", async () => {
    const follower = await keepAsTheServerDoes();
    const listing = await createTestListing({ title: "Hansen Bay Hideaway", listPrice: 975_000 });
    const now = new Date();
    const first = { key: "OH1", startsAt: new Date(now.getTime() + HOUR_MS), endsAt: new Date(now.getTime() + 3 * HOUR_MS), remarks: null };
    const second = { key: "OH2", startsAt: new Date(now.getTime() + 48 * HOUR_MS), endsAt: new Date(now.getTime() + 50 * HOUR_MS), remarks: "Bring sandals" };
    const page = (at = now) => loadListingOpenHouses(listing, "https://example.test/property/x", at);

    await follower.visibleAfter(() => replaceFeedOpenHouses(listing.id, [first], getDb()));
    expect((await page()).items.map((item) => item.startsAt)).toEqual([first.startsAt.toISOString()]);

    await follower.visibleAfter(() => replaceFeedOpenHouses(listing.id, [first, second], getDb()));
    expect((await page()).items.map((item) => item.startsAt)).toEqual([first.startsAt.toISOString(), second.startsAt.toISOString()]);

    // No change announced: the first has simply ended by then, and neither the list nor its JSON-LD names it.
    const later = await page(new Date(first.endsAt.getTime() + 1));
    expect(later.items).toEqual([{ startsAt: second.startsAt.toISOString(), endsAt: second.endsAt.toISOString(), remarks: "Bring sandals" }]);
    expect(JSON.parse(later.jsonLd!)).toHaveLength(1);
    expect((await page(new Date(second.endsAt.getTime() + 1))).jsonLd).toBeNull();
  });
});
