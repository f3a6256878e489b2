import { backToResultsPath, SEARCH_RETURN_KEY } from "../search-return";

/** Reads the tab's stored search; storage may be refused (private modes, blocked cookies). */
function storedSearch(): string | null {
  try {
    return sessionStorage.getItem(SEARCH_RETURN_KEY);
  } catch {
    return null;
  }
}

/** Shows "Back to results" (hidden in the server's page) when the buyer came from a search, pointing at that search. */
export function enhanceBackToResults(): void {
  const link = document.querySelector<HTMLAnchorElement>("a[data-back-to-results]");
  if (!link) return;
  const path = backToResultsPath(document.referrer, storedSearch(), location.origin);
  if (!path) return;
  link.href = path;
  link.hidden = false;
  // A page with no other crumb (a rental's) keeps its breadcrumb hidden until it has this one.
  link.closest<HTMLElement>("[data-back-to-results-nav]")?.removeAttribute("hidden");
}
