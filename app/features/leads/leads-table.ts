import type { TableSpec } from "~/shared/tables/table-query";

export type LeadSort = "received" | "listing" | "name" | "status" | "showing" | "agent";

/** The leads tables: newest enquiry first; a showing's time latest first when chosen. */
export const LEADS_TABLE: TableSpec<LeadSort> = {
  sorts: ["received", "listing", "name", "status", "showing", "agent"],
  defaultSort: "received",
  defaultDirection: "desc",
  firstDirection: { showing: "desc" },
};
