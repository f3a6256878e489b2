import type { TableSpec } from "~/shared/tables/table-query";

export type ReviewedSort = "reviewed" | "submitted" | "title" | "price" | "status";

/** The reviewed listings: most recently reviewed first; dates and prices newest or highest first when chosen. */
export const REVIEWED_TABLE: TableSpec<ReviewedSort> = {
  sorts: ["reviewed", "submitted", "title", "price", "status"],
  defaultSort: "reviewed",
  defaultDirection: "desc",
  firstDirection: { submitted: "desc", price: "desc" },
};

/** Where a listing came from: entered by our agents (or a file import), or kept by the MLS feed's sync. */
export const REVIEW_SOURCES = { agents: "Our agents", mls: "MLS feed" } as const;
export type ReviewSource = keyof typeof REVIEW_SOURCES;

export function isReviewSource(value: unknown): value is ReviewSource {
  return value === "agents" || value === "mls";
}
