import { serializeJsonLd } from "~/shared/seo/json-ld";

type Place = { title: string; area: string | null; url: string };
type OpenHouseTimes = { startsAt: string; endsAt: string; remarks: string | null };

/**
 * A listing's open houses as schema.org Events (JSON-LD, serialized for a
 * script element): held at the property, in person, free to attend. Null
 * when there is none, so the page carries no empty block.
 */
export function openHouseEventsJsonLd(openHouses: readonly OpenHouseTimes[], place: Place): string | null {
  if (openHouses.length === 0) return null;
  const location = {
    "@type": "Place",
    name: place.title,
    address: { "@type": "PostalAddress", ...(place.area ? { addressLocality: place.area } : {}), addressRegion: "St. John", addressCountry: "VI" },
  };
  return serializeJsonLd(
    openHouses.map((item) => ({
      "@context": "https://schema.org",
      "@type": "Event",
      name: `Open house: ${place.title}`,
      startDate: item.startsAt,
      endDate: item.endsAt,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      isAccessibleForFree: true,
      url: place.url,
      location,
      ...(item.remarks ? { description: item.remarks } : {}),
    })),
  );
}
