/**
 * How the map asks for another search: the search page's script shows it in
 * place (it cancels the event); a page without that script (a list page)
 * loads it as a page. Also loads the map's own script once a map is shown,
 * so that pages whose map is hidden (the /mls list view) never download it.
 */

export const SEARCH_NAVIGATE_EVENT = "search:navigate";
export type SearchNavigation = { url: string; replace: boolean };

export function navigateToSearch(url: string, replace = false): void {
  const event = new CustomEvent<SearchNavigation>(SEARCH_NAVIGATE_EVENT, { detail: { url, replace }, cancelable: true });
  if (document.dispatchEvent(event)) window.location.assign(url);
}

/** The address of the page shown with its map area replaced (and no page number: a new area starts at page 1). */
export function withArea(area: { bounds?: string; polygon?: string }): string {
  const params = new URLSearchParams(window.location.search);
  params.delete("bounds");
  params.delete("polygon");
  params.delete("page");
  if (area.polygon) params.set("polygon", area.polygon);
  else if (area.bounds) params.set("bounds", area.bounds);
  const search = params.toString();
  return search ? `${window.location.pathname}?${search}` : window.location.pathname;
}

const loaded = new Set<string>();

/** Adds a classic script once per page. */
export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (loaded.has(src)) return resolve();
    const script = document.createElement("script");
    // The build bundles each script whole; the development server serves it as a module that imports the rest.
    if (src.includes("type=module")) script.type = "module";
    script.src = src;
    script.onload = () => {
      loaded.add(src);
      resolve();
    };
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
}

/**
 * Loads the map's script when a search map is on show (it enhances every map
 * then, and those swapped in later). On /mls a phone's list view hides the map
 * by its style, not its `hidden` attribute: a map without boxes is not shown.
 */
export function loadSearchMapWhenShown(): void {
  const map = [...document.querySelectorAll<HTMLElement>("[data-search-map]:not([hidden])")].find((element) => element.getClientRects().length > 0);
  const src = map?.dataset.mapScript;
  if (!src || document.documentElement.dataset.searchMapLoading) return;
  document.documentElement.dataset.searchMapLoading = "true";
  loadScript(src).catch((error: unknown) => console.warn("The map could not be loaded", error));
}
