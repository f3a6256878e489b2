import type { TableSpec } from "~/shared/tables/table-query";

export type UserSort = "status" | "name" | "email" | "role" | "created" | "lastActive";

/** The Users section: accounts waiting for approval first, then the newest; dates newest first when chosen. */
export const USERS_TABLE: TableSpec<UserSort> = {
  sorts: ["status", "name", "email", "role", "created", "lastActive"],
  defaultSort: "status",
  defaultDirection: "asc",
  firstDirection: { created: "desc", lastActive: "desc" },
};
