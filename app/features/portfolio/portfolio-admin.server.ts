import { refuse, type Actor } from "~/shared/access/permissions";
import type { FormValues, FormFailure } from "~/shared/forms/parse-form";
import { failureStatus } from "~/shared/http/failure-status";
import type { Reply } from "~/shared/http/reply";
import type { ReviewActor } from "~/features/listing-review/index.server";
import { ALL_SUBCATEGORIES, isListingCategory, REVIEW_STATUS_CHOICES, type ListingCategory } from "~/features/listings";
import type { Listing } from "~/features/listings/index.server";
import { addPortfolioItem, deletePortfolioItem, getPortfolioItem, listAllPortfolio, listPortfolio, updatePortfolioItem, type PortfolioFilters } from "./portfolio.server";

/** The fields the portfolio form posts, as the listing services read them. */
export const PORTFOLIO_FIELDS = ["category", "kind", "title", "subcategory", "area", "listPrice", "closePrice", "closeDate", "description", "status"] as const;

export const PORTFOLIO_FILTER_MESSAGES = {
  category: "Choose residential, commercial or land",
  status: `Choose a status: ${REVIEW_STATUS_CHOICES.join(", ")}`,
  subcategory: "Choose a type from the list",
  price: "Enter prices as whole dollars, e.g. 450000",
  priceOrder: "The lowest price must not be above the highest",
} as const;

export type PortfolioFilterValues = Record<"category" | "status" | "subcategory" | "minPrice" | "maxPrice", string>;

/** A price typed as "450,000" or "$450000"; blank is no bound; anything else is refused. */
function readPrice(text: string): number | null | undefined {
  const plain = text.replace(/[$,\s]/g, "");
  if (!plain) return undefined;
  return /^\d{1,12}$/.test(plain) ? Number(plain) : null;
}

/**
 * The list's filters from the URL. A filter that is not understood is left
 * out and said so, so the list never silently means something else.
 */
export function readPortfolioFilters(params: URLSearchParams) {
  const values: PortfolioFilterValues = {
    category: params.get("category") ?? "",
    status: params.get("status") ?? "",
    subcategory: params.get("subcategory") ?? "",
    minPrice: params.get("minPrice") ?? "",
    maxPrice: params.get("maxPrice") ?? "",
  };
  const problems: Partial<PortfolioFilterValues> = {};
  const filters: PortfolioFilters = {};
  let category: ListingCategory | null = null;
  if (values.category && !isListingCategory(values.category)) problems.category = PORTFOLIO_FILTER_MESSAGES.category;
  else if (values.category) category = values.category as ListingCategory;
  if (values.status && !(REVIEW_STATUS_CHOICES as readonly string[]).includes(values.status)) problems.status = PORTFOLIO_FILTER_MESSAGES.status;
  else if (values.status) filters.status = values.status;
  if (values.subcategory && !(ALL_SUBCATEGORIES as readonly string[]).includes(values.subcategory)) problems.subcategory = PORTFOLIO_FILTER_MESSAGES.subcategory;
  else if (values.subcategory) filters.subcategory = values.subcategory;
  const minPrice = readPrice(values.minPrice);
  const maxPrice = readPrice(values.maxPrice);
  if (minPrice === null) problems.minPrice = PORTFOLIO_FILTER_MESSAGES.price;
  if (maxPrice === null) problems.maxPrice = PORTFOLIO_FILTER_MESSAGES.price;
  if (typeof minPrice === "number" && typeof maxPrice === "number" && minPrice > maxPrice) problems.maxPrice = PORTFOLIO_FILTER_MESSAGES.priceOrder;
  else {
    if (typeof minPrice === "number") filters.minPrice = minPrice;
    if (typeof maxPrice === "number") filters.maxPrice = maxPrice;
  }
  return { values, problems, filters, category };
}

/** The filtered list: one category, or all three; newest first. */
export function listPortfolioFor(actor: Actor, category: ListingCategory | null, filters: PortfolioFilters) {
  return category ? listPortfolio(actor, category, filters) : listAllPortfolio(actor, filters);
}

/** An item's stored values as the form shows them. */
export function portfolioFormValues(item: Listing): FormValues {
  return {
    category: item.category,
    kind: item.kind,
    title: item.title,
    subcategory: item.subcategory ?? "",
    area: item.area ?? "",
    listPrice: item.listPrice?.toString() ?? "",
    closePrice: item.closePrice?.toString() ?? "",
    closeDate: item.closeDate ?? "",
    description: item.description ?? "",
    status: item.reviewStatus,
  };
}

export type PortfolioReply =
  | ({ intent: "save"; id: string | null } & FormFailure)
  | { intent: "confirm-delete"; id: string; category: string; title: string }
  | { intent: "error"; formError: string };

/** A reply to show, or the outcome to redirect to (the page then says it was done). */
export type PortfolioAnswer = Reply<PortfolioReply> | { status: 303; done: "added" | "saved" | "deleted" };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The portfolio screen's posts: save (add or edit), the delete step, delete; for those who keep the portfolio. */
export async function handlePortfolioAction(actor: ReviewActor & { name?: string }, form: FormData): Promise<PortfolioAnswer> {
  const refused = refuse(actor, "manage:portfolio");
  if (refused) return { status: failureStatus(refused), body: { intent: "error", formError: refused.error } };
  const intent = text(form, "intent");
  const id = text(form, "id");
  if (intent === "save") {
    const values: FormValues = Object.fromEntries(PORTFOLIO_FIELDS.map((name) => [name, text(form, name)]));
    const input: Record<string, unknown> = { ...values, status: values.status || undefined };
    let result;
    if (id) {
      const current = await getPortfolioItem(actor, id);
      if (!current.success) return { status: failureStatus(current), body: { intent: "error", formError: current.error } };
      result = await updatePortfolioItem(actor, current.data.category, id, input);
    } else {
      result = await addPortfolioItem(actor, values.category ?? "", input, { id: actor.id, email: actor.email, name: actor.name ?? actor.email, role: "admin" });
    }
    if (!result.success) {
      return { status: failureStatus(result), body: { intent: "save", id: id || null, fieldErrors: result.fieldErrors ?? { category: result.error }, values, formError: result.error } };
    }
    return { status: 303, done: id ? "saved" : "added" };
  }
  if (intent === "confirm-delete" || intent === "delete") {
    const item = await getPortfolioItem(actor, id);
    if (!item.success) return { status: failureStatus(item), body: { intent: "error", formError: item.error } };
    if (intent === "confirm-delete") return { status: 200, body: { intent, id, category: item.data.category, title: item.data.title } };
    const deleted = await deletePortfolioItem(actor, item.data.category, id);
    if (!deleted.success) return { status: failureStatus(deleted), body: { intent: "error", formError: deleted.error } };
    return { status: 303, done: "deleted" };
  }
  return { status: 400, body: { intent: "error", formError: "Unknown request" } };
}
