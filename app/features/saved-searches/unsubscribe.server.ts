import { eq } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { isUuid } from "~/shared/lib/uuid";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { savedSearches } from "./saved-search.table";
import { SAVED_SEARCH_MESSAGES } from "./saved-search-rules";
import { isUnsubscribeToken } from "./unsubscribe-token.server";

/** The search an unsubscribe link names, when its token is right; null when that search has been deleted. */
export type UnsubscribeTarget = { id: string; name: string | null; frequency: string | null };

/** Checks an unsubscribe link's search and token; a forged or malformed one is refused (400), never a server error. */
export async function findUnsubscribeTarget(search: unknown, token: unknown): Promise<Result<{ data: UnsubscribeTarget }>> {
  if (typeof search !== "string" || typeof token !== "string" || !isUuid(search) || !isUnsubscribeToken(search, token)) {
    return fail(SAVED_SEARCH_MESSAGES.badToken);
  }
  return runService("findUnsubscribeTarget", { search }, async () => {
    const [row] = await getDb().select({ name: savedSearches.name, frequency: savedSearches.frequency }).from(savedSearches).where(eq(savedSearches.id, search));
    return ok({ data: { id: search, name: row?.name ?? null, frequency: row?.frequency ?? null } });
  });
}

/**
 * Stops a search's alerts (frequency off) for whoever holds its link: the
 * one-click unsubscribe of RFC 8058 and the page's button. A search deleted
 * meanwhile already sends nothing, so that is a success too.
 */
export async function unsubscribeSearch(search: unknown, token: unknown): Promise<Result<{ data: UnsubscribeTarget }>> {
  const target = await findUnsubscribeTarget(search, token);
  if (!target.success) return target;
  const { id } = target.data;
  return runService("unsubscribeSearch", { search: id }, async () => {
    const [row] = await getDb().update(savedSearches).set({ frequency: "off" }).where(eq(savedSearches.id, id)).returning({ name: savedSearches.name });
    return ok({ data: { id, name: row?.name ?? null, frequency: row ? "off" : null } });
  });
}
