import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { recordAudit } from "~/features/audit/index.server";
import { createTestListing } from "./listing-factory";
import { listings } from "./listing.table";
import { getConnection, getDb } from "~/shared/db/client.server";
import { listen, notify } from "~/shared/db/notify.server";
import { followStaffListingChanges, keptStaffListingPages, STAFF_LISTINGS_CHANGES_CHANNEL } from "./staff-listing-pages.server";

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** Waits until every notice sent before now has been heard: notices arrive in commit order, so a marker sent after them comes last. */
async function noticesDelivered() {
  const marker = `marker-${Math.random()}`;
  let heard = false;
  stops.push(await listen(STAFF_LISTINGS_CHANGES_CHANNEL, (payload) => (heard ||= payload === marker)));
  await notify(getDb(), STAFF_LISTINGS_CHANGES_CHANNEL, marker);
  for (let waited = 0; !heard && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(heard, "the marker was heard").toBe(true);
}

const keptPage = keptStaffListingPages<string>(10);

/** A kept page and how many times it was loaded from the database. */
function countedPage() {
  let loads = 0;
  return {
    read: () => keptPage("all listings", async () => `page ${(loads += 1)}`),
    loads: () => loads,
  };
}

describe(`staff tables' kept pages on ${getConnection().engine}`, () => {
  it("are read once while nothing changes, and again after a listing, its review or the audit log changes", async () => {
    const listing = await createTestListing();
    stops.push(await followStaffListingChanges());
    const page = countedPage();
    expect(await page.read()).toBe("page 1");
    expect(await page.read()).toBe("page 1");

    await getDb().update(listings).set({ reviewStatus: "approved" }).where(eq(listings.id, listing.id));
    await noticesDelivered();
    expect(await page.read()).toBe("page 2");
    expect(await page.read()).toBe("page 2");

    await recordAudit({ actor: { id: null, email: "admin@example.test" }, action: "listing.status", subject: { type: "listing", id: listing.id } });
    await noticesDelivered();
    expect(await page.read()).toBe("page 3");
    expect(page.loads()).toBe(3);
  });

  it("are not kept while the process does not follow the changes, nor once it stops", async () => {
    const page = countedPage();
    await page.read();
    await page.read();
    expect(page.loads()).toBe(2);
    const stop = await followStaffListingChanges();
    await page.read();
    await page.read();
    expect(page.loads()).toBe(3);
    await stop();
    await page.read();
    expect(page.loads()).toBe(4);
  });

  it("does not keep a page whose loading a change overtook", async () => {
    stops.push(await followStaffListingChanges());
    const listing = await createTestListing();
    let loads = 0;
    const read = () =>
      keptPage("all listings", async () => {
        loads += 1;
        if (loads === 1) {
          await getDb().update(listings).set({ title: "Changed while the page was read" }).where(eq(listings.id, listing.id));
          await noticesDelivered();
        }
        return `page ${loads}`;
      });
    expect(await read()).toBe("page 1");
    expect(await read()).toBe("page 2");
    expect(await read()).toBe("page 2");
  });
});
