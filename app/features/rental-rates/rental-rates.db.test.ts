import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/features/audit/audit.table";
import { createTestAgent } from "~/features/listings/listing-factory";
import { getDb } from "~/shared/db/client.server";
import { isExclusionViolation } from "~/shared/db/postgres-errors";
import { rentalHolidayRules, rentalSeasons } from "./rental-rates.table";
import { computeQuote } from "./stay-quote";
import { createTestAdmin, createTestRental } from "~/features/booking-requests/booking-test-helpers";
import { deleteRateRange, saveHolidayRule, saveRentalFees, saveSeason } from "./edit-rental-rates.server";
import { RATE_FORM_MESSAGES } from "./rates-schema";
import { findRateRental, loadRentalRates } from "./rental-rates.server";

const winter = { name: "Winter high season", firstNight: "2027-01-05", lastNight: "2027-04-14", nightly: "1,200", weekly: "7700", minimumNights: "5", checkInDays: [] };

async function seasonsOf(listingId: string) {
  return getDb().select().from(rentalSeasons).where(eq(rentalSeasons.listingId, listingId)).orderBy(rentalSeasons.firstNight);
}

describe("saving seasons", () => {
  it("stores a season in cents with its rule, audited, and the quote charges its nights at its rate", async () => {
    const admin = await createTestAdmin();
    const rental = await createTestRental();
    const saved = await saveSeason(admin, rental.id, null, { ...winter, checkInDays: ["6", "0"] });
    expect(saved).toEqual({ success: true, id: expect.any(String) });
    const [row] = await seasonsOf(rental.id);
    expect(row).toMatchObject({ name: "Winter high season", firstNight: "2027-01-05", lastNight: "2027-04-14", nightlyCents: 120_000, weeklyCents: 770_000, minimumNights: 5, checkInDays: [0, 6] });
    const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.subjectId, rental.id));
    expect(entry).toMatchObject({ action: "rental.season.add", actorEmail: admin.email });

    const rates = await loadRentalRates(rental);
    const quote = computeQuote(rates, "2027-01-09", "2027-01-12", 0.125)!;
    expect(quote.lines[0]).toEqual({ kind: "nights", season: "Winter high season", count: 3, rateCents: 120_000, amountCents: 360_000 });
  });

  it("refuses a season overlapping another, naming it, and changes nothing; a season next to it is fine", async () => {
    const admin = await createTestAdmin();
    const rental = await createTestRental();
    await saveSeason(admin, rental.id, null, winter);
    const overlap = await saveSeason(admin, rental.id, null, { ...winter, name: "Spring", firstNight: "2027-04-14", lastNight: "2027-05-31" });
    expect(overlap).toMatchObject({
      success: false,
      error: "These dates overlap the season “Winter high season” (January 5 and April 14, 2027). Seasons cannot overlap: change the dates, or that season's first.",
      fieldErrors: { firstNight: expect.stringContaining("Winter high season") },
    });
    expect(await seasonsOf(rental.id)).toHaveLength(1);
    expect((await saveSeason(admin, rental.id, null, { ...winter, name: "Spring", firstNight: "2027-04-15", lastNight: "2027-05-31" })).success).toBe(true);
    // Another rental's seasons are its own.
    const other = await createTestRental();
    expect((await saveSeason(admin, other.id, null, winter)).success).toBe(true);
  });

  it("lets a season be edited over its own dates, then deleted", async () => {
    const admin = await createTestAdmin();
    const rental = await createTestRental();
    const saved = await saveSeason(admin, rental.id, null, winter);
    if (!saved.success) throw new Error(saved.error);
    expect((await saveSeason(admin, rental.id, saved.id, { ...winter, lastNight: "2027-04-30", nightly: "1250.50" })).success).toBe(true);
    expect(await seasonsOf(rental.id)).toMatchObject([{ lastNight: "2027-04-30", nightlyCents: 125_050 }]);
    expect(await deleteRateRange(admin, rental.id, "season", saved.id)).toEqual({ success: true, name: "Winter high season" });
    expect(await seasonsOf(rental.id)).toEqual([]);
    expect(await deleteRateRange(admin, rental.id, "season", saved.id)).toMatchObject({ success: false, code: "not_found" });
  });

  it.each([
    ["a reversed range", { lastNight: "2027-01-01" }, "lastNight", RATE_FORM_MESSAGES.reversed],
    ["a range of years", { lastNight: "2029-12-31" }, "lastNight", RATE_FORM_MESSAGES.tooLong],
    ["a missing first night", { firstNight: "" }, "firstNight", RATE_FORM_MESSAGES.firstNight],
    ["an impossible date", { firstNight: "2027-02-30" }, "firstNight", RATE_FORM_MESSAGES.firstNight],
    ["a negative rate", { nightly: "-5" }, "nightly", RATE_FORM_MESSAGES.nightly],
    ["a rate with tenths of cents", { nightly: "12.345" }, "nightly", RATE_FORM_MESSAGES.nightly],
    ["no rate", { nightly: "" }, "nightly", RATE_FORM_MESSAGES.nightly],
    ["a weekly rate in words", { weekly: "a lot" }, "weekly", RATE_FORM_MESSAGES.weekly],
    ["a minimum of 0 nights", { minimumNights: "0" }, "minimumNights", RATE_FORM_MESSAGES.minimumNights],
    ["a weekday 7", { checkInDays: ["7"] }, "checkInDays", RATE_FORM_MESSAGES.checkInDays],
    ["no name", { name: "  " }, "name", RATE_FORM_MESSAGES.name],
  ])("refuses %s with a clear message and stores nothing", async (_label, change, field, message) => {
    const admin = await createTestAdmin();
    const rental = await createTestRental();
    const result = await saveSeason(admin, rental.id, null, { ...winter, ...change });
    expect(result).toMatchObject({ success: false, error: message, fieldErrors: { [field]: message } });
    expect(await seasonsOf(rental.id)).toEqual([]);
  });

  it("refuses anyone but an administrator, and a listing that is not a rental", async () => {
    const agent = await createTestAgent();
    const rental = await createTestRental();
    const actor = { id: agent.id, email: agent.email, role: agent.role, status: agent.status };
    expect(await saveSeason(actor, rental.id, null, winter)).toMatchObject({ success: false, code: "forbidden" });
    expect(await saveRentalFees(actor, rental.id, { cleaning: "0", damageWaiver: "" })).toMatchObject({ success: false, code: "forbidden" });
    expect(await seasonsOf(rental.id)).toEqual([]);
    const admin = await createTestAdmin();
    const sale = await createTestRental({ kind: "sale", nightlyRate: null, maxGuests: null, minimumNights: null, listPrice: 900_000, propertyInfo: null });
    expect(await saveSeason(admin, sale.id, null, winter)).toMatchObject({ success: false, code: "not_found" });
  });

  it("has the database refuse overlapping seasons of one rental whoever writes them", async () => {
    const rental = await createTestRental();
    const row = { listingId: rental.id, name: "A", firstNight: "2027-01-01", lastNight: "2027-01-31", nightlyCents: 100 };
    await getDb().insert(rentalSeasons).values(row);
    const error = await getDb().insert(rentalSeasons).values({ ...row, name: "B", firstNight: "2027-01-31", lastNight: "2027-02-10" }).catch((caught: unknown) => caught);
    expect(isExclusionViolation(error)).toBe(true);
  });
});

