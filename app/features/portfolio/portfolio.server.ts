import { and, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isListingCategory, LISTING_MESSAGES, REVIEW_STATUS, type ListingCategory } from "~/features/listings";
import { featuredSchema, reviewDecisionSchema } from "~/features/listings";
import { insertListing, listingColumns, newestFirst, selectListings, updateListing, type Listing } from "~/features/listings/index.server";
import { rowValues, submittedBy, validateListing, type Submitter } from "~/features/listings/index.server";
import { removeListing, type ReviewActor } from "~/features/listing-review/index.server";
import { isUuid } from "~/shared/lib/uuid";
import { refuse, type Actor } from "~/shared/access/permissions";

/**
 * The residential, commercial and land portfolios over the one
 * listings table: a portfolio item is a listing for sale or sold (rentals
 * are not in a portfolio) in that category. Its `price` is the close price
 * of a sale, else the list price; its `status` is the review status.
 */
const PORTFOLIO_KINDS = ["sale", "sold"] as const;

export type PortfolioFilters = {
  status?: string;
  subcategory?: string;
  /** Lower bound, inclusive. */
  minPrice?: number;
  /** Upper bound, inclusive. */
  maxPrice?: number;
};

const invalidCategory = () => fail(LISTING_MESSAGES.invalidCategory);
const notFound = () => failWith("not_found", LISTING_MESSAGES.notFound);

type Extras = { reviewStatus?: string; featured?: boolean };

