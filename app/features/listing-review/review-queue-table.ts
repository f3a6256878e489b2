import type { TableSpec } from "~/shared/tables/table-query";

export type ReviewedSort = "reviewed" | "submitted" | "title" | "price" | "status";

/** The reviewed listings: most recently reviewed first; dates and prices newest or highest first when chosen. */
export const REVIEWED_TABLE: TableSpec<ReviewedSort> = {
  sorts: ["reviewed", "submitted", "title", "price", "status"],
  defaultSort: "reviewed",
  defaultDirection: "desc",
  firstDirection: { submitted: "desc", price: "desc" },
};
