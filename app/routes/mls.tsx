import { Link } from "~/shared/ui/link";
import type { Route } from "./+types/mls";
import { searchListings } from "~/features/listing-search/index.server";
import { isFilteredSearch, pageNote, parseSearchQuery, parseSearchView, SEARCH_URL_PARAMS, searchHref, toSearchParams, withImpliedStatus } from "~/features/listing-search";
import { CARD_SIZES } from "~/features/listings/components";
import { FavouriteButton } from "~/features/favourites/components";
import { ListingGrid } from "~/features/listings/components";
import { Pagination } from "~/features/listings/components";
import { listingMapLinks } from "~/features/listings/components";
import { SEARCH_RESULTS_HEADING_ID } from "~/features/listing-search";
import { SearchForm, SortSelect } from "~/features/listing-search/components";
import { SearchMap } from "~/features/listing-search/components";
import { SearchNotes } from "~/features/listing-search/components";
import { matchCount, SearchEmpty, SearchToolbar, ViewToggle } from "~/features/listing-search/components";
import { SaveSearchForm } from "~/features/saved-searches/components";
import { getConfig } from "~/shared/config/env.server";
import { loadFeedDisclaimer } from "~/features/mls-feed/index.server";
import { FeedDisclaimer } from "~/features/mls-feed/components";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import listingStylesHref from "~/styles/listings.css?url";
import { publicPageReading } from "~/shared/http/public-page";
import { throwFailure } from "~/shared/http/failure-status";
import searchScriptHref from "~/features/listing-search/enhance/search-script.ts?worker&url";
import { openAsDocument, type PageHandle } from "~/features/shell";
import favouritesScriptHref from "~/features/favourites/enhance/favourites-script.ts?worker&url";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageReading(SEARCH_URL_PARAMS);

// The page a buyer keeps open: its script swaps in the server's results as
// the filters change, without React (docs/decisions/0012, 0051).
export const handle: PageHandle = { hydrate: false, scripts: [favouritesScriptHref, searchScriptHref] };
export const clientLoader = openAsDocument;

// The map's styles are small; the map's script, Leaflet and the drawing tools load only when the map is shown (and used).
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: listingStylesHref }, ...listingMapLinks];

/**
 * The first page is rendered here: the URL is parsed (bad values ignored or
 * clamped with a note, never an error), then searched in the database.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = parseSearchQuery(params);
  const notes = [...parsed.notes];
  const view = parseSearchView(params, notes);
  const query = withImpliedStatus(parsed.query);
  // The results are the MLS's, other firms' listings among them: its disclaimer, read with them, goes under them.
  const [result, feedDisclaimer] = await Promise.all([searchListings(query), loadFeedDisclaimer()]);
  if (!result.success) throwFailure(result, { body: "The search is not available right now", publicRead: true });
  const note = pageNote(parsed, result.data);
  if (note) notes.push(note);
  return { query: { ...query, page: result.data.page }, view, notes, result: result.data, mapTileUrl: getConfig().mapTileUrl ?? null, feedDisclaimer };
}

/**
 * docs/decisions/0012: the unfiltered list is the indexable page (page 2 and
 * on canonical to themselves); every filtered or sorted view points to /mls
 * and is kept out of the index.
 */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const query = loaderData?.query;
  const filtered = query ? isFilteredSearch(query) : false;
  const page = query?.page ?? 1;
  return pageMeta(originFrom(matches), {
    title: !filtered && page > 1 ? `MLS Property Search, page ${page}` : "MLS Property Search",
    description: "Search every St. John listing: homes, land, commercial property, villas and sold history, by price, bedrooms, acreage and area.",
    path: !filtered && page > 1 ? `/mls?page=${page}` : "/mls",
    noIndex: filtered,
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const { query, view, notes, result, mapTileUrl, feedDisclaimer } = loaderData;
  const clearHref = view === "list" ? "/mls" : searchHref({}, view);
  const clearAreaHref = searchHref({ ...query, bounds: undefined, polygon: undefined, page: 1 }, view);
  const activeCount = toSearchParams({ ...query, sort: "newest", page: 1 }).size;

  return (
    <>
      <section className="page-hero mls-hero">
        <div className="container mls-hero__inner">
          <h1>MLS Property Search</h1>
          <p className="page-hero__lead">
            Every listing we publish on St. John. Your search stays in the address bar: bookmark it or share it. Prices and pace by area: the{" "}
            <Link to="/market">St. John market report</Link>.
          </p>
        </div>
      </section>
      {/* Phones: the results first, the filters in a sheet, the map one tap away (List | Map).
          Wide screens: the filters in a bar, then the list beside a map that stays in view (listings.css). */}
      <div className="mls-layout">
        <SearchForm query={query} view={view} activeCount={activeCount} clearHref={clearHref} total={result.total} />
        <section className="mls-results" aria-labelledby={SEARCH_RESULTS_HEADING_ID}>
          <div className="mls-split">
            <div className="mls-split__list">
              <div className="mls-split__head">
                <SearchToolbar total={result.total} page={result.page} pageCount={result.pageCount} headingId={SEARCH_RESULTS_HEADING_ID}>
                  <SortSelect sort={query.sort} />
                  <ViewToggle query={query} view={view} />
                </SearchToolbar>
                <SaveSearchForm query={query} />
                <p className="visually-hidden" role="status" data-swap-text="count">
                  {`${matchCount(result.total)}.`}
                </p>
                <SearchNotes notes={notes} />
              </div>
              <div className="mls-split__cards">
                <div className="mls-results__body" data-swap="results">
                  {result.total === 0 ? (
                    <SearchEmpty query={query} view={view} clearHref={clearHref} />
                  ) : (
                    <ListingGrid listings={result.items} variant="compact" sizes={CARD_SIZES.compact} priorityFirst saveButton={(listing) => <FavouriteButton listingId={listing.id} title={listing.title} />} />
                  )}
                </div>
                <div data-swap="pages">
                  <Pagination page={result.page} pageCount={result.pageCount} hrefFor={(page) => searchHref({ ...query, page }, view)} />
                </div>
                <FeedDisclaimer disclaimer={feedDisclaimer} />
              </div>
            </div>
            <SearchMap
              query={query}
              items={result.items}
              total={result.total}
              tileUrl={mapTileUrl}
              clearAreaHref={clearAreaHref}
              className={view === "map" ? "mls-map--chosen" : "mls-map--beside"}
            />
          </div>
        </section>
      </div>
    </>
  );
}
