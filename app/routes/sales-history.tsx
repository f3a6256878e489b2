import { Link } from "~/shared/ui/link";
import type { Route } from "./+types/sales-history";
import { searchListings } from "~/features/listing-search/index.server";
import { pageNote, parseSearchQuery, searchHref } from "~/features/listing-search";
import { ListingGrid, resultRange } from "~/features/listings/components";
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
export const headers = publicPageReading(["page"]);

// A static page: cards and pages are plain links (docs/decisions/0008).
export const handle: PageHandle = { hydrate: false, scripts: [favouritesScriptHref] };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: listingStylesHref }];

const NOUN = { one: "closed sale", many: "closed sales" };

/** Closed sales, the most recent closing first; only the page comes from the URL. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get("page");
  const parsed = parseSearchQuery(new URLSearchParams(page === null ? "" : `page=${encodeURIComponent(page)}`));
  const result = await searchListings({ status: "sold", sort: "newest", page: parsed.query.page });
  if (!result.success) throwFailure(result, { body: "The sales history could not be loaded", publicRead: true });
  const note = pageNote(parsed, result.data);
  return { notes: note ? [...parsed.notes, note] : parsed.notes, ...result.data };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const number = loaderData?.page ?? 1;
  return pageMeta(originFrom(matches), {
    title: number > 1 ? `Sales History, page ${number}` : "Sales History",
    description: "Recently sold homes, land and commercial property on St. John, US Virgin Islands, with close prices and dates.",
    path: number > 1 ? `/saleshistory?page=${number}` : "/saleshistory",
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const { notes, items, total, page, pageCount, pageSize } = loaderData;
  return (
    <>
      <PageHero eyebrow="Sold on St. John" title="Sales History">
        <p>What homes, land and commercial property have sold for across the island, the most recent closing first.</p>
      </PageHero>
      <div className="container section listing-list">
        <SearchNotes notes={notes} />
        {total === 0 ? (
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
              <p className="listing-toolbar__order">Most recent closing first</p>
            </div>
            <ListingGrid listings={items} priorityFirst />
            <Pagination page={page} pageCount={pageCount} hrefFor={(number) => searchHref({ page: number }, "list", "/saleshistory")} />
            <p className="listing-list__more">
              Want to compare by price, area or acreage? <Link to="/mls?status=sold">Search the sold listings</Link>.
            </p>
          </section>
        )}
      </div>
    </>
  );
}
