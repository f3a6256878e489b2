import type { ReactNode } from "react";
import { Link } from "~/shared/ui/link";
import { isAnotherFirmsListing } from "../another-firm";
import { ResponsiveImage } from "~/features/media/components";
import { listingPublicPath } from "../listing-paths";
import { formatDate, formatPrice } from "./listing-format";
import { cardFacts } from "../card-facts";
import { SUBCATEGORY_LABELS, type ListingCategory, type ListingKind, type ListingSubcategory, type StandardStatus } from "../listing-rules";

/**
 * What a card needs of a listing: the service's ListingCard (a plain object,
 * so that this file stays free of server code).
 */
export type CardListing = {
  id: string;
  kind: ListingKind;
  category: ListingCategory;
  subcategory: ListingSubcategory | null;
  title: string;
  slug: string;
  area: string | null;
  price: number | null;
  listPrice: number | null;
  closePrice: number | null;
  closeDate: string | null;
  standardStatus: StandardStatus;
  bedroomsTotal: number | null;
  bathroomsTotalInteger: number | null;
  livingArea: number | null;
  lotSizeAcres: number | null;
  /** Where it is, for the map view. */
  latitude?: number | null;
  longitude?: number | null;
  nightlyRate: number | null;
  maxGuests: number | null;
  listOfficeName: string | null;
  buyerOfficeName: string | null;
  /** "mls" for a listing the MLS feed keeps (features/mls-feed). */
  listingSource?: "mls" | null;
  /** An MLS listing's key (feed or file): another firm's (`isAnotherFirmsListing`) is shown with its listing office. */
  listingKey?: string | null;
  /** A feed listing of the brokerage's own office. */
  listedByUs?: boolean;
  propertyInfo: { name?: string; slug?: string } | null;
  /** Its next open house in words ("Open house Sat 1:00–3:00 PM"), where the page's service looked it up. */
  openHouseBadge?: string | null;
  photo: { alt: string; width: number; height: number; variants: Array<{ width: number; height: number; format: "webp" | "jpeg"; key: string }> } | null;
};


export type MarketBadge = { label: string; tone: "active" | "contract" | "pending" | "sold" | "rental" };

/** The market status as a visitor reads it. */
export function marketBadge(listing: Pick<CardListing, "kind" | "standardStatus">): MarketBadge {
  if (listing.kind === "sold" || listing.standardStatus === "Closed") return { label: "Sold", tone: "sold" };
  if (listing.standardStatus === "ActiveUnderContract") return { label: "Under Contract", tone: "contract" };
  if (listing.standardStatus === "Pending") return { label: "Pending", tone: "pending" };
  if (listing.kind === "rental") return { label: "For rent", tone: "rental" };
  return { label: "For sale", tone: "active" };
}

/** The price line: list price, close price and date, or the nightly rate. */
export function cardPrice(listing: Pick<CardListing, "kind" | "price" | "listPrice" | "closePrice" | "closeDate" | "nightlyRate">):
  | { kind: "sold"; amount: string; date?: { iso: string; text: string } }
  | { kind: "rental"; amount: string }
  | { kind: "sale"; amount: string }
  | { kind: "none" } {
  if (listing.kind === "sold" && listing.closePrice !== null) {
    const text = formatDate(listing.closeDate);
    const date = listing.closeDate && text ? { iso: listing.closeDate.slice(0, 10), text } : undefined;
    return date ? { kind: "sold", amount: formatPrice(listing.closePrice), date } : { kind: "sold", amount: formatPrice(listing.closePrice) };
  }
  if (listing.kind === "rental") {
    return listing.nightlyRate !== null ? { kind: "rental", amount: formatPrice(listing.nightlyRate) } : { kind: "none" };
  }
  const price = listing.listPrice ?? listing.price;
  return price !== null ? { kind: "sale", amount: formatPrice(price) } : { kind: "none" };
}

