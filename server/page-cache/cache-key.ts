/**
 * Which stored page answers an address. Many addresses show the same page:
 * campaign links add tracking parameters (`utm_source`, `fbclid`, …) that no
 * page reads, and a flood of `?x=1`, `?x=2`, … names parameters the page
 * ignores. Both are dropped from the key, the rest sorted, so that they
 * share one stored page instead of each rendering and keeping its own.
 *
 * A page says which parameters it reads in its response (`X-Page-Query`, set
 * by the app's public-page headers); the cache remembers that per path and
 * keeps only those. Until a path's first answer, only tracking parameters
 * are dropped.
 */

/** Parameters that ad platforms, mail tools and analytics add to links; no page reads them. nginx's page files take the same (docs/deploy.md). */
export const TRACKING_PARAMETER = /^(?:utm_\w+|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|twclid|ttclid|li_fat_id|igshid|yclid|mc_eid|mc_cid|_ga|_gl|_hsenc|_hsmi|mkt_tok|srsltid)$/i;

/** Paths whose parameters are remembered; the least recently used are forgotten first. */
const MAX_REMEMBERED_PATHS = 10_000;

export function isTrackingParameter(name: string): boolean {
  return TRACKING_PARAMETER.test(name);
}

export class QueryRules {
  readonly #readByPath = new Map<string, ReadonlySet<string>>();

  /** The parameters the page at `path` reads, once it has said so. */
  readsOf(path: string): ReadonlySet<string> | undefined {
    const reads = this.#readByPath.get(path);
    if (reads) {
      this.#readByPath.delete(path);
      this.#readByPath.set(path, reads);
    }
    return reads;
  }

  /** Remembers what a page's answer says it reads (`X-Page-Query: page,sort`); an answer that says nothing teaches nothing. */
  learn(path: string, header: string | number | string[] | undefined): void {
    if (typeof header !== "string") return;
    const reads = new Set(header.split(",").map((name) => name.trim()).filter(Boolean));
    this.#readByPath.delete(path);
    this.#readByPath.set(path, reads);
    if (this.#readByPath.size > MAX_REMEMBERED_PATHS) {
      const [oldest] = this.#readByPath.keys();
      if (oldest !== undefined) this.#readByPath.delete(oldest);
    }
  }

  /**
   * The address with tracking parameters and parameters the page does not
   * read removed, the rest sorted by name (values of one name keep their order).
   */
  normalize(originalUrl: string): string {
    const queryStart = originalUrl.indexOf("?");
    if (queryStart === -1) return originalUrl;
    const path = originalUrl.slice(0, queryStart);
    const reads = this.readsOf(path);
    const query = originalUrl.slice(queryStart + 1);
    if (dropsEveryParameter(query, reads)) return path;
    const kept = [...new URLSearchParams(query)].filter(
      ([name]) => !isTrackingParameter(name) && (reads === undefined || reads.has(name)),
    );
    if (kept.length === 0) return path;
    kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `${path}?${new URLSearchParams(kept).toString()}`;
  }
}

/**
 * Whether every parameter of a query is one the key drops (a campaign link's, or ones the page does not read),
 * told from the names as written, without decoding the query: most addresses with a query that visitors send are
 * these. A name that is encoded (`%`, `+`) is left to the full reading.
 */
function dropsEveryParameter(query: string, reads: ReadonlySet<string> | undefined): boolean {
  let start = 0;
  while (start <= query.length) {
    const next = query.indexOf("&", start);
    const end = next === -1 ? query.length : next;
    if (end > start) {
      const equals = query.indexOf("=", start);
      const name = query.slice(start, equals === -1 || equals > end ? end : equals);
      if (name === "" || name.includes("%") || name.includes("+")) return false;
      if (!isTrackingParameter(name) && (reads === undefined || reads.has(name))) return false;
    }
    start = end + 1;
  }
  return true;
}
