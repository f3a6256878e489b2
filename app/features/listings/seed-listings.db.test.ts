import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { seedDemoUsers } from "~/features/accounts/demo-users.server";
import type { DescribedImage } from "~/features/media/image";
import { getDb } from "~/shared/db/client.server";
import { listingPhotos } from "./listing-photo.table";
import { listings } from "./listing.table";
import { listingColumns } from "./listing-store.server";
import { daysOnMarket, historyLines } from "./listing-history";
import { readListingEvents } from "./listing-history.server";
import { DEMO_SOLD } from "./listing-demo-sold";
import { DEMO_AREAS } from "./listing-demo-areas";
import { pickDemoPhotos, seedDemoListings } from "./seed-listings.server";
import { searchListings } from "~/features/listing-search/search-listings.server";

const ALTS = [
  "White villa with a pool deck (illustration)",
  "Hillside villa at dusk (illustration)",
  "Yellow cottage with a porch (illustration)",
  "Condominium building with balconies (illustration)",
  "Building lot with survey stakes (illustration)",
  "Small-town street with colorful storefronts (illustration)",
  "Living room with open doors (illustration)",
  "Bedroom with a wall of windows (illustration)",
  "Sunset over the water (illustration)",
  "White sand beach with palms (illustration)",
];
const pool: DescribedImage[] = ALTS.map((alt, n) => {
  const hash = (n + 1).toString(16).padStart(64, "a");
  return { alt, width: 1600, height: 1067, variants: [{ width: 1600, height: 1067, format: "jpeg", key: `${hash}/1600.jpg` }] };
});
const photos = async () => pool;
/** A distinct stand-in cover per listing (the real ones are drawn by the media module). */
const covers = async (wanted: ReadonlyArray<{ kind: string; index: number }>): Promise<DescribedImage[]> =>
  wanted.map(({ kind, index }) => {
    const hash = (1000 + index).toString(16).padStart(64, "c");
    return { alt: `Cover ${index}: ${kind} (illustration)`, width: 1600, height: 1067, variants: [{ width: 1600, height: 1067, format: "jpeg", key: `${hash}/1600.jpg` }] };
  });

async function tally(where = sql`true`) {
  const [row] = await getDb().select({ total: count() }).from(listings).where(where);
  return row!.total;
}

