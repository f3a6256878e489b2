import autocannon from "autocannon";
import { BROWSER_HEADERS } from "./page-rates";
import { percentile } from "./percentile";

/**
 * What one flooding client costs everyone else: the figures the load
 * benchmark reports beside its goals (a signed-in dashboard within 1 s p95
 * and a cached page within 50 ms p99 under the flood).
 */
const FLOODER = "203.0.113.9";

async function timedGets(url: string, headers: Record<string, string>, pauseMs: number, until: Promise<unknown>) {
  const durations: number[] = [];
  const statuses = new Map<number, number>();
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    const response = await fetch(url, { headers: { ...BROWSER_HEADERS, ...headers } });
    await response.arrayBuffer();
    durations.push(performance.now() - started);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return { durations, statuses };
}

export type FloodFigures = { label: string; flood: autocannon.Result; dashboardP95: number; dashboardStatuses: string; cachedP99: number; cachedStatuses: string };

/** Runs `load` from one client for `seconds` while an administrator reads the dashboard and another visitor a cached page. */
export async function measureUnderFlood(base: string, label: string, load: autocannon.Options, options: { adminCookie: string; cachedPath: string; seconds: number }): Promise<FloodFigures> {
  await fetch(`${base}${options.cachedPath}`, { headers: BROWSER_HEADERS }).then((response) => response.arrayBuffer());
  const flood = new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ connections: 48, duration: options.seconds, ...load, headers: { ...BROWSER_HEADERS, "x-forwarded-for": FLOODER, ...load.headers } }, (error, result) => (error ? reject(error) : resolve(result))),
  );
  const [result, dashboard, cached] = await Promise.all([
    flood,
    timedGets(`${base}/admin/admindashboard`, { cookie: options.adminCookie, "x-forwarded-for": "198.51.100.20" }, 200, flood),
    timedGets(`${base}${options.cachedPath}`, { "x-forwarded-for": "198.51.100.30" }, 20, flood),
  ]);
  const statuses = (map: Map<number, number>) => [...map.entries()].map(([status, count]) => `${status}×${count}`).join(" ");
  return {
    label,
    flood: result,
    dashboardP95: percentile(dashboard.durations, 95),
    dashboardStatuses: statuses(dashboard.statuses),
    cachedP99: percentile(cached.durations, 99),
    cachedStatuses: statuses(cached.statuses),
  };
}

export function formatFlood(figures: FloodFigures): string {
  const refused = figures.flood.statusCodeStats?.["429"]?.count ?? 0;
  const goals = `dashboard p95 ≤ 1,000 ms: ${figures.dashboardP95 <= 1_000 ? "met" : "NOT met"}; cached p99 ≤ 50 ms: ${figures.cachedP99 <= 50 ? "met" : "NOT met"}`;
  return `| ${figures.label} | ${figures.flood.requests.total} (${refused} refused, ${figures.flood["5xx"]} 5xx) | ${Math.round(figures.dashboardP95)} ms (${figures.dashboardStatuses}) | ${Math.round(figures.cachedP99)} ms (${figures.cachedStatuses}) | ${goals} |`;
}
