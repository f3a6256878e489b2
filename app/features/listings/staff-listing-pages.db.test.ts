import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { recordAudit } from "~/features/audit/index.server";
import { createTestListing } from "./listing-factory";
import { listings } from "./listing.table";
import { getConnection, getDb } from "~/shared/db/client.server";
import { noticesDelivered } from "../../../tests/setup/notices-delivered";
import { followStaffListingChanges, keptStaffListingPages, STAFF_LISTINGS_CHANGES_CHANNEL } from "./staff-listing-pages.server";

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});


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
    await noticesDelivered(STAFF_LISTINGS_CHANGES_CHANNEL);
    expect(await page.read()).toBe("page 2");
    expect(await page.read()).toBe("page 2");

    await recordAudit({ actor: { id: null, email: "admin@example.test" }, action: "listing.status", subject: { type: "listing", id: listing.id } });
    await noticesDelivered(STAFF_LISTINGS_CHANGES_CHANNEL);
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
          await noticesDelivered(STAFF_LISTINGS_CHANGES_CHANNEL);
        }
        return `page ${loads}`;
      });
    expect(await read()).toBe("page 1");
    expect(await read()).toBe("page 2");
    expect(await read()).toBe("page 2");
  });
});
