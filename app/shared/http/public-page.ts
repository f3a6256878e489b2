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
 * The `headers` export of a route whose page is the same for every visitor
 * who is not signed in. A page showing an error is not shared. Responses to
 * signed-in visitors are made private whatever this says (server/private-cache.ts).
 */
export function publicPageHeaders({ errorHeaders }: { errorHeaders: Headers | undefined }): HeadersInit {
  return errorHeaders === undefined ? { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL } : {};
}
