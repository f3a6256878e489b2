import type { TableSpec } from "~/shared/tables/table-query";

export type OutboxSort = "created" | "to" | "subject" | "status";

/** The Mail section's messages: newest first. */
export const OUTBOX_TABLE: TableSpec<OutboxSort> = {
  sorts: ["created", "to", "subject", "status"],
  defaultSort: "created",
  defaultDirection: "desc",
};
