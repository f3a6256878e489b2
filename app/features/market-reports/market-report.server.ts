import { and, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import { OFF_MARKET_STATUSES } from "~/features/listings";
import { countStatusesAt, isApproved, listedDaySql, listingColumns, selectListings } from "~/features/listings/index.server";
import { keptByKeyUntilContentChanges } from "~/shared/cache/content-memo.server";
import { todayOnIsland } from "~/shared/dates/island-days";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { areaSlug, marketPath } from "./market-areas";
import { marketPeriod, monthEndMoment, type MarketPeriod } from "./market-period";
import { hasFewSales, type AreaSummary, type MarketArea, type MarketFigures, type MarketReport, type MonthFigures, type SalesFigures } from "./market-report";

const l = listingColumns;

/** What the public pages show: approved sales and closed sales, never a withdrawn or expired listing. */
const publicMarket: SQL = and(isApproved, sql`${l.kind} in ('sale', 'sold')`, notInArray(l.standardStatus, [...OFF_MARKET_STATUSES]))!;
const PENDING = ["ActiveUnderContract", "Pending"] as const;
const closedBetween = (from: string, to: string) => sql`(${l.kind} = 'sold' and ${l.closeDate} between ${from} and ${to})`;

export const MARKET_MESSAGES = { notFound: "There is no market report for that area" } as const;

type AreaSpellings = MarketArea & { spellings: string[] };

/** The areas listings name, each under its slug, named as most of its listings spell it. */
async function readAreas(): Promise<AreaSpellings[]> {
  const rows = await selectListings({ name: sql<string>`btrim(${l.area})`, count: sql<number>`count(*)::int` })
    .where(and(publicMarket, sql`btrim(${l.area}) <> ''`))
    .groupBy(sql`btrim(${l.area})`)
    .orderBy(sql`count(*) desc`, sql`btrim(${l.area})`);
  const bySlug = new Map<string, AreaSpellings>();
  for (const row of rows) {
    const slug = areaSlug(row.name);
    const known = bySlug.get(slug);
    if (known) known.spellings.push(row.name);
    else bySlug.set(slug, { name: row.name, slug, spellings: [row.name] });
  }
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, "en-US"));
}

const inArea = (area: AreaSpellings | null): SQL => (area ? and(publicMarket, inArray(sql`btrim(${l.area})`, area.spellings))! : publicMarket);

/** Each area's listings for sale now, and its sales and median price over the period. */
async function summarizeAreas(areas: AreaSpellings[], period: MarketPeriod): Promise<AreaSummary[]> {
  if (areas.length === 0) return [];
  const slugOf = sql.join([sql`case btrim(${l.area})`, ...areas.flatMap((area) => area.spellings.map((name) => sql`when ${name} then ${area.slug}`)), sql`end`], sql` `);
  const sold = closedBetween(period.start, period.end);
  const rows = await selectListings({
    slug: sql<string>`${slugOf}`,
    active: sql<number>`(count(*) filter (where ${l.kind} = 'sale' and ${l.standardStatus} = 'Active'))::int`,
    sales: sql<number>`(count(*) filter (where ${sold}))::int`,
    medianPrice: sql<number | null>`round(percentile_cont(0.5) within group (order by ${l.closePrice}) filter (where ${sold}))::int`,
  })
    .where(and(publicMarket, inArray(sql`btrim(${l.area})`, areas.flatMap((area) => area.spellings))))
    .groupBy(sql`1`);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return areas.map(({ name, slug }) => ({ name, slug, active: bySlug.get(slug)?.active ?? 0, sales: bySlug.get(slug)?.sales ?? 0, medianPrice: bySlug.get(slug)?.medianPrice ?? null }));
}

const NO_SALES: SalesFigures = { sales: 0, medianPrice: null, medianPricePerSqft: null, medianDaysOnMarket: null };

/** The sales of the period and of the same days a year earlier: counts and medians, from one aggregate. */
async function readSales(where: SQL, period: MarketPeriod): Promise<{ current: SalesFigures; previous: SalesFigures }> {
  const rows = await selectListings({
    period: sql<"current" | "previous">`(case when ${l.closeDate} >= ${period.start} then 'current' else 'previous' end)`,
    sales: sql<number>`count(*)::int`,
    medianPrice: sql<number | null>`round(percentile_cont(0.5) within group (order by ${l.closePrice}))::int`,
    medianPricePerSqft: sql<number | null>`round(percentile_cont(0.5) within group (order by ${l.closePrice}::float8 / ${l.livingArea})
      filter (where ${l.category} = 'residential' and ${l.livingArea} > 0))::int`,
    medianDaysOnMarket: sql<number | null>`round(percentile_cont(0.5) within group (order by greatest(0, ${l.closeDate} - ${listedDaySql}))
      filter (where ${listedDaySql} is not null))::int`,
  })
    .where(and(where, sql`(${closedBetween(period.start, period.end)} or ${closedBetween(period.previousStart, period.previousEnd)})`))
    .groupBy(sql`1`);
  const of = (name: string): SalesFigures => {
    const row = rows.find((candidate) => candidate.period === name);
    return row ? { sales: row.sales, medianPrice: row.medianPrice, medianPricePerSqft: row.medianPricePerSqft, medianDaysOnMarket: row.medianDaysOnMarket } : NO_SALES;
  };
  return { current: of("current"), previous: of("previous") };
}

