import type { ReactNode } from "react";
import { Link } from "~/shared/ui/link";
import { site } from "~/shared/config/site";
import type { DescribedImage } from "~/features/media";
import { isAnotherFirmsListing } from "../another-firm";
import { ListingMap } from "./listing-map";
import { formatDate, formatNumber, formatPrice, plural, propertyTypeLabel, statusLabel } from "./listing-format";
import { HtmlSection, ListSection } from "./listing-sections";
import { MortgageCalculator } from "./mortgage-calculator";
import { PhotoGallery } from "./photo-gallery";
import { PriceHistory } from "./price-history";
import type { HistoryLine } from "../listing-history";
import { ShareLinks } from "./share-links";
import { VirtualTourLink } from "./virtual-tour-link";

/** What the sale, sold and land pages show (a PublicListing as the loader sends it). */
export type DetailListing = {
  id: string;
  kind: string;
  category: string;
  subcategory: string | null;
  title: string;
  /** Sanitized on the server from the agent's markdown. */
  descriptionHtml: string;
  area: string | null;
  features: string[];
  listPrice: number | null;
  closePrice: number | null;
  closeDate: string | null;
  standardStatus: string;
  propertyType: string | null;
  propertySubType: string | null;
  bedroomsTotal: number | null;
  bathroomsTotalInteger: number | null;
  livingArea: number | null;
  lotSizeAcres: number | null;
  yearBuilt: number | null;
  latitude: number | null;
  longitude: number | null;
  /** The listing's agent by the one rule (`listingAgentContact`). */
  agentName: string | null;
  agentEmail: string | null;
  listOfficeName: string | null;
  buyerOfficeName: string | null;
  virtualTourUrl?: string | null;
  /** An MLS listing's key (the feed or a file); with listedByUs false it is another firm's (`isAnotherFirmsListing`). */
  listingKey?: string | null;
  /** "mls" for a listing the MLS feed keeps. */
  listingSource?: "mls" | null;
  listedByUs?: boolean;
  photos: Array<DescribedImage & { id: string }>;
};

type Props = {
  listing: DetailListing;
  /** Absolute canonical URL, for the share links. */
  url: string;
  mapTileUrl?: string | null;
  /** The JSON-LD, already serialised with serializeJsonLd. */
  jsonLd: string;
  /** Where the visitor goes back to: the list this listing belongs to. */
  back: { href: string; label: string };
  /**
   * The listing agent's card from their public profile (app/features/agents), when the agent has one, given
   * what its button asks and where it leads; never shown for another firm's listing. Without it the page names
   * the listing's own agent details.
   */
  agentCard?: (ask: AgentAsk) => ReactNode;
  /** The save control (app/features/favourites), beside the price. */
  saveButton?: ReactNode;
  /** Its price and status changes, oldest first. */
  history: HistoryLine[];
  /** Days from listed to sold, or to today; null when the listing date is not recorded. */
  daysOnMarket: number | null;
  /** The enquiry form (app/features/leads), under "Ask about this property". */
  enquiry?: ReactNode;
  /** A feed listing's attribution, disclaimer and update time (app/features/mls-feed). */
  feedNotice?: ReactNode;
  /** The MLS's disclaimer, for a sold listing without a feed notice. */
  disclaimer?: ReactNode;
  /** The upcoming open houses, from the feed or staff (app/features/open-houses). */
  openHouses?: ReactNode;
  /** A link to its area's market report (app/features/market-reports), under the sharing links. */
  marketReport?: ReactNode;
};

/** What the agent card's button asks about and where it leads: the page's enquiry form when it has one. */
export type AgentAsk = { about: string; askLabel: string; askHref?: string };

/** "About {title}" as the contact page's ?about= pre-fill. */
export function contactHref(title: string): string {
  return `/contact?about=${encodeURIComponent(`About ${title}`)}`;
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={`status-badge status-badge--${status.toLowerCase()}`}>{statusLabel(status)}</span>;
}

