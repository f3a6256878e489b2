import Supercluster from "supercluster";
import type * as Leaflet from "leaflet";
import { afterHydration, createBaseMap, loadLeaflet, ST_JOHN_BOUNDS } from "~/features/listings";
import { CONTENT_SWAPPED_EVENT } from "~/shared/html/content-swapped";
import { encodePolygon, formatBounds, MAX_AREA_VERTICES, normalBounds, normalPolygon, type LatLng, type MapBounds } from "../search-area";
import type { SearchPoint, SearchPoints } from "../search-points";
import { loadScript, navigateToSearch, withArea } from "./search-navigate";
import { addPins, pointsStatus, popupOf } from "./search-map-pins";

/**
 * The search map (ui/search-map.tsx): every match of the search as pins,
 * clustered by supercluster; "Search as I move the map" puts the visible
 * area in the URL as the map moves; "Draw an area" draws a polygon with
 * Leaflet-Geoman. The search itself stays the server's: the map only asks
 * for another search (search-navigate.ts), and follows the attributes the
 * new page gives its element (the pins' address, the area).
 */

type LeafletModule = typeof Leaflet;
type Area = { bounds?: MapBounds; polygon?: LatLng[] };
type DrawingMap = Leaflet.Map & { pm?: { enableDraw(shape: string, options?: object): void; disableDraw(): void } };

const MOVE_DELAY_MS = 400;

function readArea(element: HTMLElement): Area {
  try {
    const parsed = JSON.parse(element.dataset.area ?? "{}") as Area;
    return parsed && typeof parsed === "object" ? parsed : {};
  } catch {
    return {};
  }
}

class SearchMapView {
  readonly #element: HTMLElement;
  readonly #L: LeafletModule;
  readonly #map: DrawingMap;
  readonly #pins: Leaflet.LayerGroup;
  #areaLayer: Leaflet.Layer | null = null;
  #index: Supercluster | null = null;
  #points: SearchPoint[] = [];
  #programmatic = false;
  #moveTimer: ReturnType<typeof setTimeout> | undefined;
  #fetching: AbortController | undefined;
  #pointsUrl = "";
  #area = "";
  /** The area this map last asked for: when the new page brings it, the view stays where the visitor put it. */
  #askedArea: string | null = null;
  #drawing = false;
  /** True from a zoom's start to its end: markers clicked then are about to be redrawn, so the click waits for none. */
  #zooming = false;
  #popup: Leaflet.Popup | null = null;

  constructor(L: LeafletModule, element: HTMLElement) {
    this.#L = L;
    this.#element = element;
    const canvas = element.querySelector<HTMLElement>(".listing-map__canvas")!;
    this.#map = createBaseMap(L, canvas, element.dataset.tileUrl);
    this.#pins = L.layerGroup().addTo(this.#map);
    this.#quietly(() => this.#map.fitBounds(L.latLngBounds(ST_JOHN_BOUNDS), { padding: [8, 8] }));
    this.#map.on("moveend", () => this.#moved());
    this.#map.on("zoomstart", () => (this.#zooming = true));
    this.#map.on("zoomend", () => (this.#zooming = false));
    this.#map.on("zoomend moveend", () => this.#drawPins());
    element.querySelector<HTMLElement>(".listing-map")?.setAttribute("data-state", "ready");
    // A new search changes the first two; a phone's list and map views the last two (a map hidden by its class has no size).
    new MutationObserver(() => this.update()).observe(element, { attributes: true, attributeFilter: ["data-points-url", "data-area", "hidden", "class"] });
    this.update();
  }