/** The optional `status` (review status) and `featured` of an item's input. */
function readExtras(input: Record<string, unknown>): { success: true; extras: Extras } | { success: false; result: Result<never> } {
  const extras: Extras = {};
  if (input.status !== undefined) {
    const parsed = reviewDecisionSchema.shape.status.safeParse(input.status);
    if (!parsed.success) return { success: false, result: fail(LISTING_MESSAGES.reviewStatus, { status: LISTING_MESSAGES.reviewStatus }) };
    extras.reviewStatus = parsed.data;
  }
  if (input.featured !== undefined) {
    const parsed = featuredSchema.safeParse(input.featured);
    if (!parsed.success) return { success: false, result: fail(LISTING_MESSAGES.featured, { featured: LISTING_MESSAGES.featured }) };
    extras.featured = parsed.data;
  }
  return { success: true, extras };
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A closed sale is sold; everything else is for sale. */
const kindOf = (input: Record<string, unknown>) =>
  input.kind === "sold" || input.standardStatus === "Closed" ? ("sold" as const) : ("sale" as const);

/** Adds a portfolio item: a sale (or, with kind "sold", a closed sale) in the category. */
export async function addPortfolioItem(actor: Actor, category: string, input: unknown, submitter?: Submitter): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:portfolio");
  if (refused) return refused;
  if (!isListingCategory(category)) return invalidCategory();
  const fields = asRecord(input);
  const kind = kindOf(fields);
  const validated = validateListing(kind, { ...fields, category });
  if (!validated.success) return validated.result;
  const extras = readExtras(fields);
  if (!extras.success) return extras.result;

  return runService("addPortfolioItem", { category, kind }, async () => {
    const now = new Date();
    const reviewStatus = extras.extras.reviewStatus ?? REVIEW_STATUS.pending;
    const id = await insertListing({
      ...rowValues(kind, validated.values),
      ...(submitter ? submittedBy(submitter) : { agentId: null, listAgentEmail: null }),
      reviewStatus,
      featured: extras.extras.featured ?? false,
      reviewedAt: reviewStatus === REVIEW_STATUS.pending ? null : now,
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    return ok({ id });
  });
}

function portfolioConditions(category: ListingCategory): SQL[] {
  return [eq(listingColumns.category, category), inArray(listingColumns.kind, [...PORTFOLIO_KINDS])];
}

/** The filters as SQL: status, subcategory, and the price between minPrice and maxPrice inclusive. */
function filterConditions(filters: PortfolioFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(listingColumns.reviewStatus, filters.status));
  if (filters.subcategory) conditions.push(eq(listingColumns.subcategory, filters.subcategory as Listing["subcategory"] & string));
  if (typeof filters.minPrice === "number" && Number.isFinite(filters.minPrice)) conditions.push(gte(listingColumns.price, filters.minPrice));
  if (typeof filters.maxPrice === "number" && Number.isFinite(filters.maxPrice)) conditions.push(lte(listingColumns.price, filters.maxPrice));
  return conditions;
}

/** Lists one portfolio category; filters status, subcategory, minPrice (lower bound), maxPrice (upper bound); newest first. */
export async function listPortfolio(actor: Actor, category: string, filters: PortfolioFilters = {}): Promise<Result<{ data: Listing[] }>> {
  const refused = refuse(actor, "manage:portfolio");
  if (refused) return refused;
  if (!isListingCategory(category)) return invalidCategory();
  return runService("listPortfolio", { category, ...filters }, async () => {
    const conditions = [...portfolioConditions(category), ...filterConditions(filters)];
    const data = await selectListings(listingColumns)
      .where(and(...conditions))
      .orderBy(...newestFirst);
    return ok({ data });
  });
}

/** Lists the items of all three categories, newest first, with the same filters. */
export async function listAllPortfolio(actor: Actor, filters: PortfolioFilters = {}): Promise<Result<{ data: Listing[] }>> {
  const refused = refuse(actor, "manage:portfolio");
  if (refused) return refused;
  return runService("listAllPortfolio", { ...filters }, async () => {
    const data = await selectListings(listingColumns)
      .where(and(inArray(listingColumns.kind, [...PORTFOLIO_KINDS]), ...filterConditions(filters)))
      .orderBy(...newestFirst);
    return ok({ data });
  });
}

/**
 * Updates a portfolio item: the patch is laid over the stored item and the
 * result re-validated as a whole (so a sale marked Closed becomes sold and
 * needs its close price and date; a relisted sale drops them). A `status`
 * in the patch is a review decision and records reviewedAt.
 */
export async function updatePortfolioItem(actor: Actor, category: string, id: string, patch: unknown): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:portfolio");
  if (refused) return refused;
  if (!isListingCategory(category)) return invalidCategory();
  if (!isUuid(id)) return notFound();
  const changes = asRecord(patch);
  const extras = readExtras(changes);
  if (!extras.success) return extras.result;

  return runService("updatePortfolioItem", { category, id }, async () => {
    const [current] = await selectListings(listingColumns).where(and(eq(listingColumns.id, id), ...portfolioConditions(category)));
    if (!current) return notFound();

    const merged: Record<string, unknown> = { ...current, ...changes };
    if (changes.kind === "sale" && changes.standardStatus === undefined && current.kind === "sold") merged.standardStatus = "Active";
    const kind = kindOf(merged);
    if (kind === "sold") merged.standardStatus = "Closed";
    const validated = validateListing(kind, merged);
    if (!validated.success) return validated.result;

    const now = new Date();
    const cleared = kind === "sale" ? { closePrice: null, closeDate: null, buyerOfficeName: null } : {};
    const updated = await updateListing(id, {
      ...rowValues(kind, validated.values),
      ...cleared,
      ...(extras.extras.reviewStatus !== undefined ? { reviewStatus: extras.extras.reviewStatus, reviewedAt: now } : {}),
      ...(extras.extras.featured !== undefined ? { featured: extras.extras.featured } : {}),
      updatedAt: now,
    });
    return updated ? ok({ id }) : notFound();
  });
}

/** One portfolio item of any category, for its edit form. */
export async function getPortfolioItem(actor: Actor, id: string): Promise<Result<{ data: Listing }>> {
  const refused = refuse(actor, "manage:portfolio");
  if (refused) return refused;
  if (!isUuid(id)) return notFound();
  return runService("getPortfolioItem", { id }, async () => {
    const [row] = await selectListings(listingColumns).where(and(eq(listingColumns.id, id), inArray(listingColumns.kind, [...PORTFOLIO_KINDS])));
    return row ? ok({ data: row }) : notFound();
  });
}

/**
 * Deletes a portfolio item of the category as any listing is deleted: audited
 * under the administrator who asked, its photos' files released.
 */
export async function deletePortfolioItem(actor: ReviewActor, category: string, id: string): Promise<Result<{ id: string }>> {
  if (!isListingCategory(category)) return invalidCategory();
  if (!isUuid(id)) return notFound();
  const found = await runService("deletePortfolioItem", { category, id }, async () => {
    const [row] = await selectListings({ id: listingColumns.id }).where(and(eq(listingColumns.id, id), ...portfolioConditions(category)));
    return row ? ok({ id: row.id }) : notFound();
  });
  return found.success ? removeListing(actor, id) : found;
}