/** Each month's sales and median price, and the listings for sale and under contract at its end. */
async function readMonths(where: SQL, period: MarketPeriod, now: Date): Promise<MonthFigures[]> {
  const sold = await selectListings({
    month: sql<string>`to_char(${l.closeDate}, 'YYYY-MM')`,
    sales: sql<number>`count(*)::int`,
    medianPrice: sql<number | null>`round(percentile_cont(0.5) within group (order by ${l.closePrice}))::int`,
  })
    .where(and(where, closedBetween(period.start, period.end)))
    .groupBy(sql`1`);
  // A sale that closed before the period was never for sale in it.
  const statuses = await countStatusesAt(
    and(where, sql`(${l.kind} = 'sale' or ${l.closeDate} >= ${period.start})`)!,
    period.months.map((month) => monthEndMoment(month, now)),
  );
  return period.months.map((month, index) => {
    const sales = sold.find((row) => row.month === month);
    const count = (wanted: readonly string[]) => statuses.filter((row) => row.at === index && wanted.includes(row.status)).reduce((sum, row) => sum + row.count, 0);
    return { month, active: count(["Active"]), pending: count(PENDING), sales: sales?.sales ?? 0, medianPrice: sales?.medianPrice ?? null };
  });
}

async function readFigures(area: AreaSpellings | null, period: MarketPeriod, now: Date): Promise<MarketFigures> {
  const where = inArea(area);
  const [onMarket] = await selectListings({
    active: sql<number>`(count(*) filter (where ${l.kind} = 'sale' and ${l.standardStatus} = 'Active'))::int`,
    pending: sql<number>`(count(*) filter (where ${l.kind} = 'sale' and ${inArray(l.standardStatus, [...PENDING])}))::int`,
  }).where(where);
  const { current, previous } = await readSales(where, period);
  const months = await readMonths(where, period, now);
  const active = onMarket?.active ?? 0;
  // Months of inventory: how long the listings for sale now would take to sell at the period's pace.
  const monthsOfInventory = current.sales > 0 ? Math.round((active / (current.sales / 12)) * 10) / 10 : null;
  return { area: area ? { name: area.name, slug: area.slug } : null, period, active, pending: onMarket?.pending ?? 0, current, previous, monthsOfInventory, months };
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// A day's report is the same all day until a listing changes: kept per area and island day.
const keptReports = keptByKeyUntilContentChanges<Result<{ data: MarketReport }>>(200, (result) => result.success);

/**
 * The market report of an area (by its slug) or of the whole island (null):
 * the twelve months to `now` on St. John, the same months a year earlier,
 * and every area's summary. An area with too few sales carries the island's
 * figures too. An unknown area fails with `not_found`.
 */
export async function readMarketReport(slug: string | null, now: Date = new Date()): Promise<Result<{ data: MarketReport }>> {
  if (slug !== null && (typeof slug !== "string" || slug.length > 100 || !SLUG.test(slug))) return failWith("not_found", MARKET_MESSAGES.notFound);
  const today = todayOnIsland(now);
  return keptReports(`${slug ?? ""} ${today}`, () =>
    runService("readMarketReport", { slug }, async () => {
      const period = marketPeriod(today);
      const areas = await readAreas();
      const area = slug === null ? null : areas.find((candidate) => candidate.slug === slug);
      if (area === undefined) return failWith("not_found", MARKET_MESSAGES.notFound);
      const figures = await readFigures(area, period, now);
      const island = hasFewSales(figures) ? await readFigures(null, period, now) : null;
      return ok({ data: { ...figures, island, areas: await summarizeAreas(areas, period) } });
    }),
  );
}

/** Every report's address, the island's first: the sitemap's market pages. */
export async function listMarketReportPaths(): Promise<Result<{ data: string[] }>> {
  return runService("listMarketReportPaths", {}, async () => ok({ data: [marketPath(null), ...(await readAreas()).map((area) => marketPath(area))] }));
}
