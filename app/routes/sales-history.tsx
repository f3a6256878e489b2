import { Link } from "~/shared/ui/link";
import type { Route } from "./+types/sales-history";
import { searchListings } from "~/features/listing-search/index.server";
import { isNarrowedList, listHref, listPageParams, pageNote, readListSearch, type ListPageSearch } from "~/features/listing-search";
import { FavouriteButton } from "~/features/favourites/components";
import { ListingGrid, listingMapLinks, resultRange } from "~/features/listings/components";
import { Pagination } from "~/features/listings/components";
import { ListFilters, SearchMap, SearchNotes } from "~/features/listing-search/components";
import { getConfig } from "~/shared/config/env.server";
import { loadFeedDisclaimer } from "~/features/mls-feed/index.server";
import { FeedDisclaimer } from "~/features/mls-feed/components";
import type { PageHandle } from "~/features/shell";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import { EmptyState } from "~/shared/ui/empty-state";
import { PageHero } from "~/shared/ui/page-hero";
import listingStylesHref from "~/styles/listings.css?url";
import { publicPageReading } from "~/shared/http/public-page";
import { throwFailure } from "~/shared/http/failure-status";
import favouritesScriptHref from "~/features/favourites/enhance/favourites-script.ts?worker&url";
import listScriptHref from "~/features/listing-search/enhance/list-script.ts?worker&url";

/** Closed sales: by price, bedrooms, category, neighborhood and map area. */
const SEARCH = {
  fixed: { status: "sold" },
  fields: ["minPrice", "maxPrice", "minBeds", "category", "area"],
  sorts: ["newest", "price-desc", "price-asc"],
} as const satisfies ListPageSearch;
const SORT_LABELS = { newest: "Most recent closing first" } as const;

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageReading(listPageParams(SEARCH));

// A static page: the filters are a GET form, the pages plain links (docs/decisions/0008); the map loads its script when shown.
export const handle: PageHandle = { hydrate: false, scripts: [favouritesScriptHref, listScriptHref] };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: listingStylesHref }, ...listingMapLinks];

const NOUN = { one: "closed sale", many: "closed sales" };
const PATH = "/saleshistory";

/** Closed sales, the most recent closing first unless sorted by price; the page's filters come from the URL. */
export async function loader({ request }: Route.LoaderArgs) {
  const parsed = readListSearch(new URL(request.url).searchParams, SEARCH);
  // Sales are the MLS's records: the page carries its disclaimer, read with them.
  const [result, feedDisclaimer] = await Promise.all([searchListings(parsed.query), loadFeedDisclaimer()]);
  if (!result.success) throwFailure(result, { body: "The sales history could not be loaded", publicRead: true });
  const note = pageNote(parsed, result.data);
  const query = { ...parsed.query, page: result.data.page };
  return { query, narrowed: isNarrowedList(parsed.query, SEARCH), notes: note ? [...parsed.notes, note] : parsed.notes, mapTileUrl: getConfig().mapTileUrl ?? null, feedDisclaimer, ...result.data };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const number = loaderData?.page ?? 1;
  return pageMeta(originFrom(matches), {
    title: number > 1 ? `Sales History, page ${number}` : "Sales History",
    description: "Recently sold homes, land and commercial property on St. John, US Virgin Islands, with close prices and dates.",
    path: number > 1 && !loaderData?.narrowed ? `/saleshistory?page=${number}` : "/saleshistory",
    noIndex: loaderData?.narrowed ?? false,
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const { query, narrowed, notes, mapTileUrl, items, total, page, pageCount, pageSize, feedDisclaimer } = loaderData;
  return (
    <>
      <PageHero eyebrow="Sold on St. John" title="Sales History">
        <p>What homes, land and commercial property have sold for across the island, the most recent closing first.</p>
      </PageHero>
      <div className="container section listing-list">
        <ListFilters action={PATH} query={query} fields={SEARCH.fields} sorts={SEARCH.sorts} sortLabels={SORT_LABELS} filtered={narrowed} />
        <SearchNotes notes={notes} />
        <SearchMap query={query} items={items} total={total} tileUrl={mapTileUrl} clearAreaHref={listHref(PATH, { ...query, bounds: undefined, polygon: undefined, page: 1 }, SEARCH)} />
        {total === 0 && narrowed ? (
          <EmptyState title="No sales match these filters">
            <p>
              Try fewer filters or a larger area, or <Link to={PATH}>see every sale</Link>.
            </p>
          </EmptyState>
        ) : total === 0 ? (
          <EmptyState title="No sales recorded yet">
            <p>
              Closed sales will be listed here, newest first, with their close price and date. Meanwhile you can{" "}
              <Link to="/properties">browse homes for sale</Link>.
            </p>
          </EmptyState>
        ) : (
          <section aria-labelledby="results-heading">
            <div className="listing-toolbar">
              <h2 id="results-heading" className="listing-toolbar__count">
                {resultRange({ total, page, pageSize }, NOUN)}
              </h2>
            </div>
            <ListingGrid listings={items} priorityFirst saveButton={(listing) => <FavouriteButton listingId={listing.id} title={listing.title} />} />
            <Pagination page={page} pageCount={pageCount} hrefFor={(number) => listHref(PATH, { ...query, page: number }, SEARCH)} />
            <p className="listing-list__more">
              Want to compare by price, area or acreage? <Link to="/mls?status=sold">Search the sold listings</Link>.
            </p>
          </section>
        )}
        <FeedDisclaimer disclaimer={feedDisclaimer} />
      </div>
    </>
  );
}