describe("holiday rules and fees", () => {
  it("stores a holiday rule and refuses one overlapping it; seasons and holiday rules may overlap each other", async () => {
    const admin = await createTestAdmin();
    const rental = await createTestRental();
    await saveSeason(admin, rental.id, null, { ...winter, firstNight: "2026-12-15", lastNight: "2027-01-04" });
    const christmas = { name: "Christmas and New Year", firstNight: "2026-12-20", lastNight: "2027-01-03", minimumNights: "7" };
    expect((await saveHolidayRule(admin, rental.id, null, christmas)).success).toBe(true);
    const overlap = await saveHolidayRule(admin, rental.id, null, { ...christmas, name: "New Year", firstNight: "2027-01-01" });
    expect(overlap).toMatchObject({ success: false, error: expect.stringContaining("overlap the holiday rule “Christmas and New Year”") });
    expect(await getDb().select().from(rentalHolidayRules)).toHaveLength(1);
  });

  it("sets the cleaning fee and a damage waiver, which the quote lists and does not tax", async () => {
    const admin = await createTestAdmin();
    const rental = await createTestRental();
    expect(await saveRentalFees(admin, rental.id, { cleaning: "300", damageWaiver: "89.50" })).toEqual({ success: true });
    const quote = computeQuote(await loadRentalRates((await findRateRental(rental.id))!), "2027-02-01", "2027-02-04", 0.125)!;
    expect(quote.lines.slice(-2)).toEqual([
      { kind: "cleaning", amountCents: 30_000 },
      { kind: "damageWaiver", amountCents: 8_950 },
    ]);
    expect(quote.taxableCents).toBe(150_000 + 30_000);
    expect(await saveRentalFees(admin, rental.id, { cleaning: "300.50", damageWaiver: "" })).toMatchObject({ success: false, fieldErrors: { cleaning: RATE_FORM_MESSAGES.cleaning } });
    expect(await saveRentalFees(admin, rental.id, { cleaning: "0", damageWaiver: "" })).toEqual({ success: true });
    expect((await loadRentalRates(rental)).damageWaiverCents).toBeNull();
    // As the money fields show amounts: thousands separated, a dollar sign allowed.
    expect(await saveRentalFees(admin, rental.id, { cleaning: "$1,250", damageWaiver: "1,089.50" })).toEqual({ success: true });
    expect(computeQuote(await loadRentalRates((await findRateRental(rental.id))!), "2027-02-01", "2027-02-04", 0.125)!.lines.slice(-2)).toEqual([
      { kind: "cleaning", amountCents: 125_000 },
      { kind: "damageWaiver", amountCents: 108_950 },
    ]);
  });
});
