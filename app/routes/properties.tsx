import { Link } from "~/shared/ui/link";
import type { Route } from "./+types/properties";
import { searchListings } from "~/features/listing-search/index.server";
import { isNarrowedList, listHref, listPageParams, pageNote, readListSearch, type ListPageSearch } from "~/features/listing-search";
import { FavouriteButton } from "~/features/favourites/components";
import { ListingGrid, listingMapLinks, resultRange } from "~/features/listings/components";
import { Pagination } from "~/features/listings/components";
import { ListFilters, SearchMap, SearchNotes } from "~/features/listing-search/components";
import { getConfig } from "~/shared/config/env.server";
import type { PageHandle } from "~/features/shell";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import { EmptyState } from "~/shared/ui/empty-state";
import { PageHero } from "~/shared/ui/page-hero";
import listingStylesHref from "~/styles/listings.css?url";
import { publicPageReading } from "~/shared/http/public-page";
import { throwFailure } from "~/shared/http/failure-status";
import favouritesScriptHref from "~/features/favourites/enhance/favourites-script.ts?worker&url";
import listScriptHref from "~/features/listing-search/enhance/list-script.ts?worker&url";

/** Homes and land for sale: the filters that fit each, the map area, and three sorts. */
const SEARCHES = {
  properties: {
    fixed: { kind: "sale", category: "residential" },
    fields: ["minPrice", "maxPrice", "minBeds", "minBaths", "subcategory", "area"],
    sorts: ["newest", "price-asc", "price-desc"],
  },
  landproperties: {
    fixed: { kind: "sale", category: "land" },
    fields: ["minPrice", "maxPrice", "minAcres", "maxAcres", "subcategory", "area"],
    sorts: ["newest", "price-asc", "price-desc"],
  },
} as const satisfies Record<string, ListPageSearch>;

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageReading([...new Set([...listPageParams(SEARCHES.properties), ...listPageParams(SEARCHES.landproperties)])]);

// A static page: the filters are a GET form, the pages plain links (docs/decisions/0008); the map loads its script when shown.
export const handle: PageHandle = { hydrate: false, scripts: [favouritesScriptHref, listScriptHref] };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: listingStylesHref }, ...listingMapLinks];

const PAGES = {
  properties: {
    path: "/properties",
    category: "residential",
    title: "Homes for Sale on St. John",
    description: "Residential listings for sale on St. John, USVI: villas, condos and family homes from Cruz Bay to Coral Bay.",
    eyebrow: "Residential",
    lead: "Villas, condos, cottages and family homes, from the harbor in Cruz Bay to the quiet hills of the East End.",
    noun: { one: "home for sale", many: "homes for sale" },
    empty: "No homes for sale right now",
    mlsHref: "/mls?status=for-sale&category=residential",
  },
  landproperties: {
    path: "/landproperties",
    category: "land",
    title: "Land for Sale on St. John",
    description: "Land for sale on St. John, USVI: building lots and estate parcels with views across the Virgin Islands.",
    eyebrow: "Land",
    lead: "Building lots and estate parcels: start from a view and build the island home you have in mind.",
    noun: { one: "parcel of land for sale", many: "parcels of land for sale" },
    empty: "No land for sale right now",
    mlsHref: "/mls?status=for-sale&category=land",
  },
} as const;

type PageId = keyof typeof PAGES;

/** The page's filters, sort and page from the URL; parameters of other pages are ignored. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pageId: PageId = url.pathname.startsWith("/landproperties") ? "landproperties" : "properties";
  const search = SEARCHES[pageId];
  const parsed = readListSearch(url.searchParams, search);
  const notes = [...parsed.notes];
  const result = await searchListings(parsed.query);
  if (!result.success) throwFailure(result, { body: "The listings could not be loaded", publicRead: true });
  const shown = result.data;
  const note = pageNote(parsed, shown);
  if (note) notes.push(note);
  return { pageId, query: { ...parsed.query, page: shown.page }, narrowed: isNarrowedList(parsed.query, search), notes, mapTileUrl: getConfig().mapTileUrl ?? null, ...shown };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = PAGES[loaderData?.pageId ?? "properties"];
  const number = loaderData?.page ?? 1;
  return pageMeta(originFrom(matches), {
    title: number > 1 ? `${page.title}, page ${number}` : page.title,
    description: page.description,
    path: number > 1 && !loaderData?.narrowed ? `${page.path}?page=${number}` : page.path,
    // A filtered list is a search: the plain list is the page to index.
    noIndex: loaderData?.narrowed ?? false,
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const { pageId, query, narrowed, notes, mapTileUrl, items, total, page: current, pageCount, pageSize } = loaderData;
  const page = PAGES[pageId];
  const search = SEARCHES[pageId];
  const hrefFor = (number: number) => listHref(page.path, { ...query, page: number }, search);
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title}>
        <p>{page.lead}</p>
      </PageHero>
      <div className="container section listing-list">
        <ListFilters action={page.path} query={query} fields={search.fields} category={page.category} sorts={search.sorts} filtered={narrowed} />
        <SearchNotes notes={notes} />
        <SearchMap query={query} items={items} total={total} tileUrl={mapTileUrl} clearAreaHref={listHref(page.path, { ...query, bounds: undefined, polygon: undefined, page: 1 }, search)} />
        {total === 0 ? (
          <EmptyState title={narrowed ? "No listings match these filters" : page.empty}>
            <p>
              {narrowed ? (
                <>
                  Try fewer filters or a larger area, or <Link to={page.path}>see every listing</Link>.{" "}
                </>
              ) : (
                "New listings appear here as soon as they are published. "
              )}
              You can also <Link to="/mls">search every listing</Link>, including those under contract and recent sales, or{" "}
              <Link to="/contact">ask one of our agents</Link> about homes that are not yet on the market.
            </p>
          </EmptyState>
        ) : (
          <section aria-labelledby="results-heading">
            <div className="listing-toolbar">
              <h2 id="results-heading" className="listing-toolbar__count">
                {resultRange({ total, page: current, pageSize }, page.noun)}
              </h2>
            </div>
            <ListingGrid listings={items} priorityFirst saveButton={(listing) => <FavouriteButton listingId={listing.id} title={listing.title} />} />
            <Pagination page={current} pageCount={pageCount} hrefFor={hrefFor} />
            <p className="listing-list__more">
              Looking for something else? <Link to={page.mlsHref}>Search every listing, under contract and sold too</Link>.
            </p>
          </section>
        )}
      </div>
    </>
  );
}
