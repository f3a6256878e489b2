import { listingPublicPath } from "~/features/listings";
import { cardPrice, type CardListing } from "~/features/listings/components";
import { ListingMap, type MapMarker } from "~/features/listings/components";

/** The page's results that have a location, as map markers: title and price, linked to the listing. */
export function searchMarkers(items: readonly CardListing[]): MapMarker[] {
  return items.flatMap((item) => {
    if (typeof item.latitude !== "number" || typeof item.longitude !== "number") return [];
    const price = cardPrice(item);
    const amount = price.kind === "none" ? "" : price.kind === "rental" ? `, ${price.amount} a night` : price.kind === "sold" ? `, sold for ${price.amount}` : `, ${price.amount}`;
    return [{ lat: item.latitude, lng: item.longitude, label: `${item.title}${amount}`, href: listingPublicPath(item) }];
  });
}

/** The map view of /mls: this page's results as pins (the cards follow below it). */
export function SearchMap({ items, tileUrl }: { items: readonly CardListing[]; tileUrl: string | null }) {
  // The search page's script draws it with the listing pages' map island.
  const markers = searchMarkers(items);
  const missing = items.length - markers.length;
  if (markers.length === 0) {
    return <p className="mls-map__note">None of the listings on this page has a location to show on the map; they are listed below.</p>;
  }
  return (
    <div className="mls-map">
      <ListingMap markers={markers} tileUrl={tileUrl} label={`Map of the ${markers.length === 1 ? "listing" : `${markers.length} listings`} on this page`} />
      {missing > 0 ? (
        <p className="mls-map__note">
          {missing === 1 ? "One listing has" : `${missing} listings have`} no location on the map; every listing on this page is listed below.
        </p>
      ) : null}
    </div>
  );
}
