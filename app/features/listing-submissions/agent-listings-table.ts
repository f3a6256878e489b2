import type { TableSpec } from "~/shared/tables/table-query";

export type AgentListingSort = "updated" | "title" | "price" | "status";

/** "My listings": most recently changed first; prices highest first when chosen. */
export const AGENT_LISTINGS_TABLE: TableSpec<AgentListingSort> = {
  sorts: ["updated", "title", "price", "status"],
  defaultSort: "updated",
  defaultDirection: "desc",
  firstDirection: { price: "desc" },
};
