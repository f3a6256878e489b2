import { describe, expect, it } from "vitest";
import { createTestListing } from "~/features/listings/listing-factory";
import { updateListing } from "~/features/listings/index.server";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";
import { marketPeriod } from "./market-period";
import { readMarketReport } from "./market-report.server";

const noon = (day: string) => new Date(`${day}T16:00:00Z`);
const yearBefore = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;

/** A sale listed on `listed` (so its history starts there) that closed on `closed` at `price`. */
async function sale(area: string, listed: string, closed: string, price: number, livingArea: number | null = 1000) {
  const listing = await createTestListing({ area, listPrice: price, livingArea, submittedAt: noon(listed) });
  await updateListing(listing.id, { kind: "sold", standardStatus: "Closed", closePrice: price, closeDate: closed });
  return listing;
}

describe("readMarketReport", () => {
  it("counts, takes medians and compares with a year earlier from the public listings", async () => {
    const period = marketPeriod(todayOnIsland());
    const [m0, , , m3, , m5, m6] = period.months as [string, string, string, string, string, string, string];
    const closed = `${m3}-15`;
    // Five residential sales closing the same day: prices, living areas and days on market chosen apart.
    await sale("Coral Bay", addDays(closed, -30), closed, 500_000, 1000); // $500/sq ft
    await sale("Coral Bay", addDays(closed, -60), closed, 700_000, 1000); // $700
    await sale("Coral Bay", addDays(closed, -90), closed, 900_000, 1500); // $600
    await sale("Coral Bay", addDays(closed, -120), closed, 1_100_000, 1000); // $1,100
    await sale("Coral Bay", addDays(closed, -150), closed, 2_000_000, 2000); // $1,000
    // A lot recorded only once sold: in the prices, not in $/sq ft (not residential) nor days on market (no listing date).
    await createTestListing({ kind: "sold", area: "Coral Bay", category: "land", subcategory: "lot", livingArea: null, closePrice: 300_000, closeDate: `${m6}-01` });
    // A year earlier: two sales in the window, one the day before it.
    await createTestListing({ kind: "sold", area: "Coral Bay", closePrice: 600_000, closeDate: period.previousStart });
    await createTestListing({ kind: "sold", area: "Coral Bay", closePrice: 800_000, closeDate: period.previousEnd });
    await createTestListing({ kind: "sold", area: "Coral Bay", closePrice: 9_000_000, closeDate: addDays(period.previousStart, -1) });
    // Not public, or not a sale: left out.
    await createTestListing({ kind: "sold", area: "Coral Bay", closePrice: 5_000_000, closeDate: `${m3}-02`, reviewStatus: "pending" });
    await createTestListing({ area: "Coral Bay", standardStatus: "Withdrawn", submittedAt: noon(`${m5}-01`) });
    await createTestListing({ kind: "rental", area: "Coral Bay" });
    // For sale now: three (one spelled otherwise, the same area), and one under contract since today.
    await createTestListing({ area: "Coral Bay", submittedAt: noon(`${m5}-01`) });
    await createTestListing({ area: "Coral Bay", submittedAt: noon(`${m5}-01`) });
    await createTestListing({ area: "Coral bay", submittedAt: noon(`${m5}-01`) });
    const contract = await createTestListing({ area: "Coral Bay", submittedAt: noon(`${period.months[2]}-10`) });
    await updateListing(contract.id, { standardStatus: "ActiveUnderContract" });
    // Another area with two sales, one of them before the period.
    await sale("Fish Bay", addDays(`${m0}-05`, -10), `${m0}-05`, 1_000_000, 2000);
    await createTestListing({ kind: "sold", area: "Fish Bay", closePrice: 400_000, closeDate: yearBefore(`${m3}-15`) });

    const result = await readMarketReport("coral-bay", new Date());
    expect(result.success).toBe(true);
    if (!result.success) return;
    const report = result.data;
    expect(report.area).toEqual({ name: "Coral Bay", slug: "coral-bay" });
    expect(report.active).toBe(3);
    expect(report.pending).toBe(1);
    expect(report.current).toEqual({ sales: 6, medianPrice: 800_000, medianPricePerSqft: 700, medianDaysOnMarket: 90 });
    // The factory's 1,800 sq ft: $333 and $444 a square foot.
    expect(report.previous).toEqual({ sales: 2, medianPrice: 700_000, medianPricePerSqft: 389, medianDaysOnMarket: null });
    expect(report.monthsOfInventory).toBe(6);
    expect(report.island).toBeNull();

    const months = report.months;
    expect(months).toHaveLength(12);
    expect(months[3]).toEqual({ month: m3, active: 1, pending: 0, sales: 5, medianPrice: 900_000 });
    expect(months[4]).toMatchObject({ active: 1, pending: 0, sales: 0, medianPrice: null });
    expect(months[5]).toMatchObject({ active: 4, pending: 0 });
    expect(months[6]).toMatchObject({ active: 4, pending: 0, sales: 1, medianPrice: 300_000 });
    expect(months[11]).toMatchObject({ active: 3, pending: 1 });
    expect(months.reduce((sum, month) => sum + month.sales, 0)).toBe(6);

    expect(report.areas).toEqual([
      { name: "Coral Bay", slug: "coral-bay", active: 3, sales: 6, medianPrice: 800_000 },
      { name: "Fish Bay", slug: "fish-bay", active: 0, sales: 1, medianPrice: 1_000_000 },
    ]);

    // Too few sales: the island's figures come with the area's.
    const fishBay = await readMarketReport("fish-bay", new Date());
    expect(fishBay.success).toBe(true);
    if (!fishBay.success) return;
    expect(fishBay.data.current).toEqual({ sales: 1, medianPrice: 1_000_000, medianPricePerSqft: 500, medianDaysOnMarket: 10 });
    expect(fishBay.data.previous.sales).toBe(1);
    expect(fishBay.data.monthsOfInventory).toBe(0);
    expect(fishBay.data.island).toMatchObject({ area: null, active: 3, pending: 1, current: { sales: 7, medianPrice: 900_000 } });

    const island = await readMarketReport(null, new Date());
    expect(island.success && island.data).toMatchObject({ area: null, island: null, current: { sales: 7, medianPricePerSqft: 650, medianDaysOnMarket: 75 } });
  });

  it("answers not found for an area no listing names", async () => {
    await createTestListing({ area: "Coral Bay" });
    for (const slug of ["hawaii", "Coral-Bay", "coral bay", "x".repeat(200)]) {
      expect(await readMarketReport(slug)).toMatchObject({ success: false, code: "not_found" });
    }
  });

  it("reports an island without sales as none, not as zero prices", async () => {
    const result = await readMarketReport(null);
    expect(result).toMatchObject({ success: true, data: { active: 0, current: { sales: 0, medianPrice: null }, monthsOfInventory: null, areas: [] } });
  });
});