/** Where the listing is and what it is: "Cruz Bay · Condo". */
export function cardPlace(listing: Pick<CardListing, "area" | "subcategory" | "category">): string {
  const type = listing.subcategory ? SUBCATEGORY_LABELS[listing.subcategory] : listing.category[0]!.toUpperCase() + listing.category.slice(1);
  return [listing.area, type].filter(Boolean).join(" · ");
}

/**
 * Image sizes for a grid of one column on phones, two on tablets and three
 * from 64rem, inside the 1180 px container; `compact` for the MLS page, where
 * the map takes half of a wide screen and the list at most two columns.
 */
export const CARD_SIZES = {
  grid: "(min-width: 75rem) 380px, (min-width: 64rem) calc(33vw - 2rem), (min-width: 40rem) calc(50vw - 2rem), calc(100vw - 2.5rem)",
  compact: "(min-width: 100rem) 390px, (min-width: 75rem) calc(25vw - 2rem), (min-width: 64rem) calc(50vw - 3rem), (min-width: 40rem) calc(50vw - 2rem), calc(100vw - 2.5rem)",
} as const;

type Props = {
  listing: CardListing;
  sizes?: string;
  /** The first card of a list page: its photo is fetched early. */
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** The save control over the photo, filled by the page (favourites' FavouriteButton), which also loads its script. */
  saveButton?: ReactNode;
};

/** One listing as a card: photo, market status, price, title, place and facts, linked to its page. */
export function ListingCard({ listing, sizes = CARD_SIZES.grid, priority = false, headingLevel = 3, saveButton }: Props) {
  const badge = marketBadge(listing);
  const price = cardPrice(listing);
  const facts = cardFacts(listing);
  const place = cardPlace(listing);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // IDX: another firm's MLS listing (feed or file) names that firm on every card.
  const courtesy = isAnotherFirmsListing(listing) ? (listing.listOfficeName ?? "the listing office") : null;
  const showAttribution = !courtesy && listing.kind === "sold" && (listing.listOfficeName || listing.buyerOfficeName);
  return (
    <article className="listing-card">
      <div className="listing-card__media">
        {listing.photo ? (
          <ResponsiveImage image={listing.photo} sizes={sizes} priority={priority} className="listing-card__image" />
        ) : (
          <div className="listing-card__no-photo">Photo coming soon</div>
        )}
        <span className={`listing-badge listing-badge--${badge.tone}`}>{badge.label}</span>
        {saveButton}
      </div>
      <div className="listing-card__body">
        <Heading className="listing-card__title">
          <Link to={listingPublicPath(listing)} className="listing-card__link">
            {listing.title}
          </Link>
        </Heading>
        {price.kind === "sold" ? (
          <p className="listing-card__price">
            Sold for {price.amount}
            {price.date ? (
              <>
                {" "}
                <span className="listing-card__date">
                  on <time dateTime={price.date.iso}>{price.date.text}</time>
                </span>
              </>
            ) : null}
          </p>
        ) : price.kind === "rental" ? (
          <p className="listing-card__price">
            {price.amount} <span className="listing-card__unit">/ night</span>
          </p>
        ) : price.kind === "sale" ? (
          <p className="listing-card__price">{price.amount}</p>
        ) : (
          <p className="listing-card__price">Price on request</p>
        )}
        {listing.openHouseBadge ? <p className="listing-card__open-house">{listing.openHouseBadge}</p> : null}
        {place ? <p className="listing-card__place">{place}</p> : null}
        {facts.length > 0 ? (
          <ul className="listing-card__facts" aria-label="Key facts">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
        {courtesy ? (
          <p className="listing-card__attribution">
            Listing courtesy of {courtesy}
            {listing.kind === "sold" && listing.buyerOfficeName ? ` · Sold by ${listing.buyerOfficeName}` : null}
          </p>
        ) : listing.listedByUs ? (
          <p className="listing-card__attribution">Our listing</p>
        ) : null}
        {showAttribution ? (
          <p className="listing-card__attribution">
            {listing.listOfficeName ? `Listed by ${listing.listOfficeName}` : null}
            {listing.listOfficeName && listing.buyerOfficeName ? " · " : null}
            {listing.buyerOfficeName ? `Sold by ${listing.buyerOfficeName}` : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}
