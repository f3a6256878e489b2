import { ListingMap } from "~/features/listings/components";
import { HOME_VALUE_AREA_PATH } from "../valuation-paths";

type Props = {
  /** The coordinates and area sent with the form last time (a pin dropped before). */
  values: Partial<Record<string, string>>;
  /** Why the server refused the picked place. */
  error?: string;
  tileUrl: string | null;
};

/** The point sent before, when both coordinates read as numbers (anything else is not drawn). */
function pickedPoint(values: Props["values"]): { lat: number; lng: number } | null {
  const lat = Number(values.latitude);
  const lng = Number(values.longitude);
  return values.latitude && values.longitude && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/**
 * The place of the home, picked on St. John's map (decision 0150). The map
 * island (../enhance/valuation-map-island.ts) drops a pin where the owner
 * clicks or taps, fills the hidden coordinates and sets the area from the
 * server's answer; nothing here is needed to send the form, so without script
 * (or by keyboard) the address and the area alone do, as before.
 */
export function ValuationMap({ values, error, tileUrl }: Props) {
  const point = pickedPoint(values);
  const errorId = "home-value-map-error";
  return (
    <fieldset className="home-value-map" data-valuation-map="" data-area-url={HOME_VALUE_AREA_PATH} aria-describedby={error ? `home-value-map-hint ${errorId}` : "home-value-map-hint"}>
      <legend>Where is it on the map? (optional)</legend>
      <p id="home-value-map-hint" className="field__hint">
        Click or tap the home&rsquo;s place: the area is chosen from it, and the nearest sales count more. Without a pin, the address and
        area are enough.
      </p>
      <ListingMap
        markers={point ? [{ ...point, label: "The place picked" }] : []}
        tileUrl={tileUrl}
        enhanced={false}
        label="Map of St. John: click or tap the home's place to drop a pin"
        placeName={point && values.area ? `Near ${values.area}` : null}
      />
      <input type="hidden" name="latitude" value={point ? values.latitude : ""} data-map-latitude="" />
      <input type="hidden" name="longitude" value={point ? values.longitude : ""} data-map-longitude="" />
      <div className="home-value-map__footer">
        <p className="home-value-map__status" role="status" data-map-status="">
          {point && values.area && !error ? `Near ${values.area}` : null}
        </p>
        <button type="button" className="button button--ghost home-value-map__remove" data-remove-pin="" hidden={!point}>
          Remove the pin
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
