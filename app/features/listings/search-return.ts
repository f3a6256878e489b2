/**
 * "Back to results" on a listing's page: the exact /mls search (its filters,
 * sort, page and view) the buyer opened the listing from. The search page
 * keeps its address in the tab's session storage as it changes; a listing
 * page prefers the page it was opened from, when that is the search. Only a
 * same-origin /mls address is ever followed, so neither a referrer nor a
 * stored value can send the buyer to another site or page. Browser-safe.
 */

/** The session-storage key under which the search page keeps its address. */
export const SEARCH_RETURN_KEY = "mls:last-search";

const SEARCH_PATH = "/mls";

/** `value` as a path to the search on this origin ("/mls?minBeds=3"), or null when it is anything else. */
export function searchReturnPath(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || url.pathname !== SEARCH_PATH || url.username || url.password) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** Where "Back to results" goes: the referrer when it is the search, else the search last shown in this tab, else nowhere. */
export function backToResultsPath(referrer: string, stored: string | null, origin: string): string | null {
  return searchReturnPath(referrer, origin) ?? searchReturnPath(stored, origin);
}
