import { formatIslandClock, formatIslandWeekdayTime } from "~/shared/dates/format-dates";
import type { ListingOpenHouses } from "../listing-open-houses.server";

/**
 * A listing's upcoming open houses (from the feed or entered by staff), with
 * the same as schema.org Events in a JSON-LD script. Nothing when there is none.
 */
export function OpenHouseSection({ openHouses }: { openHouses: ListingOpenHouses }) {
  if (openHouses.items.length === 0) return null;
  return (
    <section className="listing-section listing-open-houses" aria-labelledby="open-houses-heading">
      {openHouses.jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: openHouses.jsonLd }} /> : null}
      <h2 id="open-houses-heading">Open house</h2>
      <ul>
        {openHouses.items.map((item) => (
          <li key={item.startsAt}>
            <time dateTime={item.startsAt}>{formatIslandWeekdayTime(item.startsAt)}</time> to <time dateTime={item.endsAt}>{formatIslandClock(item.endsAt)}</time>
            {item.remarks ? <> · {item.remarks}</> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
