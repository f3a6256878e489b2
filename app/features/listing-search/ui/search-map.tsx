import { listingPublicPath } from "~/features/listings";
import { cardPrice, type CardListing } from "~/features/listings/components";
import { ListingMap, type MapMarker } from "~/features/listings/components";
import { Link } from "~/shared/ui/link";
import drawStylesHref from "@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css?url";
import mapScriptHref from "../enhance/search-map-script.ts?worker&url";
import drawScriptHref from "../enhance/search-draw-script.ts?worker&url";
import { SEARCH_FILTER_PARAMS, toSearchParams, type SearchQuery } from "../search-query";
import { SEARCH_POINTS_PATH } from "../search-points";
import { MAX_AREA_VERTICES } from "../search-area";

/** The page's results that have a location, as map markers: title and price, linked to the listing. */
export function searchMarkers(items: readonly CardListing[]): MapMarker[] {
  return items.flatMap((item) => {
    if (typeof item.latitude !== "number" || typeof item.longitude !== "number") return [];
    const price = cardPrice(item);
    const amount = price.kind === "none" ? "" : price.kind === "rental" ? `, ${price.amount} a night` : price.kind === "sold" ? `, sold for ${price.amount}` : `, ${price.amount}`;
    return [{ lat: item.latitude, lng: item.longitude, label: `${item.title}${amount}`, href: listingPublicPath(item) }];
  });
}

/** The address of every pin of a search: its filters (the area included), not its sort or page. */
export function searchPointsUrl(query: Partial<SearchQuery>): string {
  const params = toSearchParams(query);
  for (const name of [...params.keys()]) if (!SEARCH_FILTER_PARAMS.includes(name)) params.delete(name);
  const search = params.toString();
  return search ? `${SEARCH_POINTS_PATH}?${search}` : SEARCH_POINTS_PATH;
}

type Props = {
  query: SearchQuery;
  /** The search's page of cards: their pins are the map drawn before the script runs, and without it. */
  items: readonly CardListing[];
  /** How many listings the search finds, located or not. */
  total: number;
  tileUrl: string | null;
  /** The same search without its map area (the "Clear area" link). */
  clearAreaHref: string;
  /** A map kept in the page but not shown (its script never loads for it). */
  hidden?: boolean;
  /** E.g. /mls's list view, which shows the map beside the list on wide screens only. */
  className?: string;
};

/**
 * The map of a search: every match, clustered, with "Search as I move the
 * map" and an area drawn on it (enhance/search-map-island.ts, loaded only
 * when the map is shown). The server renders the island's outline with this
 * page's pins, and the link that clears the area, so the map says where the
 * results are without script. The block keeps its element across the search
 * page's swaps (`data-swap-keep`): a new search changes its attributes, and
 * the map stays where the visitor moved it.
 */
export function SearchMap({ query, items, total, tileUrl, clearAreaHref, hidden = false, className }: Props) {
  const area = query.polygon ? { polygon: query.polygon } : query.bounds ? { bounds: query.bounds } : {};
  const hasArea = Boolean(query.polygon || query.bounds);
  return (
    <div
      className={className ? `mls-map ${className}` : "mls-map"}
      hidden={hidden}
      data-swap="map"
      data-swap-keep=""
      data-search-map=""
      data-points-url={searchPointsUrl(query)}
      data-area={JSON.stringify(area)}
      data-total={total}
      data-tile-url={tileUrl ?? undefined}
      data-map-script={mapScriptHref}
      data-draw-script={drawScriptHref}
      data-draw-styles={drawStylesHref}
    >
      {hidden ? null : (
        <>
          <div className="mls-map__tools" data-swap="map-tools">
            <label className="mls-map__toggle mls-map__scripted" htmlFor="mls-map-move">
              <input type="checkbox" id="mls-map-move" data-search-as-move="" defaultChecked={Boolean(query.bounds)} />
              Search as I move the map
            </label>
            <button type="button" className="button button--ghost mls-map__button mls-map__scripted" data-draw-area="" aria-describedby="mls-map-draw-hint">
              Draw an area
            </button>
            {hasArea ? (
              <Link to={clearAreaHref} className="button button--ghost mls-map__button" data-clear-area="" preventScrollReset>
                Clear area<span className="visually-hidden"> and search the whole island</span>
              </Link>
            ) : null}
            <p id="mls-map-draw-hint" className="field__hint mls-map__hint mls-map__scripted">
              Click the map at each corner of the area (up to {MAX_AREA_VERTICES}), then click the first corner again.
            </p>
          </div>
          <ListingMap
            markers={searchMarkers(items)}
            tileUrl={tileUrl}
            enhanced={false}
            label={query.polygon ? "Map of the results in the drawn area" : "Map of the results"}
          />
          <p className="mls-map__status" role="status" data-map-status="">
            {items.length > 0 ? null : "No listing of this search has a location on the map."}
          </p>
        </>
      )}
    </div>
  );
}
