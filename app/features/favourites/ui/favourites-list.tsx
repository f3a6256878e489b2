import { Form } from "react-router";
import { Link } from "~/shared/ui/link";
import { listingPublicPath, type StandardStatus } from "~/features/listings";
import { type DescribedImage } from "~/features/media";
import { ResponsiveImage } from "~/features/media/components";
import { describeChange, type FavouriteChange } from "../favourite-change";
import { IslandDate } from "~/shared/ui/island-date";
import { formatWholeDollars } from "~/shared/lib/money";

/** What the account page shows of one favourite (the service's FavouriteEntry, as plain data). */
export type FavouriteView = {
  listing: {
    id: string;
    kind: "sale" | "sold" | "rental";
    category: "residential" | "commercial" | "land";
    slug: string;
    title: string;
    area: string | null;
    price: number | null;
    nightlyRate: number | null;
    standardStatus: StandardStatus;
    propertyInfo: { name?: string; slug?: string } | null;
    photo: DescribedImage | null;
  };
  savedAt: string | Date;
  changes: FavouriteChange[];
  public: boolean;
};

function priceLine(listing: FavouriteView["listing"]): string {
  if (listing.kind === "rental") return listing.nightlyRate !== null ? `${formatWholeDollars(listing.nightlyRate)} per night` : "Rate on request";
  if (listing.price === null) return "Price on request";
  return listing.kind === "sold" ? `Sold for ${formatWholeDollars(listing.price)}` : formatWholeDollars(listing.price);
}

function changeTone(change: FavouriteChange): string {
  if (change.kind === "price-drop" || change.kind === "back-on-market") return "good";
  if (change.kind === "price-rise" || change.kind === "under-contract" || change.kind === "pending") return "note";
  return "off";
}

/** The buyer's favourites: photo, title linked to its page, price now, what changed since saved, and a remove button. */
export function FavouritesList({ entries }: { entries: readonly FavouriteView[] }) {
  return (
    <ul className="favourites-list">
      {entries.map(({ listing, savedAt, changes, public: listed }) => (
        <li key={listing.id} className="favourite-item">
          <div className="favourite-item__media">
            {listing.photo ? (
              <ResponsiveImage image={listing.photo} sizes="(min-width: 40rem) 14rem, 100vw" className="favourite-item__image" />
            ) : (
              <div className="favourite-item__no-photo">No photo</div>
            )}
          </div>
          <div className="favourite-item__body">
            <h3 className="favourite-item__title">
              {listed ? (
                <Link to={listingPublicPath(listing)} reloadDocument>
                  {listing.title}
                </Link>
              ) : (
                listing.title
              )}
            </h3>
            <p className="favourite-item__price">{priceLine(listing)}</p>
            {listing.area ? <p className="favourite-item__place">{listing.area}</p> : null}
            {changes.length > 0 ? (
              <ul className="favourite-item__changes" aria-label="Changes since you saved it">
                {changes.map((change) => (
                  <li key={change.kind} className={`favourite-change favourite-change--${changeTone(change)}`}>
                    {describeChange(change)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="favourite-item__same">No changes since you saved it.</p>
            )}
            <p className="favourite-item__saved">Saved <IslandDate value={new Date(savedAt)} /></p>
          </div>
          <Form method="post" className="favourite-item__remove">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="listingId" value={listing.id} />
            <button type="submit" className="button button--ghost" aria-label={`Remove ${listing.title} from favorites`}>
              Remove
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
