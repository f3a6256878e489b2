import { sql, type SQL } from "drizzle-orm";

/** Whether an expense's receipt uses the stored image with this key prefix, so the upload sweep keeps it. */
export function ownerExpensesUseImage(storageKey: SQL): SQL {
  return sql`exists (select 1 from owner_expenses where receipt_storage_key = ${storageKey})`;
}
