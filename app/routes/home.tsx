import { Form } from "react-router";
import { Link } from "~/shared/ui/link";
import type { Route } from "./+types/home";
import { ContactCta } from "~/features/content/components";
import { DEFAULT_HERO_IMAGE, heroImage } from "~/features/content";
import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import contentStylesHref from "~/styles/content.css?url";
import listingStylesHref from "~/styles/listings.css?url";
import type { PageHandle } from "~/features/shell";
import { listFeatured } from "~/features/listings/index.server";
import { FavouriteButton } from "~/features/favourites/components";
import { ListingGrid } from "~/features/listings/components";
import { publicPageHeaders } from "~/shared/http/public-page";
import favouritesScriptHref from "~/features/favourites/enhance/favourites-script.ts?worker&url";
import { formatWholeDollars } from "~/shared/lib/money";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageHeaders;

// A static page: no React in the browser (docs/decisions/0008).
export const handle: PageHandle = { hydrate: false, scripts: [favouritesScriptHref] };

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: contentStylesHref },
  { rel: "stylesheet", href: listingStylesHref },
];

export async function loader() {
  const hero = heroImage(getConfig().heroImageUrl);
  // Featured sections: administrators' picks topped up with the newest. A
  // failure is logged by the service and only hides the section.
  const [listings, rentals] = await Promise.all([listFeatured("sale", 6), listFeatured("rental", 3)]);
  return {
    heroImageUrl: hero.url,
    heroImageAlt: hero.alt,
    featuredListings: listings.success ? listings.data : [],
    featuredRentals: rentals.success ? rentals.data : [],
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Sugar Apple Realty",
    description: "St. John, US Virgin Islands real estate: homes, land and villas for sale, villa rentals and local agents who know every bay.",
    path: "/",
  });

const MAX_PRICES = [250_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000];

