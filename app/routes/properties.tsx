import { Link } from "~/shared/ui/link";
import type { Route } from "./+types/properties";
import { searchListings } from "~/features/listing-search/index.server";
import { pageNote, parseSearchQuery, SEARCH_SORT_LABELS, searchHref, type SearchSort } from "~/features/listing-search";
import { ListingGrid, resultRange, SortLinks } from "~/features/listings/components";
import { Pagination } from "~/features/listings/components";
import { SearchNotes } from "~/features/listing-search/components";
import type { PageHandle } from "~/features/shell";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import { EmptyState } from "~/shared/ui/empty-state";
import { PageHero } from "~/shared/ui/page-hero";
import listingStylesHref from "~/styles/listings.css?url";
import { publicPageReading } from "~/shared/http/public-page";
import { throwFailure } from "~/shared/http/failure-status";
import favouritesScriptHref from "~/features/favourites/enhance/favourites-script.ts?worker&url";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageReading(["sort", "page"]);

// A static page: cards, sort and pages are plain links (docs/decisions/0008).
export const handle: PageHandle = { hydrate: false, scripts: [favouritesScriptHref] };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: listingStylesHref }];

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

const SORTS = ["newest", "price-asc", "price-desc"] as const satisfies readonly SearchSort[];
type ListSort = (typeof SORTS)[number];

/** Only the page and sort come from the URL here; other parameters belong to /mls and are ignored. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pageId: PageId = url.pathname.startsWith("/landproperties") ? "landproperties" : "properties";
  const known = new URLSearchParams();
  for (const name of ["sort", "page"]) {
    const value = url.searchParams.get(name);
    if (value !== null) known.set(name, value);
  }
  const parsed = parseSearchQuery(known);
  const notes = [...parsed.notes];
  let sort: ListSort = "newest";
  if ((SORTS as readonly string[]).includes(parsed.query.sort)) sort = parsed.query.sort as ListSort;
  else notes.push(`This list cannot be sorted by ${SEARCH_SORT_LABELS[parsed.query.sort].toLowerCase()}, so the newest listings are shown first.`);

  const result = await searchListings({ kind: "sale", category: PAGES[pageId].category, sort, page: parsed.query.page });
  if (!result.success) throwFailure(result, { body: "The listings could not be loaded", publicRead: true });
  const shown = result.data;
  const note = pageNote(parsed, shown);
  if (note) notes.push(note);
  return { pageId, sort, notes, ...shown };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = PAGES[loaderData?.pageId ?? "properties"];
  const number = loaderData?.page ?? 1;
  return pageMeta(originFrom(matches), {
    title: number > 1 ? `${page.title}, page ${number}` : page.title,
    description: page.description,
    path: number > 1 ? `${page.path}?page=${number}` : page.path,
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const { pageId, sort, notes, items, total, page: current, pageCount, pageSize } = loaderData;
  const page = PAGES[pageId];
  const hrefFor = (changes: { sort?: ListSort; page?: number }) => searchHref({ sort: changes.sort ?? sort, page: changes.page ?? 1 }, "list", page.path);
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title}>
        <p>{page.lead}</p>
      </PageHero>
      <div className="container section listing-list">
        <SearchNotes notes={notes} />
        {total === 0 ? (
          <EmptyState title={page.empty}>
            <p>
              New listings appear here as soon as they are published. You can also <Link to="/mls">search every listing</Link>, including
              those under contract and recent sales, or <Link to="/contact">ask one of our agents</Link> about homes that are not yet on the
              market.
            </p>
          </EmptyState>
        ) : (
          <section aria-labelledby="results-heading">
            <div className="listing-toolbar">
              <h2 id="results-heading" className="listing-toolbar__count">
                {resultRange({ total, page: current, pageSize }, page.noun)}
              </h2>
              <SortLinks
                options={SORTS.map((value) => ({ value, label: SEARCH_SORT_LABELS[value] }))}
                current={sort}
                hrefFor={(value) => hrefFor({ sort: value })}
              />
            </div>
            <ListingGrid listings={items} priorityFirst />
            <Pagination page={current} pageCount={pageCount} hrefFor={(number) => hrefFor({ page: number })} />
            <p className="listing-list__more">
              Looking for something specific? <Link to={page.mlsHref}>Filter by price, bedrooms, acreage and area</Link>.
            </p>
          </section>
        )}
      </div>
    </>
  );
}
