/**
 * How long a page that is the same for every visitor may be shared: a CDN,
 * nginx or the app's own page cache (server/page-cache) keeps it for a
 * minute and may serve it for ten more while fetching a fresh copy, and
 * browsers check back every time. The app's own cache also forgets a page as
 * soon as the content on it changes; a cache in front of the app cannot know,
 * so a change shows there within a minute.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/**
 * Which query parameters a public page reads, for the page cache: any other
 * parameter (a campaign's `utm_source`, a flood's `?x=1`) leaves the page as
 * it is, so the cache serves one stored page for all of them. The cache takes
 * the header off before the page is sent.
 */
export const PAGE_QUERY_HEADER = "X-Page-Query";

type HeadersArgs = { errorHeaders: Headers | undefined };

/**
 * The `headers` export of a route whose page is the same for every visitor
 * who is not signed in and reads no query parameter. A page showing an error
 * is not shared. Responses to signed-in visitors are made private whatever
 * this says (server/private-cache.ts).
 */
export function publicPageHeaders(args: HeadersArgs): HeadersInit {
  return publicPageReading([])(args);
}

/** The `headers` export of a public page that reads the query parameters named (and no others). */
export function publicPageReading(parameters: readonly string[]): (args: HeadersArgs) => HeadersInit {
  const reads = parameters.join(",");
  return ({ errorHeaders }): Record<string, string> =>
    errorHeaders === undefined ? { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL, [PAGE_QUERY_HEADER]: reads } : {};
}