const REASONS = [
  {
    title: "An island that is mostly national park",
    text: "About 60% of St. John is Virgin Islands National Park. The beaches, trails and reefs you fall for stay wild, the island stays uncrowded, and homes for sale stay few.",
    icon: (
      <path d="M24 6 9 30h10l-7 11h24l-7-11h10L24 6Zm0 35v5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
    ),
  },
  {
    title: "Agents who live here",
    text: "We know which roads wash out after rain, which hillsides catch the trade winds, how big a cistern should be and how long a coastal permit takes. Ask us anything.",
    icon: (
      <path
        d="M24 44s14-12.6 14-24a14 14 0 0 0-28 0c0 11.4 14 24 14 24Zm0-18a6 6 0 1 0 0-12 6 6 0 0 0 0 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    ),
  },
  {
    title: "One office from first look to keys",
    text: "Buying, selling, building or renting a villa for a week: one independent team in Cruz Bay handles it, and stays your neighbor after the closing.",
    icon: (
      <path
        d="M6 22 24 7l18 15M11 18v23h26V18M20 41V29h8v12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { heroImageUrl, heroImageAlt, featuredListings, featuredRentals } = loaderData;
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__media">
          {/* The largest paint. React's server renderer preloads an eager <img> with
              fetchPriority="high" at the top of <head>, whatever URL is configured,
              so no separate preload link is declared (`links` cannot see loader data). */}
          <img
            className="home-hero__image"
            src={heroImageUrl}
            alt={heroImageAlt}
            width={DEFAULT_HERO_IMAGE.width}
            height={DEFAULT_HERO_IMAGE.height}
            fetchPriority="high"
          />
          <div className="container home-hero__content">
            <p className="eyebrow">St. John · US Virgin Islands</p>
            <h1 id="home-title">Find your place on St. John</h1>
            <p className="home-hero__lead">
              Homes, land and villas for sale, and villas to rent for your week in the sun, with local agents who know
              every bay.
            </p>
          </div>
        </div>
        <div className="container">
          <Form method="get" action="/mls" className="quick-search" role="search" aria-labelledby="quick-search-title">
            <h2 id="quick-search-title" className="quick-search__title">
              Search St. John listings
            </h2>
            <div className="field quick-search__keyword">
              <label htmlFor="qs-q">Keyword</label>
              <input id="qs-q" name="q" type="search" placeholder="e.g. Coral Bay, ocean view" autoComplete="off" />
            </div>
            <div className="field">
              <label htmlFor="qs-category">Property type</label>
              <select id="qs-category" name="category" defaultValue="">
                <option value="">Any type</option>
                <option value="residential">Residential</option>
                <option value="commercial">Commercial</option>
                <option value="land">Land</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor="qs-max-price">Max price</label>
              <select id="qs-max-price" name="maxPrice" defaultValue="">
                <option value="">Any price</option>
                {MAX_PRICES.map((price) => (
                  <option key={price} value={price}>
                    {formatWholeDollars(price)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button quick-search__submit">
              Search
            </button>
          </Form>
        </div>
      </section>

      <section className="section" aria-labelledby="intro-heading">
        <div className="container home-intro">
          <div>
            <p className="eyebrow">Welcome to Love City</p>
            <h2 id="intro-heading">An independent brokerage in Cruz Bay</h2>
          </div>
          <div className="home-intro__text">
            <p>
              {site.name} is a locally owned real estate office at {site.address.street}, {site.address.locality}. We
              help buyers find the right home or building lot, help owners sell well, and look after villas and the
              guests who rent them, across the island from Cruz Bay to Coral Bay and East End.
            </p>
            <p>
              Buying on an island that is mostly national park is different: cisterns instead of city water, steep
              roads, coastal permits. We explain all of it plainly, before you have to ask.
            </p>
            <p className="home-intro__links">
              <Link to="/aboutus">More about us</Link>
              <Link to="/about">Life on St. John</Link>
              <Link to="/incentives">Tax incentives</Link>
            </p>
          </div>
        </div>
      </section>

      {featuredListings.length > 0 ? (
        <section className="section featured" aria-labelledby="featured-heading">
          <div className="container">
            <div className="featured__header">
              <div>
                <p className="eyebrow">For sale</p>
                <h2 id="featured-heading">Featured listings</h2>
                <p>Homes and land our agents think you should see, from Cruz Bay to the East End.</p>
              </div>
              <Link className="featured__all" to="/properties">
                See all homes for sale <span aria-hidden="true">→</span>
              </Link>
            </div>
            {/* Below the fold: every photo loads lazily (no priority). */}
            <ListingGrid listings={featuredListings} saveButton={(listing) => <FavouriteButton listingId={listing.id} title={listing.title} />} />
          </div>
        </section>
      ) : null}

      {featuredRentals.length > 0 ? (
        <section className="section featured featured--rentals" aria-labelledby="rentals-heading">
          <div className="container">
            <div className="featured__header">
              <div>
                <p className="eyebrow">Villa rentals</p>
                <h2 id="rentals-heading">Featured villas</h2>
                <p>Pools, views and a week of island time: villas we look after for their owners.</p>
              </div>
              <Link className="featured__all" to="/mls?kind=rental">
                See all villas <span aria-hidden="true">→</span>
              </Link>
            </div>
            <ListingGrid listings={featuredRentals} saveButton={(listing) => <FavouriteButton listingId={listing.id} title={listing.title} />} />
          </div>
        </section>
      ) : null}

      <section className="section reasons" aria-labelledby="reasons-heading">
        <div className="container">
          <h2 id="reasons-heading">Why St. John, and why us</h2>
          <ul className="reasons__list">
            {REASONS.map((reason) => (
              <li key={reason.title} className="reason">
                <svg className="reason__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
                  {reason.icon}
                </svg>
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Latest testimonials: the testimonials capability adds its section here (absent until then). */}

      {/* Latest articles: the blog capability adds its section here (absent until then). */}

      <ContactCta />
    </>
  );
}
