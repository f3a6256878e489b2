/**
 * What visitors and buyers meet once the feed has filled the site, timed on
 * the synced listings themselves: the /mls search and its list pages, and a
 * saved-search alert scan over the listings the last pass changed.
 * Imported by bench-feed after the database settings are in place.
 */
import { performance } from "node:perf_hooks";
import { searchListings } from "~/features/listing-search/index.server";
import type { SearchQuery } from "~/features/listing-search";
import { matchSavedSearches } from "~/features/saved-searches/index.server";
import { keepContentFromNowOn, stopKeepingContent } from "~/shared/cache/content-memo.server";
import { percentile } from "./percentile";

const SEARCHES: Array<{ name: string; query: Partial<SearchQuery> }> = [
  { name: "/mls, all for sale, newest (first page)", query: { status: "for-sale" } },
  { name: "/mls, all for sale, page 400", query: { status: "for-sale", page: 400 } },
  { name: "/mls, $500k–$1.5M in Coral Bay, price high to low", query: { minPrice: 500_000, maxPrice: 1_500_000, area: "Coral Bay", sort: "price-desc" } },
  { name: "/mls, keyword “Fish Bay”", query: { q: "Fish Bay" } },
];

export type Timed = { name: string; first: number; p50: number; p95: number; total: number };

/**
 * Each search as the server answers it, which keeps a filter's count until
 * content changes: the first ask (the count included), then `runs` more
 * after a warm-up run: p50 and p95 in ms, and how many listings it matched.
 */
export async function timeSearches(runs: number): Promise<Timed[]> {
  const results: Timed[] = [];
  keepContentFromNowOn();
  try {
    for (const { name, query } of SEARCHES) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < runs + 2; run++) {
        const started = performance.now();
        const result = await searchListings(query);
        if (!result.success) throw new Error(`${name}: ${result.error}`);
        if (run !== 1) times.push(performance.now() - started);
        total = result.data.total;
      }
      const [first, ...rest] = times;
      rest.sort((a, b) => a - b);
      results.push({ name, first: first!, p50: percentile(rest, 50), p95: percentile(rest, 95), total });
    }
  } finally {
    stopKeepingContent();
  }
  return results;
}

/** One alert scan (every listing changed since the last one against every saved search): its time and counts. */
export async function timeAlertScan(): Promise<{ ms: number; listings: number; matches: number }> {
  const started = performance.now();
  const scan = await matchSavedSearches({ clockMarginMs: 0 });
  return { ms: performance.now() - started, listings: scan.listings, matches: scan.matches };
}

/** Whether the /mls search shows a listing at exactly `price` (a price no other listing has: the change reached the site). */
export async function searchShowsPrice(price: number): Promise<boolean> {
  const result = await searchListings({ minPrice: price, maxPrice: price });
  if (!result.success) throw new Error(result.error);
  return result.data.total === 1;
}
