import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { createTestListing } from "./listing-factory";
import { listings } from "./listing.table";
import { historyLines } from "./listing-history";
import { readListingEvents } from "./listing-history.server";
import { formatDate } from "./ui/listing-format";
import { getPublicListing } from "./public-listings.server";

const summary = (events: Awaited<ReturnType<typeof readListingEvents>>) =>
  events.map(({ kind, fromPrice, price, fromStatus, status }) => ({ kind, fromPrice, price, fromStatus, status }));

describe("a listing's history", () => {
  it("is written by the database for every price and status change, whatever makes it, and nothing else", async () => {
    const listing = await createTestListing({ kind: "sale", listPrice: 1_200_000, standardStatus: "Active" });
    const db = getDb();
    await db.update(listings).set({ title: "A new title" }).where(eq(listings.id, listing.id));
    await db.update(listings).set({ listPrice: 1_100_000 }).where(eq(listings.id, listing.id));
    await db.update(listings).set({ listPrice: 1_100_000 }).where(eq(listings.id, listing.id));
    await db.update(listings).set({ standardStatus: "Pending" }).where(eq(listings.id, listing.id));
    await db.update(listings).set({ kind: "sold", standardStatus: "Closed", closePrice: 1_050_000, closeDate: "2026-06-01" }).where(eq(listings.id, listing.id));

    expect(summary(await readListingEvents(listing.id))).toEqual([
      { kind: "listed", fromPrice: null, price: 1_200_000, fromStatus: null, status: "Active" },
      { kind: "price", fromPrice: 1_200_000, price: 1_100_000, fromStatus: null, status: "Active" },
      { kind: "status", fromPrice: null, price: 1_100_000, fromStatus: "Active", status: "Pending" },
      { kind: "status", fromPrice: null, price: 1_050_000, fromStatus: "Pending", status: "Closed" },
    ]);
    const page = await getPublicListing(listing.id);
    expect(page.success && page.data.events.map((event) => event.kind)).toEqual(["listed", "price", "status", "status"]);
  });

  it("starts a closed sale added after the fact at its close date, and keeps none for rentals", async () => {
    const sold = await createTestListing({ kind: "sold", standardStatus: "Closed", listPrice: 800_000, closePrice: 760_000, closeDate: "2025-11-20" });
    const events = await readListingEvents(sold.id);
    expect(summary(events)).toEqual([{ kind: "status", fromPrice: null, price: 760_000, fromStatus: null, status: "Closed" }]);
    // Sold at the start of its close day on St. John, so the price history reads the day the page says it closed.
    expect(events[0]!.occurredAt).toBe("2025-11-20T04:00:00.000Z");
    const [soldLine] = historyLines(events);
    expect(soldLine).toMatchObject({ date: "2025-11-20", event: "Sold" });
    expect(formatDate(soldLine!.date)).toBe("November 20, 2025");
    expect(formatDate(sold.closeDate)).toBe(formatDate(soldLine!.date));

    const rental = await createTestListing({ kind: "rental", nightlyRate: 500 });
    await getDb().update(listings).set({ nightlyRate: 650, standardStatus: "Withdrawn" }).where(eq(listings.id, rental.id));
    expect(await readListingEvents(rental.id)).toEqual([]);
  });
});