/** A JSON-LD block; the text is escaped by serializeJsonLd, so it cannot close the script. */
export function JsonLdScript({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

type Fact = { label: string; value: ReactNode };

function keyFacts(listing: DetailListing, daysOnMarket: number | null): Fact[] {
  const facts: Array<Fact | null> = [
    listing.bedroomsTotal !== null ? { label: "Bedrooms", value: formatNumber(listing.bedroomsTotal) } : null,
    listing.bathroomsTotalInteger !== null ? { label: "Bathrooms", value: formatNumber(listing.bathroomsTotalInteger) } : null,
    listing.livingArea ? { label: "Living area", value: `${formatNumber(listing.livingArea)} sq ft` } : null,
    listing.lotSizeAcres ? { label: "Lot size", value: plural(listing.lotSizeAcres, "acre") } : null,
    listing.yearBuilt ? { label: "Year built", value: String(listing.yearBuilt) } : null,
    listing.area ? { label: "Area", value: listing.area } : null,
    { label: "Property type", value: propertyTypeLabel(listing) },
    daysOnMarket !== null ? { label: "Days on market", value: formatNumber(daysOnMarket) } : null,
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
}

/** The price block: the list price for sale; the close price, date and list price once sold. */
function Price({ listing }: { listing: DetailListing }) {
  if (listing.kind === "sold") {
    return (
      <div className="listing-price">
        <p className="listing-price__amount">
          <span className="listing-price__label">Sold for</span> {formatPrice(listing.closePrice)}
        </p>
        <p className="listing-price__meta">
          {listing.closeDate ? <>Closed {formatDate(listing.closeDate)}</> : null}
          {listing.listPrice ? <> · Listed at {formatPrice(listing.listPrice)}</> : null}
        </p>
      </div>
    );
  }
  return (
    <div className="listing-price">
      <p className="listing-price__amount">{formatPrice(listing.listPrice)}</p>
    </div>
  );
}

/**
 * A listing's public page for sale or sold: gallery, price and status, key
 * facts, description, features, map, the listing agent with a way to ask,
 * a mortgage calculator (for sale) and the MLS attribution (sold).
 */
export function ListingDetail({ listing, url, mapTileUrl, jsonLd, back, agentCard, saveButton, history, daysOnMarket, enquiry, feedNotice, disclaimer, openHouses, marketReport }: Props) {
  const sold = listing.kind === "sold";
  const type = propertyTypeLabel(listing);
  // Another firm's MLS listing: enquiries come to our office, so no outside agent is offered to ask.
  const otherFirm = isAnotherFirmsListing(listing);
  const agentName = otherFirm ? null : listing.agentName;
  const agentEmail = otherFirm ? null : listing.agentEmail;
  const office = site.phones[0];
  const coordinates = listing.latitude !== null && listing.longitude !== null ? { lat: listing.latitude, lng: listing.longitude } : null;
  const facts = keyFacts(listing, daysOnMarket);

  return (
    <article className="listing-detail">
      <JsonLdScript json={jsonLd} />
      <header className="page-hero page-hero--compact listing-hero">
        <div className="container">
          <nav aria-label="Breadcrumb" className="listing-hero__crumbs">
            {/* Shown by the page's script, pointing at the buyer's own search, when the listing was opened from one. */}
            <a href="/mls" hidden data-back-to-results="">
              Back to results
            </a>
            <Link to={back.href}>{back.label}</Link>
          </nav>
          <p className="eyebrow">
            {[type, listing.area].filter(Boolean).join(" · ")}
          </p>
          <h1>{listing.title}</h1>
          <div className="listing-hero__summary">
            <StatusBadge status={listing.standardStatus} />
            <Price listing={listing} />
            {saveButton}
            <a className="listing-hero__jump" href={enquiry ? "#enquiry" : "#agent-heading"}>
              {sold ? "Listing agent" : "Ask the agent"}
            </a>
          </div>
        </div>
      </header>

      <div className="container listing-layout">
        <div className="listing-layout__main">
          <PhotoGallery photos={listing.photos} title={listing.title} />
          <VirtualTourLink url={listing.virtualTourUrl} title={listing.title} />

          <section className="listing-section" aria-labelledby="facts-heading">
            <h2 id="facts-heading">Key facts</h2>
            <dl className="listing-facts">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <PriceHistory lines={history} />
          <HtmlSection id="description" title="About this property" html={listing.descriptionHtml} />
          <ListSection id="features" title="Features" items={listing.features} />

          {coordinates ? (
            <section className="listing-section" aria-labelledby="location-heading">
              <h2 id="location-heading">Location</h2>
              <ListingMap
                markers={[{ ...coordinates, label: listing.title }]}
                tileUrl={mapTileUrl}
                label={`Map of ${listing.title}${listing.area ? ` in ${listing.area}` : ""}`}
                placeName={listing.area}
              />
            </section>
          ) : null}

          {openHouses}

          {enquiry ? (
            <section id="enquiry" className="listing-section listing-card-panel" aria-labelledby="enquiry-heading">
              <h2 id="enquiry-heading">{sold ? "Ask about homes like this" : "Ask about this property"}</h2>
              {enquiry}
            </section>
          ) : null}

          {listing.kind === "sale" && listing.listPrice ? (
            <section className="listing-section listing-card-panel">
              <MortgageCalculator price={listing.listPrice} />
            </section>
          ) : null}

          {feedNotice}

          {sold && !feedNotice ? (
            <p className="listing-attribution">
              Listed by {listing.listOfficeName || "the listing office"}. Sold by {listing.buyerOfficeName || "the selling office"}.
              {disclaimer ? null : " Information deemed reliable but not guaranteed. Source: St. John MLS."}
            </p>
          ) : null}
          {feedNotice ? null : disclaimer}
        </div>

        <aside className="listing-layout__aside" aria-label="Listing agent and sharing">
          <section className="listing-card-panel listing-agent" aria-labelledby="agent-heading">
            <h2 id="agent-heading">{otherFirm ? (sold ? "Ask about homes like this" : "Ask about this property") : sold ? "Listing agent" : "Ask the listing agent"}</h2>
            {agentCard && !otherFirm ? (
              agentCard({
                about: `About ${listing.title}`,
                askLabel: sold ? "Ask about homes like this" : "Ask about this property",
                askHref: enquiry ? "#enquiry" : undefined,
              })
            ) : (
              <>
                {agentName ? <p className="listing-agent__name">{agentName}</p> : null}
                {listing.listOfficeName ? <p className="listing-agent__office">{otherFirm ? `Listing courtesy of ${listing.listOfficeName}` : listing.listOfficeName}</p> : null}
                {agentEmail ? (
                  <p>
                    <a href={`mailto:${agentEmail}`}>{agentEmail}</a>
                  </p>
                ) : null}
                <Link className="button listing-agent__ask" to={enquiry ? "#enquiry" : contactHref(listing.title)}>
                  {sold ? "Ask about homes like this" : "Ask about this property"}
                </Link>
              </>
            )}
            <p className="listing-agent__phone">
              Or call the office: <a href={`tel:${office.tel}`}>{office.display}</a>
            </p>
          </section>
          <ShareLinks url={url} title={listing.title} />
          {marketReport}
        </aside>
      </div>
    </article>
  );
}
