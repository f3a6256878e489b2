import { isSafeText } from "~/shared/forms/text";
import { and, asc, desc, eq, notInArray, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { markdownPlainText, renderListingMarkdown } from "~/shared/markdown/render-markdown.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { listings } from "./listing.table";
import type { ListingEvent } from "./listing-history";
import { readListingEvents } from "./listing-history.server";
import { listingPublicPath } from "./listing-paths";
import { isListingKind, LISTING_MESSAGES, OFF_MARKET_STATUSES } from "./listing-rules";
import { approvedRental, fromAnotherFirm, isApproved, newestFirst, publicPathColumns } from "./listing-sql.server";
import { cardColumns, listingColumns, photosOf, type Listing, type ListingCard, type ListingPhoto } from "./listing-store.server";
import { isUuid } from "~/shared/lib/uuid";

/** What a public detail page shows: the listing without the administrator's notes, photos in order, the description as safe HTML and as plain text (for search engines). */
export type PublicListing = Omit<Listing, "adminNotes"> & { photos: ListingPhoto[]; descriptionHtml: string; descriptionText: string; events: ListingEvent[] };

const notFound = () => failWith("not_found", LISTING_MESSAGES.notFound);

const { adminNotes: _adminNotes, ...publicColumns } = listingColumns;

/** The listing's photos, and its description rendered from the agent's markdown. */
export async function toPublicListing(row: Omit<Listing, "adminNotes">): Promise<PublicListing> {
  return {
    ...row,
    photos: await photosOf(row.id),
    events: row.kind === "rental" ? [] : await readListingEvents(row.id),
    descriptionHtml: renderListingMarkdown(row.description),
    descriptionText: markdownPlainText(row.description),
  };
}

/**
 * A listing's public detail page (any kind): approved only. An unknown or
 * unapproved id fails with "Listing not found" (the page answers 404).
 */
export async function getPublicListing(id: string): Promise<Result<{ data: PublicListing }>> {
  if (!isUuid(id)) return notFound();
  return runService("getPublicListing", { id }, async () => {
    const [row] = await getDb()
      .select(publicColumns)
      .from(listings)
      .where(and(eq(listings.id, id), isApproved));
    return row ? ok({ data: await toPublicListing(row) }) : notFound();
  });
}

/**
 * An approved rental by its slug: propertyInfo.slug first, then the
 * listing's own slug, then (spec: the slug falls back to the id) its id.
 */
export async function getPublicRentalBySlug(slug: string): Promise<Result<{ data: PublicListing }>> {
  const wanted = typeof slug === "string" ? slug.trim() : "";
  if (!wanted || wanted.length > 200 || !isSafeText(wanted)) return notFound();
  return runService("getPublicRentalBySlug", { slug: wanted }, async () => {
    const matches: SQL[] = [sql`${listings.propertyInfo} ->> 'slug' = ${wanted}`, eq(listings.slug, wanted)];
    if (isUuid(wanted)) matches.push(eq(listings.id, wanted));
    const [row] = await getDb()
      .select(publicColumns)
      .from(listings)
      .where(and(approvedRental(), or(...matches)))
      .orderBy(sql`case when ${listings.propertyInfo} ->> 'slug' = ${wanted} then 0 when ${listings.slug} = ${wanted} then 1 else 2 end`)
      .limit(1);
    return row ? ok({ data: await toPublicListing(row) }) : notFound();
  });
}

export const FEATURED_LIMIT_MAX = 48;

/**
 * The home page's featured sections: approved listings of a kind that an
 * administrator marked featured (newest first), topped up with the newest
 * approved ones when there are fewer than `limit`. Off-market listings
 * (withdrawn, expired) are never shown, nor another firm's MLS listing,
 * whatever its featured flag says: the brokerage features only its own.
 */
export async function listFeatured(kind: string, limit = 6): Promise<Result<{ data: ListingCard[] }>> {
  if (!isListingKind(kind)) return fail(LISTING_MESSAGES.invalidKind);
  const size = Math.min(Math.max(Math.trunc(Number(limit)) || 1, 1), FEATURED_LIMIT_MAX);
  return runService("listFeatured", { kind, limit: size }, async () => {
    const data = await getDb()
      .select(cardColumns)
      .from(listings)
      .where(and(eq(listings.kind, kind), isApproved, notInArray(listings.standardStatus, [...OFF_MARKET_STATUSES]), sql`not ${fromAnotherFirm}`))
      .orderBy(desc(listings.featured), ...newestFirst)
      .limit(size);
    return ok({ data });
  });
}

/** How many listings have a public page, and when the latest of them changed: the sitemap index's listing files. */
export async function countPublicListings(): Promise<Result<{ data: { count: number; lastModified: Date | null } }>> {
  return runService("countPublicListings", {}, async () => {
    const [row] = await getDb()
      .select({ count: sql<number>`count(*)::int`, lastModified: sql<Date | null>`max(${listings.updatedAt})` })
      .from(listings)
      .where(isApproved);
    const lastModified = row?.lastModified ? new Date(row.lastModified) : null;
    return ok({ data: { count: row?.count ?? 0, lastModified } });
  });
}

/** One slice of the approved listings' public pages, for a sitemap file, in id order (the primary key's index). */
export async function listPublicListingPaths(slice: { offset: number; limit: number }): Promise<Result<{ data: Array<{ path: string; lastModified: Date }> }>> {
  return runService("listPublicListingPaths", slice, async () => {
    const rows = await getDb()
      .select({ ...publicPathColumns, updatedAt: listings.updatedAt })
      .from(listings)
      .where(isApproved)
      .orderBy(asc(listings.id))
      .offset(slice.offset)
      .limit(slice.limit);
    return ok({ data: rows.map((row) => ({ path: listingPublicPath(row), lastModified: row.updatedAt })) });
  });
}
