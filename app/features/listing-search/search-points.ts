/**
 * The map pins of a search as /mls/points.json sends them: one array per
 * listing, [id, latitude, longitude, price on the pin, title, page, photo,
 * facts], so that a few thousand pins stay a small download. The photo (a
 * small cover photo's address, or "") and the facts ("3 beds · 2 baths", or
 * "") are for the pin's pop-up. Browser-safe.
 */
export type SearchPoint = [id: string, lat: number, lng: number, price: string, title: string, path: string, photo: string, facts: string];

export type SearchPoints = {
  points: SearchPoint[];
  /** False when the search finds more located listings than one answer carries. */
  complete: boolean;
};

/** The address of a search's pins: the search's filters, nothing else (sort, page and view do not change them). */
export const SEARCH_POINTS_PATH = "/mls/points.json";
