import type { SearchQuery } from "~/features/listing-search";
import { formatNumber, formatPrice, listingPublicPath } from "~/features/listings";
import type { MailBlock } from "~/features/mail";
import { largestJpegPath, thumbnailOf, type ImageVariant } from "~/features/media";
import { openHouseWhen } from "~/features/open-houses";
import { searchSummary } from "./saved-search-summary";
import { savedSearchResultsPath } from "./saved-search-rules";

/** What an alert says about one listing. */
export type AlertListing = {
  id: string;
  kind: "sale" | "sold" | "rental";
  category: "residential" | "commercial" | "land";
  slug: string;
  propertyInfo: { slug?: string | null } | null;
  title: string;
  price: number | null;
  nightlyRate: number | null;
  bedroomsTotal: number | null;
  bathroomsTotalInteger: number | null;
  livingArea: number | null;
  lotSizeAcres: number | null;
  area: string | null;
  /** Its next open house, when one is planned (feed or staff). */
  openHouse?: { startsAt: string; endsAt: string } | null;
  /** An MLS listing's number and, for another firm's, its listing firm (the MLS's rules); none for ours entered here. */
  attribution?: string[];
  /** Its cover photo, shown above it in the HTML part. */
  photo?: { alt: string; variants: ImageVariant[] } | null;
};

/** An alert as the outbox takes it (enqueueMail adds the layout, the notices and the sender). */
export type AlertMessage = { to: string; subject: string; text: string; blocks: MailBlock[]; headers: Record<string, string> };

/** How wide a listing's photo shows in the mail's column (mail-layout.ts); its JPEG is picked sharp at twice that. */
const PHOTO_WIDTH = 534;

/** The photo's JPEG at an absolute address (mail programs show neither WebP nor a relative address); null without one. */
function photoOf(listing: AlertListing, publicUrl: string): { src: string; alt: string } | null {
  const path = listing.photo ? largestJpegPath(thumbnailOf(listing.photo, PHOTO_WIDTH)) : undefined;
  return path ? { src: `${publicUrl}${path}`, alt: listing.photo!.alt || listing.title } : null;
}

export type AlertSearch = { id: string; name: string; query: string; filters: Partial<SearchQuery> };

/** Listings written out in one e-mail; a longer digest ends with a count and the results link. */
export const ALERT_LISTINGS_MAX = 20;

function facts(listing: AlertListing): string {
  const parts = [
    listing.bedroomsTotal !== null ? `${listing.bedroomsTotal} bed${listing.bedroomsTotal === 1 ? "" : "s"}` : null,
    listing.bathroomsTotalInteger !== null ? `${listing.bathroomsTotalInteger} bath${listing.bathroomsTotalInteger === 1 ? "" : "s"}` : null,
    listing.livingArea ? `${formatNumber(listing.livingArea)} sq ft` : null,
    listing.lotSizeAcres ? `${formatNumber(listing.lotSizeAcres)} acres` : null,
    listing.area,
  ];
  return parts.filter(Boolean).join(" · ");
}

function priceText(listing: AlertListing): string {
  if (listing.kind === "rental") return listing.nightlyRate !== null ? `${formatPrice(listing.nightlyRate)} a night` : "Rate on request";
  return formatPrice(listing.price);
}

/**
 * The alert e-mail of one saved search: each new listing's title, price,
 * short facts, its next open house when one is planned, and absolute link, the search's results, the page to manage
 * alerts and the one-click unsubscribe (RFC 8058: List-Unsubscribe with an
 * https address and List-Unsubscribe-Post).
 */
export function alertMail(options: {
  to: string;
  publicUrl: string;
  unsubscribeUrl: string;
  search: AlertSearch;
  listings: readonly AlertListing[];
  /** The MLS's disclaimer, printed once under the listings when any of them is an MLS listing. */
  mlsDisclaimer?: string;
}): AlertMessage {
  const { search, listings, publicUrl } = options;
  const count = listings.length;
  const subject =
    count === 1 ? `New listing for your search “${search.name}”: ${listings[0]!.title}` : `${count} new listings for your search “${search.name}”`;
  const shown = listings.slice(0, ALERT_LISTINGS_MAX);
  const paragraphs = shown.map((listing) =>
    [
      listing.title,
      [priceText(listing), facts(listing)].filter(Boolean).join(" · "),
      ...(listing.openHouse ? [`Open house: ${openHouseWhen(listing.openHouse.startsAt, listing.openHouse.endsAt)}`] : []),
      ...(listing.attribution ?? []),
      `${publicUrl}${listingPublicPath(listing)}`,
    ].join("\n"),
  );
  const fromMls = shown.some((listing) => (listing.attribution ?? []).length > 0);
  const more = count - shown.length;
  const opening = `${count === 1 ? "A new listing matches" : `${count} new listings match`} your saved search “${search.name}” (${searchSummary(search.filters)}):`;
  const disclaimer = fromMls && options.mlsDisclaimer ? options.mlsDisclaimer : null;
  const resultsUrl = `${publicUrl}${savedSearchResultsPath(search.query)}`;
  const manage = [
    { label: "Manage your alerts", href: `${publicUrl}/account/searches` },
    { label: "Stop these alerts", href: options.unsubscribeUrl },
  ];
  const text = [
    "Hello,",
    "",
    opening,
    "",
    paragraphs.join("\n\n"),
    ...(more > 0 ? ["", `…and ${more} more.`] : []),
    ...(disclaimer ? ["", disclaimer] : []),
    "",
    `View all results: ${resultsUrl}`,
    ...manage.map((link) => `${link.label}: ${link.href}`),
  ].join("\n");
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: "Hello," },
    { kind: "paragraph", text: opening },
    ...shown.map(
      (listing): MailBlock => ({
        kind: "listing",
        href: `${publicUrl}${listingPublicPath(listing)}`,
        title: listing.title,
        price: priceText(listing),
        facts: facts(listing),
        lines: [...(listing.openHouse ? [`Open house: ${openHouseWhen(listing.openHouse.startsAt, listing.openHouse.endsAt)}`] : []), ...(listing.attribution ?? [])],
        photo: photoOf(listing, publicUrl),
      }),
    ),
    ...(more > 0 ? [{ kind: "paragraph" as const, text: `…and ${more} more.` }] : []),
    ...(disclaimer ? [{ kind: "fine-print" as const, text: disclaimer }] : []),
    { kind: "button", label: "View all results", href: resultsUrl },
    { kind: "links", links: manage },
  ];
  return {
    to: options.to,
    subject,
    text,
    blocks,
    headers: {
      "List-Unsubscribe": `<${options.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
