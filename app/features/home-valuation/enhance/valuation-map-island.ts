import type * as Leaflet from "leaflet";
import { afterHydration, createBaseMap, loadLeaflet, ST_JOHN_BOUNDS } from "~/features/listings";

type LeafletModule = typeof Leaflet;
type AreaAnswer = { area?: string; label?: string; error?: string };

/** Six decimals: about 10 cm, more than a click can mean. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The home-value map (ui/valuation-map.tsx): a click or tap drops the pin,
 * asks the server the place's area, and then fills the hidden coordinates,
 * sets the area select and says "Near Coral Bay" under the map; a place off
 * the island is refused with the server's sentence and no pin is kept.
 */
function enhance(root: HTMLElement) {
  if (root.dataset.state) return;
  root.dataset.state = "waiting";
  const mapElement = root.querySelector<HTMLElement>(".listing-map");
  const canvas = mapElement?.querySelector<HTMLElement>(".listing-map__canvas");
  const latitude = root.querySelector<HTMLInputElement>("[data-map-latitude]");
  const longitude = root.querySelector<HTMLInputElement>("[data-map-longitude]");
  const status = root.querySelector<HTMLElement>("[data-map-status]");
  const remove = root.querySelector<HTMLButtonElement>("[data-remove-pin]");
  const area = root.closest("form")?.querySelector<HTMLSelectElement>("select[name=area]");
  if (!mapElement || !canvas || !latitude || !longitude || !status || !remove) return;

  let L: LeafletModule | undefined;
  let map: Leaflet.Map | undefined;
  let pin: Leaflet.Marker | undefined;
  let asked = 0;

  const say = (text: string, refused = false) => {
    status.textContent = text;
    status.classList.toggle("home-value-map__status--refused", refused);
  };
  const setPin = (point: Leaflet.LatLngExpression | null) => {
    pin?.remove();
    pin = undefined;
    if (point && L && map) {
      const icon = L.divIcon({ className: "map-pin", html: '<span class="map-pin__dot"></span>', iconSize: [28, 36], iconAnchor: [14, 34] });
      pin = L.marker(point, { icon, title: "The place picked", alt: "The place picked", keyboard: false }).addTo(map);
    }
    remove.hidden = !point;
  };
  const clear = () => {
    latitude.value = "";
    longitude.value = "";
    setPin(null);
  };

  const pick = async (lat: number, lng: number) => {
    const ask = (asked += 1);
    setPin([lat, lng]);
    say("Finding the area…");
    let answer: AreaAnswer = {};
    try {
      const response = await fetch(`${root.dataset.areaUrl}?lat=${lat}&lng=${lng}`, { headers: { Accept: "application/json" } });
      answer = (await response.json()) as AreaAnswer;
    } catch {
      answer = { error: "The area could not be found just now: please choose it from the list." };
    }
    // A later click has already been answered or is on its way.
    if (ask !== asked) return;
    if (!answer.area || !answer.label) {
      clear();
      say(answer.error ?? "The area could not be found: please choose it from the list.", true);
      return;
    }
    latitude.value = String(lat);
    longitude.value = String(lng);
    if (area) area.value = answer.area;
    say(answer.label);
  };

  remove.addEventListener("click", () => {
    clear();
    say("Pin removed: the address and area are used.");
  });

  const start = () => {
    mapElement.dataset.state = "loading";
    loadLeaflet(mapElement.dataset.leafletSrc ?? "")
      .then((leaflet) => {
        L = leaflet;
        map = createBaseMap(leaflet, canvas, mapElement.dataset.tileUrl);
        map.fitBounds(leaflet.latLngBounds(ST_JOHN_BOUNDS), { padding: [8, 8] });
        const lat = Number(latitude.value);
        const lng = Number(longitude.value);
        if (latitude.value && longitude.value && Number.isFinite(lat) && Number.isFinite(lng)) setPin([lat, lng]);
        map.on("click", (event: Leaflet.LeafletMouseEvent) => void pick(round(event.latlng.lat), round(event.latlng.lng)));
        mapElement.dataset.state = "ready";
        root.dataset.state = "ready";
      })
      .catch((error: unknown) => {
        // The static outline stays; the address and area send the form as before.
        mapElement.dataset.state = "failed";
        root.dataset.state = "failed";
        console.warn(error);
      });
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      afterHydration(start);
    },
    { rootMargin: "200px 0px" },
  );
  observer.observe(root);
}

/** Every home-value map on the page. */
export function enhanceValuationMaps(): void {
  document.querySelectorAll<HTMLElement>("[data-valuation-map]").forEach(enhance);
}
