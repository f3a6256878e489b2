import { count } from "drizzle-orm";
import { users } from "~/features/accounts/user.table";
import { getDb } from "~/shared/db/client.server";

/** First start: nobody has an account yet. */
export async function isDemoDataMissing(): Promise<boolean> {
  const [row] = await getDb().select({ total: count() }).from(users);
  return (row?.total ?? 0) === 0;
}