describe("seedDemoListings", () => {
  it("loads the demo market, attributed to the demo agents, and changes nothing the second time", async () => {
    const db = getDb();
    await seedDemoUsers(db, "demo-password-123");
    const first = await seedDemoListings(db, { photos, covers });
    expect(first.listings).toBe(await tally());
    expect(first.photos).toBeGreaterThan(first.listings * 2);

    const approved = sql`review_status = 'approved'`;
    expect(await tally(and(approved, eq(listings.kind, "sale")))).toBeGreaterThanOrEqual(30);
    for (const category of ["residential", "land", "commercial"] as const) {
      expect(await tally(and(approved, eq(listings.kind, "sale"), eq(listings.category, category))), category).toBeGreaterThanOrEqual(5);
    }
    expect(await tally(and(approved, eq(listings.kind, "sold")))).toBe(15);
    expect(await tally(and(approved, eq(listings.kind, "rental")))).toBe(8);
    expect(await tally(and(approved, eq(listings.featured, true)))).toBeGreaterThanOrEqual(4);

    const pending = await db.select(listingColumns).from(listings).where(eq(listings.reviewStatus, "pending"));
    expect(pending.length).toBeGreaterThanOrEqual(3);
    expect(new Set(pending.map((row) => row.agentEmail))).toEqual(new Set(["agent@demo.test", "agent2@demo.test"]));
    expect(pending.every((row) => row.agentId !== null)).toBe(true);

    const all = await db.select().from(listings);
    for (const row of all) {
      expect(Object.keys(DEMO_AREAS)).toContain(row.area);
      expect(row.latitude!).toBeGreaterThanOrEqual(18.31);
      expect(row.latitude!).toBeLessThanOrEqual(18.37);
      expect(row.longitude!).toBeGreaterThanOrEqual(-64.8);
      expect(row.longitude!).toBeLessThanOrEqual(-64.67);
      expect(row.description.length).toBeGreaterThan(100);
      const price = row.listPrice ?? 0;
      if (row.kind === "rental") {
        expect(row.nightlyRate!).toBeGreaterThanOrEqual(350);
        expect(row.nightlyRate!).toBeLessThanOrEqual(2500);
        expect(row.maxGuests!).toBeGreaterThanOrEqual(2);
        expect(row.maxGuests!).toBeLessThanOrEqual(10);
        expect(row.minimumNights!).toBeGreaterThanOrEqual(3);
        expect(row.minimumNights!).toBeLessThanOrEqual(7);
        expect([row.checkInTime, row.checkOutTime]).toEqual(["16:00", "10:00"]);
        expect(row.propertyInfo?.name).toBeTruthy();
        expect(row.amenities.length).toBeGreaterThan(0);
      } else if (row.category === "land") {
        expect(price).toBeGreaterThanOrEqual(150_000);
        expect(price).toBeLessThanOrEqual(3_000_000);
      } else if (row.category === "commercial") {
        expect(price).toBeGreaterThanOrEqual(600_000);
        expect(price).toBeLessThanOrEqual(4_000_000);
      } else if (row.subcategory === "condo") {
        expect(price).toBeGreaterThanOrEqual(450_000);
        expect(price).toBeLessThanOrEqual(1_200_000);
      } else if (row.subcategory === "villa") {
        expect(price).toBeGreaterThanOrEqual(1_200_000);
        expect(price).toBeLessThanOrEqual(9_000_000);
      }
      if (row.kind === "sold") {
        expect(row.closeDate! >= "2024-01-01" && row.closeDate! <= new Date().toISOString().slice(0, 10)).toBe(true);
        expect(row.closePrice!).toBeLessThan(row.listPrice!);
        expect(row.listOfficeName).toBeTruthy();
        expect(row.buyerOfficeName).toBeTruthy();
      }
    }

    // Every listing has its own cover, of its kind of property.
    const firstPhotos = await db.select({ listingId: listingPhotos.listingId, alt: listingPhotos.alt }).from(listingPhotos).where(eq(listingPhotos.position, 0));
    expect(new Set(firstPhotos.map((photo) => photo.alt)).size).toBe(all.length);
    const land = all.find((row) => row.category === "land")!;
    expect(firstPhotos.find((photo) => photo.listingId === land.id)?.alt).toMatch(/: land \(illustration\)$/);

    const second = await seedDemoListings(db, { photos, covers });
    expect(second).toEqual({ listings: 0, photos: 0 });
    expect(await tally()).toBe(first.listings);
  });

  it("gives each closed sale the day it was listed, so its page and the market reports know its days on market", async () => {
    await seedDemoListings(getDb(), { photos, covers });
    const sold = await getDb().select({ id: listings.id, title: listings.title, listPrice: listings.listPrice }).from(listings).where(eq(listings.kind, "sold"));
    expect(sold).toHaveLength(DEMO_SOLD.length);
    for (const listing of sold) {
      const events = await readListingEvents(listing.id);
      const demo = DEMO_SOLD.find((candidate) => candidate.title === listing.title)!;
      expect(historyLines(events).map((line) => [line.event, line.price]), listing.title).toEqual([["Listed", listing.listPrice], ["Sold", demo.sold!.closePrice]]);
      expect(historyLines(events)[1]!.date).toBe(demo.sold!.closeDate);
      expect(daysOnMarket(events), listing.title).toBe(demo.sold!.daysOnMarket);
    }
  });

  it("shows up in the MLS search, with photos on the cards", async () => {
    await seedDemoListings(getDb(), { photos, covers });
    const result = await searchListings({ status: "for-sale", area: "Peter Bay" });
    expect(result.success && result.data.total).toBeGreaterThan(0);
    expect(result.success && result.data.items[0]!.photo).toMatchObject({ alt: expect.stringContaining("(illustration)") });
  });

  it("keeps the listings when the photos cannot be made, and adds the photos on a later run", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const failed = await seedDemoListings(getDb(), { photos: () => Promise.reject(new Error("storage unreachable")) });
    expect(failed.photos).toBe(0);
    expect(failed.listings).toBeGreaterThan(50);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Demo photos could not be made"));
    warn.mockRestore();

    const later = await seedDemoListings(getDb(), { photos, covers });
    expect(later.listings).toBe(0);
    expect(later.photos).toBeGreaterThan(0);
    const [withoutPhotos] = await getDb()
      .select({ total: count() })
      .from(listings)
      .where(sql`not exists (select 1 from ${listingPhotos} p where p.listing_id = ${listings.id})`);
    expect(withoutPhotos!.total).toBe(0);
  });
});

describe("pickDemoPhotos", () => {
  it("starts a gallery with a photo of the right kind and never repeats one", () => {
    const villa = pickDemoPhotos({ category: "residential", subcategory: "villa" }, 0, pool);
    expect(villa[0]!.alt).toMatch(/villa/i);
    expect(new Set(villa).size).toBe(villa.length);
    expect(pickDemoPhotos({ category: "land", subcategory: "lot" }, 3, pool)[0]!.alt).toMatch(/lot/);
    expect(pickDemoPhotos({ category: "commercial", subcategory: "office" }, 1, pool)[0]!.alt).toMatch(/storefronts/);
    expect(pickDemoPhotos({ category: "residential", subcategory: "villa" }, 1, pool)[0]).not.toBe(villa[0]);
    expect(pickDemoPhotos({ category: "land", subcategory: null }, 0, [])).toEqual([]);
  });
});
