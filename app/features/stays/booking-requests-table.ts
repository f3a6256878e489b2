import type { TableSpec } from "~/shared/tables/table-query";

export type BookingRequestSort = "requested" | "stay" | "property" | "guest" | "estimate" | "status";

/** The booking requests tables: newest request first; stays and estimates latest or highest first when chosen. */
export const BOOKING_REQUESTS_TABLE: TableSpec<BookingRequestSort> = {
  sorts: ["requested", "stay", "property", "guest", "estimate", "status"],
  defaultSort: "requested",
  defaultDirection: "desc",
  firstDirection: { stay: "desc", estimate: "desc" },
};