  /** A change of view made by the script, not the visitor: no search follows it. */
  #quietly(change: () => void) {
    this.#programmatic = true;
    try {
      change();
    } finally {
      this.#programmatic = false;
    }
  }

  get #searchesAsMoved(): boolean {
    return this.#element.querySelector<HTMLInputElement>("[data-search-as-move]")?.checked ?? false;
  }

  /** The element's attributes changed (a new search swapped in): new pins, and the area drawn. */
  update() {
    if (this.#element.hidden || this.#element.getClientRects().length === 0) return;
    this.#quietly(() => this.#map.invalidateSize({ animate: false }));
    const area = this.#element.dataset.area ?? "{}";
    const areaChanged = area !== this.#area;
    const fromMap = area === this.#askedArea;
    this.#area = area;
    if (areaChanged) this.#drawArea(readArea(this.#element), !fromMap);
    const pointsUrl = this.#element.dataset.pointsUrl ?? "";
    if (pointsUrl !== this.#pointsUrl) {
      this.#pointsUrl = pointsUrl;
      void this.#loadPoints(pointsUrl, !fromMap);
    }
  }

  #drawArea(area: Area, fit: boolean) {
    const L = this.#L;
    this.#areaLayer?.remove();
    this.#areaLayer = null;
    if (area.polygon) {
      const polygon = L.polygon(area.polygon.map(([lat, lng]) => [lat, lng] as [number, number]), { interactive: false, className: "mls-map__area", weight: 2 });
      this.#areaLayer = polygon.addTo(this.#map);
      if (fit) this.#quietly(() => this.#map.fitBounds(polygon.getBounds(), { padding: [24, 24], animate: false }));
    } else if (area.bounds && fit) {
      const { south, west, north, east } = area.bounds;
      this.#quietly(() => this.#map.fitBounds([[south, west], [north, east]], { animate: false }));
    }
  }

  async #loadPoints(url: string, fit: boolean) {
    this.#fetching?.abort();
    const controller = new AbortController();
    this.#fetching = controller;
    try {
      const response = await fetch(url, { headers: { Accept: "application/json" }, signal: controller.signal });
      if (!response.ok) throw new Error(`The map's pins answered ${response.status}`);
      const answer = (await response.json()) as SearchPoints;
      if (controller.signal.aborted) return;
      this.#points = answer.points;
      // Leaflet's tiles are 256 px: with that extent the radius is in screen pixels, about a disc and a tag apart.
      this.#index = new Supercluster({ radius: 60, extent: 256, maxZoom: 17 }).load(
        answer.points.map((point, i) => ({ type: "Feature" as const, geometry: { type: "Point" as const, coordinates: [point[2], point[1]] }, properties: { i } })),
      );
      this.#status(pointsStatus(answer, Number(this.#element.dataset.total ?? answer.points.length)));
      // Without an area the view follows the results; with one, it stays where it is.
      const area = readArea(this.#element);
      if (fit && !area.bounds && !area.polygon) this.#fitPoints();
      this.#drawPins();
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn(error);
      this.#status("The map's pins could not be loaded; the listings are below.");
    }
  }

  #fitPoints() {
    const L = this.#L;
    if (this.#points.length === 0) return;
    let bounds = L.latLngBounds(this.#points.map((point) => [point[1], point[2]] as [number, number]));
    // The outline is all there is to see without tiles: keep the whole island in view.
    if (!this.#element.dataset.tileUrl) bounds = bounds.extend(L.latLngBounds(ST_JOHN_BOUNDS));
    this.#quietly(() => this.#map.fitBounds(bounds, { padding: [24, 24], maxZoom: 16, animate: false }));
  }

  #drawPins() {
    if (!this.#index) return;
    addPins(this.#L, this.#map, this.#pins, this.#index, this.#points, {
      busy: () => this.#zooming,
      open: (point, lat, lng) => {
        this.#popup ??= this.#L.popup({ className: "map-popup-frame", maxWidth: 260, minWidth: 200, offset: [0, -30] });
        this.#popup.setLatLng([lat, lng]).setContent(popupOf(point)).openOn(this.#map);
      },
    });
  }

  #status(text: string) {
    const status = this.#element.querySelector<HTMLElement>("[data-map-status]");
    if (status && status.textContent !== text) status.textContent = text;
  }

  /** The visitor moved or zoomed: with "Search as I move the map" on, the visible area becomes the search. */
  #moved() {
    if (this.#programmatic || this.#drawing || !this.#searchesAsMoved) return;
    clearTimeout(this.#moveTimer);
    this.#moveTimer = setTimeout(() => this.searchVisibleArea(true), MOVE_DELAY_MS);
  }

  searchVisibleArea(replace: boolean) {
    const visible = this.#map.getBounds();
    const bounds = normalBounds({ south: visible.getSouth(), west: visible.getWest(), north: visible.getNorth(), east: visible.getEast() });
    if (!bounds) return;
    this.#ask({ bounds }, withArea({ bounds: formatBounds(bounds) }), replace);
  }

  searchWholeMap() {
    this.#ask({}, withArea({}), false);
  }

  #ask(area: Area, url: string, replace: boolean) {
    this.#askedArea = JSON.stringify(area);
    if (url !== `${location.pathname}${location.search}`) navigateToSearch(url, replace);
  }

  /** "Draw an area": the drawing tools load once; a second press cancels. */
  async toggleDrawing(button: HTMLButtonElement) {
    if (this.#drawing) return this.#stopDrawing(button);
    const { drawScript, drawStyles } = this.#element.dataset;
    if (drawStyles && !document.querySelector(`link[href="${drawStyles}"]`)) {
      const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: drawStyles });
      document.head.append(link);
    }
    await loadScript(drawScript ?? "");
    const PM = (this.#L as unknown as { PM?: { Map: new (map: Leaflet.Map) => DrawingMap["pm"] } }).PM;
    if (!PM) throw new Error("The drawing tools did not load");
    // The map was made before the tools loaded, so it gets them by hand.
    this.#map.pm ??= new PM.Map(this.#map);
    this.#drawing = true;
    button.textContent = "Cancel drawing";
    button.setAttribute("aria-pressed", "true");
    this.#status(`Click the map at each corner of the area (up to ${MAX_AREA_VERTICES}), then click the first corner again.`);
    this.#map.once("pm:create", (event) => {
      const layer = (event as unknown as { layer: Leaflet.Polygon }).layer;
      const ring = (layer.getLatLngs()[0] ?? []) as Leaflet.LatLng[];
      layer.remove();
      this.#stopDrawing(button);
      const polygon = normalPolygon(ring.map((corner) => [corner.lat, corner.lng] as LatLng));
      if ("error" in polygon) return this.#status(polygon.error);
      this.#ask({ polygon: polygon.points }, withArea({ polygon: encodePolygon(polygon.points) }), false);
    });
    this.#map.pm?.enableDraw("Polygon", { snappable: false, continueDrawing: false, tooltips: false });
  }

  #stopDrawing(button: HTMLButtonElement) {
    this.#drawing = false;
    this.#map.pm?.disableDraw();
    const current = document.querySelector<HTMLButtonElement>("[data-draw-area]") ?? button;
    current.textContent = "Draw an area";
    current.removeAttribute("aria-pressed");
  }
}

