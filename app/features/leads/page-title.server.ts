import { eq, or, sql } from "drizzle-orm";
import { rentalName } from "~/features/listings";
import { listingColumns, readApprovedRentals, selectListings } from "~/features/listings/index.server";
import { isUuid } from "~/shared/lib/uuid";

/**
 * The title a person knows a page of the site by, from its path: a listing's
 * own title (a rental by its rental name), or a fixed page's heading. Used
 * where a path was recorded (a lead's first page) and a person reads it.
 * Null for a path of no known page; the caller shows the path itself.
 */

/** The site's fixed public pages, by path, as their headings read. */
const PAGE_TITLES: Readonly<Record<string, string>> = {
  "/": "Home page",
  "/about": "About St. John",
  "/aboutus": "About Us",
  "/incentives": "Investment Incentives",
  "/testimonial": "Testimonials",
  "/saleshistory": "Sales History",
  "/market": "St. John Real Estate Market Report",
  "/contact": "Contact Us",
  "/blogs": "Blog",
  "/termuse": "Terms of Use",
  "/privacy": "Privacy Policy",
  "/mls": "MLS Property Search",
  "/properties": "Homes for Sale on St. John",
  "/landproperties": "Land for Sale on St. John",
  "/attraction/video": "St. John Attraction Videos",
};

/** Pages of one listing by its id: sale, sold and land (listingPublicPath). */
const BY_ID = /^\/(?:property|soldproperty|landproperty|landsold)\/([^/]+)\/?$/;
/** A rental's page by its slug (or id). */
const RENTAL = /^\/rental\/([^/]+)\/?$/;
/** A villa's page by its rental name's slug. */
const VILLA = /^\/(?:villa|villa-rentals)\/([^/]+)\/?$/;

function segment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

async function listingTitle(match: { id?: string; slug?: string }): Promise<string | null> {
  const conditions = [];
  if (match.id && isUuid(match.id)) conditions.push(eq(listingColumns.id, match.id));
  if (match.slug) conditions.push(eq(listingColumns.slug, match.slug), sql`${listingColumns.propertyInfo} ->> 'slug' = ${match.slug}`);
  if (conditions.length === 0) return null;
  const [row] = await selectListings({ kind: listingColumns.kind, title: listingColumns.title, propertyInfo: listingColumns.propertyInfo })
    .where(or(...conditions))
    .limit(1);
  if (!row) return null;
  return row.kind === "rental" ? rentalName(row) : row.title;
}

/** The title of the page at `path` (no query), or null when it names no page we know. */
export async function pageTitleOf(path: string | null | undefined): Promise<string | null> {
  if (!path) return null;
  const fixed = PAGE_TITLES[path.length > 1 ? path.replace(/\/$/, "") : path];
  if (fixed) return fixed;
  const byId = BY_ID.exec(path);
  if (byId) {
    const id = segment(byId[1]!);
    return id ? listingTitle({ id }) : null;
  }
  const rental = RENTAL.exec(path);
  if (rental) {
    const slug = segment(rental[1]!);
    return slug ? listingTitle({ id: slug, slug }) : null;
  }
  const villa = VILLA.exec(path);
  if (villa) {
    const slug = segment(villa[1]!)?.toLowerCase();
    const rentals = await readApprovedRentals();
    return (rentals.success && rentals.data.find((entry) => entry.slug === slug)?.name) || null;
  }
  return null;
}
