import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { bookingRequests } from "./booking-request.table";
import { computeQuote } from "~/features/rental-rates/stay-quote";
import { baseRates } from "~/features/rental-rates/stay-rates";
import { createTestRental, guest } from "~/features/booking-requests/booking-test-helpers";

const migration = readFileSync(path.join(process.cwd(), "drizzle/0025_quote_in_cents.sql"), "utf8");

async function storeQuote(listingId: string, quote: unknown) {
  const [row] = await getDb()
    .insert(bookingRequests)
    .values({ listingId, source: "rental", checkIn: "2027-02-01", checkOut: "2027-02-10", guests: 2, guestName: guest.name, email: guest.email, quote: quote as never })
    .returning({ id: bookingRequests.id });
  return row!.id;
}

describe("the migration of stored quotes to cents", () => {
  it("rewrites a dollar quote into the cents quote the same stay gets today, and leaves cents quotes alone", async () => {
    const rental = await createTestRental();
    // A 9-night stay as it was stored in dollars: a week at $3,000, 2 nights at $500, $250 cleaning, 12.5% tax.
    const old = await storeQuote(rental.id, {
      nights: 9, nightlyRate: 500, weeklyRate: 3000, weeks: 1, extraNights: 2, lodging: 4000, cleaningFee: 250, taxRate: 0.125, tax: 531.25, total: 4781.25,
    });
    const current = computeQuote(baseRates({ nightlyRate: 500, weeklyRate: 3000, cleaningFee: 250 }), "2027-02-01", "2027-02-10", 0.125)!;
    const kept = await storeQuote(rental.id, current);

    await rawQuery(getDb(), sql.raw(migration));
    await rawQuery(getDb(), sql.raw(migration));

    const [migrated] = await getDb().select({ quote: bookingRequests.quote }).from(bookingRequests).where(eq(bookingRequests.id, old));
    expect(migrated!.quote).toEqual(current);
    expect(migrated!.quote!.totalCents).toBe(478_125);
    const [unchanged] = await getDb().select({ quote: bookingRequests.quote }).from(bookingRequests).where(eq(bookingRequests.id, kept));
    expect(unchanged!.quote).toEqual(current);
  });

  it("turns a quote without a weekly rate or cleaning fee into nights and an included cleaning line", async () => {
    const rental = await createTestRental();
    const id = await storeQuote(rental.id, {
      nights: 3, nightlyRate: 333.5, weeklyRate: null, weeks: 0, extraNights: 3, lodging: 1000.5, cleaningFee: 0, taxRate: 0.125, tax: 125.06, total: 1125.56,
    });
    await rawQuery(getDb(), sql.raw(migration));
    const [row] = await getDb().select({ quote: bookingRequests.quote }).from(bookingRequests).where(eq(bookingRequests.id, id));
    expect(row!.quote).toEqual({
      nights: 3,
      lines: [
        { kind: "nights", season: null, count: 3, rateCents: 33_350, amountCents: 100_050 },
        { kind: "cleaning", amountCents: 0 },
      ],
      lodgingCents: 100_050, feesCents: 0, taxRate: 0.125, taxableCents: 100_050, taxCents: 12_506, totalCents: 112_556,
    });
  });
});
