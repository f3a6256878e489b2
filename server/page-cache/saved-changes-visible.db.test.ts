import { randomUUID } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestAdmin, createTestRental } from "~/features/booking-requests/booking-test-helpers";
import { saveStayTerms } from "~/features/rental-rates/stay-terms.server";
import { agentUser } from "~/features/listing-submissions/agent-listing-test-data";
import { changeListingMarket } from "~/features/listing-upkeep/change-market.server";
import { createTestListing } from "~/features/listings/listing-factory";
import { listings } from "~/features/listings/listing.table";
import { getConnection, getDb } from "~/shared/db/client.server";
import { followContentChanges, type ContentFollower } from "./content-changes";
import { PageStore, type StoredPage } from "./page-store";

/**
 * Two app processes as the server runs them, each with its own page store
 * cleared by its own listener: a save made through one answers only once the
 * other no longer holds the old page, so the reload right after it shows the
 * change whichever process serves it.
 */
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

type AppProcess = { store: PageStore; follower: ContentFollower; page: (listingId: string) => Promise<string> };

function storedPage(html: string): StoredPage {
  const body = Buffer.from(html);
  return { status: 200, headers: {}, brotli: body, gzip: gzipSync(body), identityLength: body.byteLength, strongly: false, bytes: body.byteLength, etag: '"x"', storedAt: Date.now(), expiresAt: Date.now() + 300_000 };
}

async function startProcess(waitMs?: number): Promise<AppProcess> {
  const store = new PageStore({ maxBytes: 1_000_000 });
  const follower = await followContentChanges({ clear: () => store.clear(), waitMs });
  stops.push(() => follower.stop());
  // A listing page through this process's cache: from memory when kept, else rendered from the database and kept.
  const page = async (listingId: string) => {
    const kept = store.get(listingId);
    if (kept) return gunzipSync(kept.gzip).toString();
    const generation = store.generation;
    const [row] = await getDb().select({ listPrice: listings.listPrice }).from(listings).where(eq(listings.id, listingId));
    const html = `<p>$${row!.listPrice!.toLocaleString("en-US")}</p>`;
    store.set(listingId, storedPage(html), generation);
    return html;
  };
  return { store, follower, page };
}

describe(`a saved change on ${getConnection().engine}`, () => {
  it("is on every process's pages when the save answers", async () => {
    const agent = await agentUser("visible@example.test");
    const listing = await createTestListing({ title: "Fish Bay Cottage", listPrice: 850_000, agentId: agent.id });
    const [saving, other] = [await startProcess(), await startProcess()];
    for (const app of [saving, other]) {
      expect(await app.page(listing.id)).toContain("$850,000");
      expect(app.store.get(listing.id), "the page is kept").toBeDefined();
    }

    const result = await saving.follower.visibleAfter(() => changeListingMarket(agent, listing.id, { standardStatus: "Active", listPrice: "$799,000" }));

    expect(result).toMatchObject({ success: true, changed: true });
    // Read at once, with nothing awaited in between: neither process still holds the old page.
    expect(saving.store.get(listing.id)).toBeUndefined();
    expect(other.store.get(listing.id)).toBeUndefined();
    expect(await other.page(listing.id)).toContain("$799,000");
    expect(await saving.page(listing.id)).toContain("$799,000");
  });

  it("counts a rental's terms, which no trigger sees, as a change to public pages", async () => {
    const [admin, rental] = [await createTestAdmin(), await createTestRental()];
    const [saving, other] = [await startProcess(), await startProcess()];
    other.store.set(rental.id, storedPage("<p>Cancellation: full refund 60 days out</p>"), other.store.generation);
    const form = new FormData();
    for (const [name, value] of Object.entries({ depositPercent: "40", balanceDaysBefore: "45", depositHoldHours: "48", damageHold: "0", damageHoldDaysBefore: "2" })) form.set(name, value);

    expect(await saving.follower.visibleAfter(() => saveStayTerms(admin, rental.id, form))).toMatchObject({ success: true });

    expect(other.store.get(rental.id)).toBeUndefined();
  });

  it("keeps every process's pages when the submission changed nothing public", async () => {
    const listing = await createTestListing({ title: "Chocolate Hole House", listPrice: 1_250_000 });
    const [saving, other] = [await startProcess(), await startProcess()];
    await other.page(listing.id);

    expect(await saving.follower.visibleAfter(async () => "nothing saved")).toBe("nothing saved");

    expect(other.store.get(listing.id), "an unchanged page stays kept").toBeDefined();
  });

  it("answers after a bounded wait when a live process does not acknowledge", async () => {
    const agent = await agentUser("stuck@example.test");
    const listing = await createTestListing({ title: "Gallows Point Villa", listPrice: 2_000_000, agentId: agent.id });
    const saving = await startProcess(300);
    // A process that says it is alive but whose listener has stopped reading.
    const stuck = randomUUID();
    await getDb().execute(sql`insert into content_listeners (id, applied_mark, seen_at) values (${stuck}, 0, now())`);
    stops.push(async () => void (await getDb().execute(sql`delete from content_listeners where id = ${stuck}`)));

    const started = Date.now();
    const result = await saving.follower.visibleAfter(() => changeListingMarket(agent, listing.id, { standardStatus: "Active", listPrice: "$1,900,000" }));

    expect(result).toMatchObject({ success: true, changed: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
