import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { users } from "~/features/accounts/user.table";
import { listings } from "~/features/listings/listing.table";
import { createTestListing } from "~/features/listings/listing-factory";
import { FAVOURITE_LIMITS, FAVOURITE_MESSAGES } from "./favourite-rules";
import { handleFavouritesPost } from "./favourites-endpoint.server";
import { listFavouriteIds, listFavourites, mergeFavourites, removeFavourite, saveFavourite } from "./favourites.server";
import { favourites } from "./favourite.table";

async function createBuyer(email = "buyer@example.test") {
  const [row] = await getDb()
    .insert(users)
    .values({ email, name: "Riley Quinn", role: "buyer", status: "active", passwordHash: "not-a-real-hash" })
    .returning({ id: users.id });
  return row!;
}

function form(fields: Array<[string, string]>) {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe("saving and removing favourites", () => {
  it("saves a public listing once with the price and status it has now, and removes it again", async () => {
    const buyer = await createBuyer();
    const listing = await createTestListing({ kind: "sale", listPrice: 900_000 });
    const first = await saveFavourite(buyer.id, listing.id);
    expect(first).toMatchObject({ success: true, ids: [listing.id] });
    const again = await saveFavourite(buyer.id, listing.id);
    expect(again).toMatchObject({ success: true, ids: [listing.id] });
    const [row] = await getDb().select().from(favourites).where(eq(favourites.userId, buyer.id));
    expect(row).toMatchObject({ listingId: listing.id, savedPrice: 900_000, savedStatus: "Active" });

    expect(await removeFavourite(buyer.id, listing.id)).toMatchObject({ success: true, ids: [] });
    expect(await removeFavourite(buyer.id, listing.id)).toMatchObject({ success: true, ids: [] });
  });

  it("refuses an unknown, unapproved or malformed listing with a clear message and stores nothing", async () => {
    const buyer = await createBuyer();
    const pending = await createTestListing({ reviewStatus: "pending" });
    expect(await saveFavourite(buyer.id, pending.id)).toMatchObject({ success: false, code: "not_found", error: FAVOURITE_MESSAGES.unavailable });
    expect(await saveFavourite(buyer.id, "00000000-0000-4000-8000-000000000000")).toMatchObject({ success: false, error: FAVOURITE_MESSAGES.unavailable });
    expect(await saveFavourite(buyer.id, "not-an-id")).toMatchObject({ success: false, error: FAVOURITE_MESSAGES.badListing });
    expect(await getDb().select().from(favourites)).toEqual([]);
  });

  it("keeps each buyer's favourites apart", async () => {
    const [a, b] = [await createBuyer("a@example.test"), await createBuyer("b@example.test")];
    const listing = await createTestListing();
    await saveFavourite(a.id, listing.id);
    expect(await listFavouriteIds(b.id)).toMatchObject({ success: true, ids: [] });
    await removeFavourite(b.id, listing.id);
    expect(await listFavouriteIds(a.id)).toMatchObject({ success: true, ids: [listing.id] });
  });

  it("stops at the limit with a message saying so", async () => {
    const buyer = await createBuyer();
    const listing = await createTestListing();
    const others = await createTestListing();
    // The account already holds one fewer than the limit.
    const filler = await Promise.all(Array.from({ length: FAVOURITE_LIMITS.max - 1 }, () => createTestListing()));
    await getDb().insert(favourites).values(filler.map((row) => ({ userId: buyer.id, listingId: row.id, savedPrice: 1, savedStatus: "Active" as const })));
    expect(await saveFavourite(buyer.id, listing.id)).toMatchObject({ success: true });
    expect(await saveFavourite(buyer.id, others.id)).toMatchObject({ success: false, code: "conflict", error: FAVOURITE_MESSAGES.full });
    const merged = await mergeFavourites(buyer.id, [others.id]);
    expect(merged).toMatchObject({ success: true, added: 0, overLimit: 1 });
    const ids = await listFavouriteIds(buyer.id);
    expect(ids.success && ids.ids.length).toBe(FAVOURITE_LIMITS.max);
  }, 120_000);
});

describe("merging the browser's list at sign-in", () => {
  it("adds the public listings not yet kept, skips the rest, and adds nothing when merged again", async () => {
    const buyer = await createBuyer();
    const [kept, fresh, withdrawn] = [await createTestListing(), await createTestListing(), await createTestListing({ reviewStatus: "withdrawn" })];
    await saveFavourite(buyer.id, kept.id);
    const list = [kept.id, fresh.id, withdrawn.id, fresh.id];
    const first = await mergeFavourites(buyer.id, list);
    expect(first).toMatchObject({ success: true, added: 1, overLimit: 0 });
    expect(first.success && [...first.ids].sort()).toEqual([kept.id, fresh.id].sort());
    const second = await mergeFavourites(buyer.id, list);
    expect(second).toMatchObject({ success: true, added: 0 });
    expect(await getDb().select().from(favourites)).toHaveLength(2);
  });

  it("refuses a malformed list and stores nothing", async () => {
    const buyer = await createBuyer();
    const listing = await createTestListing();
    expect(await mergeFavourites(buyer.id, [listing.id, "x"])).toMatchObject({ success: false, error: FAVOURITE_MESSAGES.badListing });
    expect(await mergeFavourites(buyer.id, Array.from({ length: FAVOURITE_LIMITS.max + 1 }, () => listing.id))).toMatchObject({
      success: false,
      error: FAVOURITE_MESSAGES.tooMany,
    });
    expect(await getDb().select().from(favourites)).toEqual([]);
  });

  it("answers the endpoint's form posts: save, merge, an unknown intent and unstorable text", async () => {
    const buyer = await createBuyer();
    const [one, two] = [await createTestListing(), await createTestListing()];
    expect(await handleFavouritesPost(form([["intent", "save"], ["listingId", one.id]]), buyer.id)).toMatchObject({ status: 200, body: { ids: [one.id] } });
    const merged = await handleFavouritesPost(form([["intent", "merge"], ["listingId", one.id], ["listingId", two.id]]), buyer.id);
    expect(merged).toMatchObject({ status: 200, body: { success: true, added: 1 } });
    expect(await handleFavouritesPost(form([["intent", "steal"], ["listingId", one.id]]), buyer.id)).toMatchObject({ status: 400 });
    expect(await handleFavouritesPost(form([["intent", "save"], ["listingId", "a\u0000b"]]), buyer.id)).toMatchObject({ status: 400 });
    expect(await handleFavouritesPost(form([["intent", "save"]]), buyer.id)).toMatchObject({ status: 400 });
  });
});

describe("what changed since a favourite was saved", () => {
  it("shows a price drop, a price rise, under contract, sold and a listing gone from the site", async () => {
    const buyer = await createBuyer();
    const drop = await createTestListing({ title: "Drop", listPrice: 1_000_000 });
    const rise = await createTestListing({ title: "Rise", listPrice: 500_000 });
    const contract = await createTestListing({ title: "Contract" });
    const sold = await createTestListing({ title: "Sold", listPrice: 700_000 });
    const gone = await createTestListing({ title: "Gone" });
    const same = await createTestListing({ title: "Same" });
    expect(await mergeFavourites(buyer.id, [drop, rise, contract, sold, gone, same].map((row) => row.id))).toMatchObject({ added: 6 });

    const db = getDb();
    await db.update(listings).set({ listPrice: 900_000 }).where(eq(listings.id, drop.id));
    await db.update(listings).set({ listPrice: 550_000 }).where(eq(listings.id, rise.id));
    await db.update(listings).set({ standardStatus: "ActiveUnderContract" }).where(eq(listings.id, contract.id));
    await db.update(listings).set({ kind: "sold", standardStatus: "Closed", closePrice: 650_000, closeDate: "2026-01-10" }).where(eq(listings.id, sold.id));
    await db.update(listings).set({ reviewStatus: "withdrawn" }).where(eq(listings.id, gone.id));

    const result = await listFavourites(buyer.id);
    if (!result.success) throw new Error(result.error);
    const byTitle = Object.fromEntries(result.data.map((entry) => [entry.listing.title, entry]));
    expect(byTitle.Drop!.changes).toEqual([{ kind: "price-drop", from: 1_000_000, to: 900_000 }]);
    expect(byTitle.Rise!.changes).toEqual([{ kind: "price-rise", from: 500_000, to: 550_000 }]);
    expect(byTitle.Contract!.changes).toEqual([{ kind: "under-contract" }]);
    expect(byTitle.Sold!.changes).toEqual([{ kind: "sold" }]);
    expect(byTitle.Gone!.changes).toEqual([{ kind: "gone" }]);
    expect(byTitle.Gone!.public).toBe(false);
    expect(byTitle.Same!.changes).toEqual([]);
    expect(byTitle.Drop!.listing.price).toBe(900_000);
  });
});