const views = new WeakMap<HTMLElement, SearchMapView>();

function viewOf(target: EventTarget | null): SearchMapView | undefined {
  const element = target instanceof Element ? target.closest<HTMLElement>("[data-search-map]") : null;
  return element ? views.get(element) : undefined;
}

/** Starts a map when it comes near the viewport (and is shown). */
function enhanceSearchMap(element: HTMLElement) {
  if (element.dataset.state || element.hidden) return;
  element.dataset.state = "waiting";
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      element.dataset.state = "loading";
      const leafletSrc = element.querySelector<HTMLElement>("[data-leaflet-src]")?.dataset.leafletSrc ?? "";
      afterHydration(() => {
        loadLeaflet(leafletSrc)
          .then((L) => {
            views.set(element, new SearchMapView(L, element));
            element.dataset.state = "ready";
          })
          .catch((error: unknown) => {
            element.dataset.state = "failed";
            console.warn(error);
          });
      });
    },
    { rootMargin: "200px 0px" },
  );
  observer.observe(element);
}

/** Every search map on the page, now and after each swap; the controls are found by delegation, since swaps replace them. */
export function enhanceSearchMaps(): void {
  const enhanceAll = () => document.querySelectorAll<HTMLElement>("[data-search-map]").forEach(enhanceSearchMap);
  document.addEventListener(CONTENT_SWAPPED_EVENT, enhanceAll);
  // A hidden map (the list view) that is shown again.
  new MutationObserver(enhanceAll).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["hidden"] });
  document.addEventListener("change", (event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || !box.matches("[data-search-as-move]")) return;
    const view = viewOf(box);
    if (!view) return;
    if (box.checked) view.searchVisibleArea(false);
    else view.searchWholeMap();
  });
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("[data-draw-area]") : null;
    const view = button ? viewOf(button) : undefined;
    if (!button || !view) return;
    view.toggleDrawing(button).catch((error: unknown) => console.warn("The drawing tools could not be loaded", error));
  });
  enhanceAll();
}
