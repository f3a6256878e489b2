import { useEffect, useRef } from "react";
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/mls";
import { searchListings } from "~/features/listings/search-listings.server";
import {
  isFilteredSearch,
  pageNote,
  parseSearchQuery,
  parseSearchView,
  searchHref,
  toSearchParams,
  withImpliedStatus,
} from "~/features/listings/search-query";
import { CARD_SIZES } from "~/features/listings/ui/listing-card";
import { ListingGrid } from "~/features/listings/ui/listing-grid";
import { Pagination } from "~/features/listings/ui/pagination";
import { listingMapLinks } from "~/features/listings/ui/listing-map";
import { SearchForm, SortSelect, useSearchDraft } from "~/features/listings/ui/search-form";
import { SearchMap } from "~/features/listings/ui/search-map";
import { SearchNotes } from "~/features/listings/ui/search-notes";
import { matchCount, SearchEmpty, SearchToolbar, ViewToggle } from "~/features/listings/ui/search-results";
import { getConfig } from "~/shared/config/env.server";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import listingStylesHref from "~/styles/listings.css?url";
import { publicPageHeaders } from "~/shared/http/public-page";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageHeaders;

// The page a buyer keeps open: it hydrates, so that results follow the
// filters without reloading (docs/decisions/0008, 0012).
// The map's styles are small; Leaflet's script loads only when the map view is shown.
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
  const result = await searchListings(query);
  if (!result.success) throw data("The search is not available right now", { status: 503 });
  const note = pageNote(parsed, result.data);
  if (note) notes.push(note);
  return { query: { ...query, page: result.data.page }, view, notes, result: result.data, mapTileUrl: view === "map" ? (getConfig().mapTileUrl ?? null) : null };
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

const RESULTS_HEADING = "mls-results-heading";

export default function Page({ loaderData }: Route.ComponentProps) {
  const { query, view, notes, result, mapTileUrl } = loaderData;
  const state = useSearchDraft(query, view);
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/mls";
  const clearHref = view === "list" ? "/mls" : searchHref({}, view);
  const activeCount = toSearchParams({ ...query, sort: "newest", page: 1 }).size;

  // A new page of results: bring its heading into view (and focus, for keyboards and screen readers).
  const shownPage = useRef(result.page);
  useEffect(() => {
    if (shownPage.current === result.page) return;
    shownPage.current = result.page;
    const heading = document.getElementById(RESULTS_HEADING);
    if (heading && heading.getBoundingClientRect().top < 0) heading.focus();
  }, [result.page]);

  return (
    <>
      <section className="page-hero mls-hero">
        <div className="container">
          <p className="eyebrow">Search the database</p>
          <h1>MLS Property Search</h1>
          <p className="page-hero__lead">Every listing we publish on St. John. Your search stays in the address bar: bookmark it or share it.</p>
        </div>
      </section>
      <div className="container section mls-layout">
        <SearchForm state={state} view={view} activeCount={activeCount} clearHref={clearHref} />
        <section className="mls-results" aria-labelledby={RESULTS_HEADING} aria-busy={busy || undefined}>
          <SearchToolbar total={result.total} page={result.page} pageCount={result.pageCount} headingId={RESULTS_HEADING} busy={busy}>
            <SortSelect state={state} />
            <ViewToggle query={query} view={view} />
          </SearchToolbar>
          <p className="visually-hidden" role="status">
            {busy ? "" : `${matchCount(result.total)}.`}
          </p>
          <SearchNotes notes={notes} />
          <div className={busy ? "mls-results__body mls-results__body--busy" : "mls-results__body"}>
            {result.total === 0 ? (
              <SearchEmpty query={query} view={view} clearHref={clearHref} />
            ) : (
              <>
                {view === "map" ? <SearchMap items={result.items} tileUrl={mapTileUrl} /> : null}
                <ListingGrid listings={result.items} variant="compact" sizes={CARD_SIZES.compact} priorityFirst={view === "list"} />
              </>
            )}
          </div>
          <Pagination
            page={result.page}
            pageCount={result.pageCount}
            hrefFor={(page) => searchHref({ ...query, page }, view)}
            preventScrollReset
          />
        </section>
      </div>
    </>
  );
}
