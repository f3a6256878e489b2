import type { Route } from "./+types/property";
import { findListingAgentForPage } from "~/features/agents/index.server";
import { detailRouteIdOf, loadListingDetail } from "~/features/listings/index.server";
import { listingMapLinks } from "~/features/listings/components";
import { ListingDetail } from "~/features/listings/components";
import { getSessionUser } from "~/features/accounts/index.server";
import { ListingAgentCard } from "~/features/agents/components";
import { FavouriteButton } from "~/features/favourites/components";
import { EnquiryForm } from "~/features/leads/components";
import { loadEnquiryForm } from "~/features/leads/index.server";
import listingScriptHref from "~/features/listings/enhance/listing-script.ts?worker&url";
import { openAsDocument, type PageHandle } from "~/features/shell";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import detailStylesHref from "~/styles/listing-detail.css?url";
import { publicPageHeaders } from "~/shared/http/public-page";
import favouritesScriptHref from "~/features/favourites/enhance/favourites-script.ts?worker&url";
import { loadFeedDisclaimer, loadFeedNotice } from "~/features/mls-feed/index.server";
import { FeedDisclaimer, FeedNotice } from "~/features/mls-feed/components";
import { loadListingOpenHouses } from "~/features/open-houses/index.server";
import { OpenHouseSection } from "~/features/open-houses/components";
import { MarketReportLink } from "~/features/market-reports/components";
import { areaSlug } from "~/features/market-reports";
import { OFF_MARKET_STATUSES } from "~/features/listings";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageHeaders;

/** No React in the browser: the gallery, the calculator and the map are islands (docs/decisions/0050). */
export const handle: PageHandle = { hydrate: false, scripts: [favouritesScriptHref, listingScriptHref] };
export const clientLoader = openAsDocument;

/**
 * Sale, sold, land and sold-land detail pages: /property/{id},
 * /soldproperty/{id}, /landproperty/{id} and /landsold/{id} (route ids of
 * the same names). A listing shows only at the URL of its own kind and
 * category; anything else is a 404.
 */
export const links: Route.LinksFunction = () => [...listingMapLinks, { rel: "stylesheet", href: detailStylesHref }];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(originFrom(matches), loaderData.seo) : [];

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadListingDetail(detailRouteIdOf(new URL(request.url).pathname), params.id);
  // The listing's parts are read at once: none needs another.
  const [agent, enquiry, { feedNotice, soldDisclaimer }, openHouses] = await Promise.all([
    // Without a public profile (an MLS listing's outside agent) the page shows the listing's own agent details.
    findListingAgentForPage(page.listing.agentEmail),
    // A signed-in buyer's details are filled in: such a response is private, never kept for others.
    getSessionUser(request).then((user) => loadEnquiryForm(page.listing, user)),
    // A listing from the MLS feed carries its firm, the MLS's disclaimer and when the feed was last read; a sale is the
    // MLS's record, whoever entered it: a sold page without the feed's notice still carries its disclaimer.
    loadFeedNotice(page.listing).then(async (feedNotice) => ({
      feedNotice,
      soldDisclaimer: !feedNotice && page.listing.kind === "sold" ? await loadFeedDisclaimer() : null,
    })),
    // Its open houses, from the feed or entered by staff, listed and written as schema.org Events.
    loadListingOpenHouses(page.listing, page.url),
  ]);
  return { ...page, agent: agent.success ? agent.data : null, enquiry, feedNotice, soldDisclaimer, openHouses };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { listing, url, mapTileUrl, jsonLd, back, agent, history, daysOnMarket, enquiry, feedNotice, soldDisclaimer, openHouses } = loaderData;
  // Its area's report counts only listings on the market or sold, so an off-market listing's area may have none.
  const area = listing.area?.trim() && !OFF_MARKET_STATUSES.includes(listing.standardStatus) ? { name: listing.area.trim(), slug: areaSlug(listing.area) } : null;
  return (
    <ListingDetail
      key={listing.id}
      listing={listing}
      url={url}
      mapTileUrl={mapTileUrl}
      jsonLd={jsonLd}
      back={back}
      agentCard={agent ? (ask) => <ListingAgentCard agent={agent} {...ask} /> : undefined}
      saveButton={<FavouriteButton listingId={listing.id} title={listing.title} variant="page" />}
      history={history}
      daysOnMarket={daysOnMarket}
      enquiry={<EnquiryForm {...enquiry} />}
      feedNotice={feedNotice ? <FeedNotice notice={feedNotice} /> : undefined}
      disclaimer={soldDisclaimer ? <FeedDisclaimer disclaimer={soldDisclaimer} /> : undefined}
      openHouses={<OpenHouseSection openHouses={openHouses} />}
      marketReport={area ? <MarketReportLink area={area} /> : undefined}
    />
  );
}
