/**
 * `npm run bench:valuation`: how well the home-value method prices St. John's
 * own sales. Leave-one-out: each sold home or lot is valued from the other
 * sales as of its close date, by the method and by a plain baseline (the
 * area's median price per square foot, per acre for land, times its size),
 * in the same run. Reports the median absolute percentage error and the
 * share within 10% of the sale price for both, with the counts.
 *
 *   npm run bench:valuation
 *
 * The demo data's sales always; with DATABASE_URL, the database's sold
 * listings too (a feed's), as a second table.
 */
import { DEMO_SOLD, demoListingRows } from "~/features/listings/index.server";
import { holdOut, saleOf, type HoldOutReport } from "~/features/home-valuation/index.server";

const percent = (value: number) => (Number.isNaN(value) ? "n/a" : `${(value * 100).toFixed(1)}%`);

function print(label: string, report: HoldOutReport) {
  console.log(`\n${label}: ${report.sales} sales (homes and land; commercial left out), each valued from the others as of its close date`);
  console.log("| method | valued | median absolute error | within 10% |");
  console.log("| --- | --- | --- | --- |");
  console.log(`| comparables (decision 0147) | ${report.method.valued} | ${percent(report.method.medianError)} | ${percent(report.method.within10)} |`);
  console.log(`| candidate: comparables, nearer sales weigh more (decision 0150; ${report.located} located) | ${report.methodWithDistance.valued} | ${percent(report.methodWithDistance.medianError)} | ${percent(report.methodWithDistance.within10)} |`);
  console.log(`| area median $/sq ft (per acre for land) | ${report.baseline.valued} | ${percent(report.baseline.medianError)} | ${percent(report.baseline.within10)} |`);
  console.log(`(both valued: ${report.bothValued}; a sale with no earlier comparable in the two years before it is not valued)`);
}

// The demo's coordinates as the seed gives them (a small stable offset from the area's center).
const demoPlaces = new Map(demoListingRows().map(({ row }) => [row.title, row]));

const demoSales = DEMO_SOLD.flatMap((listing, index) => {
  const place = demoPlaces.get(listing.title);
  const sale = saleOf({
    id: `demo-${index}`,
    category: listing.category,
    subcategory: listing.subcategory,
    area: listing.area,
    bedroomsTotal: listing.size[0],
    bathroomsTotalInteger: listing.size[1],
    livingArea: listing.size[2],
    lotSizeAcres: listing.size[3],
    closePrice: listing.sold?.closePrice ?? null,
    closeDate: listing.sold?.closeDate ?? null,
    features: listing.features,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
  });
  return sale ? [sale] : [];
});
print("Demo data", holdOut(demoSales));

if (process.env.DATABASE_URL) {
  const { readComparableSales } = await import("~/features/home-valuation/index.server");
  const { sales } = await readComparableSales();
  print(`Database (${new URL(process.env.DATABASE_URL).pathname.slice(1) || "default"})`, holdOut(sales));
  process.exit(0);
}
