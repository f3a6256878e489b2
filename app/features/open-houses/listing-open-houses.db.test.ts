import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { followContentChanges } from "~/features/content-changes/index.server";
import { createTestListing } from "~/features/listings/listing-factory";
import { forgetKeptContent, keepContentFromNowOn, stopKeepingContent } from "~/shared/cache/content-memo.server";
import { getDb } from "~/shared/db/client.server";
import { loadListingOpenHouses } from "./listing-open-houses.server";
import { replaceFeedOpenHouses, upcomingOpenHouses } from "./open-houses.server";

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
  it("lists, at any later moment, exactly the open houses a fresh read would, whatever the schedule", async () => {
    const follower = await keepAsTheServerDoes();
    const listing = await createTestListing({ title: "Reef Bay Retreat", listPrice: 1_150_000 });
    const read = new Date();
    // Open houses from two days ago to two weeks ahead, an hour or several long; moments from the first read to three weeks on.
    const schedule = fc.uniqueArray(fc.record({ startHour: fc.integer({ min: -48, max: 336 }), hours: fc.integer({ min: 1, max: 6 }) }), { maxLength: 6, selector: (item) => item.startHour });
    const laterHours = fc.array(fc.integer({ min: 0, max: 504 }), { minLength: 1, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(schedule, laterHours, async (items, laters) => {
        const openHouses = items.map((item, index) => ({
          key: `OH${index}`,
          startsAt: new Date(read.getTime() + item.startHour * HOUR_MS),
          endsAt: new Date(read.getTime() + (item.startHour + item.hours) * HOUR_MS),
          remarks: null,
        }));
        await follower.visibleAfter(() => replaceFeedOpenHouses(listing.id, openHouses, getDb()));
        await loadListingOpenHouses(listing, "https://example.test/property/x", read);
        for (const hours of laters) {
          const at = new Date(read.getTime() + hours * HOUR_MS);
          const shown = await loadListingOpenHouses(listing, "https://example.test/property/x", at);
          const fresh = await upcomingOpenHouses(listing.id, at);
          expect(shown.items).toEqual(fresh.map((item) => ({ startsAt: item.startsAt.toISOString(), endsAt: item.endsAt.toISOString(), remarks: item.remarks })));
        }
      }),
      { numRuns: 25 },
    );
  });
});
