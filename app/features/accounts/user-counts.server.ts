import { countBy, type CountRow } from "~/shared/db/counts.server";
import { USER_STATUSES } from "~/shared/access/user-rules";
import { users } from "./user.table";

/** Accounts per status, every status listed in USER_STATUSES order (zero when none). */
export function countUsersByStatus(): Promise<CountRow[]> {
  return countBy(users, users.status, USER_STATUSES);
}
