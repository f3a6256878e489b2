import { and, asc, count, eq } from "drizzle-orm";
import { boxText, isFilteredSearch, parseSearchQuery, polygonText, toSearchParams, withImpliedStatus, type SearchQuery } from "~/features/listing-search";
import { lockAccount } from "~/features/accounts/index.server";
import { getDb } from "~/shared/db/client.server";
import { issuesToErrors } from "~/shared/forms/parse-form";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { savedSearches, type SavedSearchRow } from "./saved-search.table";
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_MESSAGES, SEARCH_NAME_MAX, type AlertFrequency } from "./saved-search-rules";
import { saveSearchSchema } from "./saved-search-schema";
import { searchSummary } from "./saved-search-summary";

/**
 * The owner as the session knows them. An unconfirmed address may save, change
 * and delete searches like any other: only the sending waits for confirmation
 * (the sender's rule, decision 0123).
 */
export type SearchOwner = { id: string; emailVerified: boolean };

/** A search's filters without its sort and page: what "at least one filter" and matching look at. */
export function searchFilters(query: SearchQuery): Partial<SearchQuery> {
  const { sort: _sort, page: _page, ...filters } = query;
  return filters;
}

/** A /mls query string read as /mls reads it (bad values dropped), the kind a status implies spelled out. */
export function readSavedQuery(raw: string): SearchQuery {
  return withImpliedStatus(parseSearchQuery(new URLSearchParams(raw.replace(/^\?/, ""))).query);
}

/** The search's filter columns: null is "any". */
function filterColumns(query: SearchQuery) {
  return {
    status: query.status ?? null,
    kind: query.kind ?? null,
    category: query.category ?? null,
    subcategory: query.subcategory ?? null,
    minPrice: query.minPrice ?? null,
    maxPrice: query.maxPrice ?? null,
    minBeds: query.minBeds ?? null,
    minBaths: query.minBaths ?? null,
    minAcres: query.minAcres ?? null,
    maxAcres: query.maxAcres ?? null,
    area: query.area ?? null,
    bounds: query.bounds ? boxText(query.bounds) : null,
    polygon: query.polygon ? polygonText(query.polygon) : null,
    keywords: query.q ?? null,
    openHouse: query.openHouse ?? null,
  };
}

/**
 * Saves a search for its owner with the frequency chosen, whether or not the
 * address is confirmed yet (alerts go out once it is). A search with no filter
 * is refused and nothing is stored. The same search saved again is the one saved search, with
 * the new frequency (and name, when given). At most MAX_SAVED_SEARCHES per
 * account: the owner's row is locked while counting, so two saves at once
 * cannot both take the last place.
 */
export async function saveSearch(owner: SearchOwner, input: unknown): Promise<Result<{ id: string; created: boolean }>> {
  const parsed = saveSearchSchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(fieldErrors.query ?? fieldErrors.frequency ?? fieldErrors.name ?? formError, fieldErrors);
  }
  const query = readSavedQuery(parsed.data.query);
  const filters = searchFilters(query);
  if (!isFilteredSearch(filters)) return fail(SAVED_SEARCH_MESSAGES.noFilter, { query: SAVED_SEARCH_MESSAGES.noFilter });
  const frequency = parsed.data.frequency;
  const stored = toSearchParams({ ...query, page: 1 }).toString();
  const name = parsed.data.name || searchSummary(filters).slice(0, SEARCH_NAME_MAX);

  return runService("saveSearch", { userId: owner.id }, () =>
    getDb().transaction(async (tx): Promise<Result<{ id: string; created: boolean }>> => {
      await lockAccount(tx, owner.id);
      const [same] = await tx
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(and(eq(savedSearches.userId, owner.id), eq(savedSearches.query, stored)));
      if (same) {
        await tx
          .update(savedSearches)
          .set({ frequency, ...(parsed.data.name ? { name } : {}) })
          .where(eq(savedSearches.id, same.id));
        return ok({ id: same.id, created: false });
      }
      const [held] = await tx.select({ total: count() }).from(savedSearches).where(eq(savedSearches.userId, owner.id));
      if ((held?.total ?? 0) >= MAX_SAVED_SEARCHES) return fail(SAVED_SEARCH_MESSAGES.tooMany);
      const [row] = await tx
        .insert(savedSearches)
        .values({ userId: owner.id, name, query: stored, frequency, ...filterColumns(query) })
        .returning({ id: savedSearches.id });
      return ok({ id: row!.id, created: true });
    }),
  );
}

export type SavedSearchItem = Pick<SavedSearchRow, "id" | "name" | "query" | "frequency" | "createdAt" | "lastAlertAt"> & { summary: string };

/** The owner's saved searches, oldest first, each with its filters in words. */
export async function listSavedSearches(userId: string): Promise<Result<{ data: SavedSearchItem[] }>> {
  return runService("listSavedSearches", { userId }, async () => {
    const rows = await getDb()
      .select({
        id: savedSearches.id,
        name: savedSearches.name,
        query: savedSearches.query,
        frequency: savedSearches.frequency,
        createdAt: savedSearches.createdAt,
        lastAlertAt: savedSearches.lastAlertAt,
      })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
    return ok({ data: rows.map((row) => ({ ...row, summary: searchSummary(searchFilters(readSavedQuery(row.query))) })) });
  });
}

/** A saved search as the owner's data export holds it. */
export type SavedSearchExport = { name: string; query: string; frequency: string; createdAt: string; lastAlertAt: string | null };

/** The owner's saved searches for their data export, oldest first. */
export async function exportSavedSearches(userId: string): Promise<SavedSearchExport[]> {
  const rows = await getDb()
    .select({ name: savedSearches.name, query: savedSearches.query, frequency: savedSearches.frequency, createdAt: savedSearches.createdAt, lastAlertAt: savedSearches.lastAlertAt })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), lastAlertAt: row.lastAlertAt ? row.lastAlertAt.toISOString() : null }));
}

const notFound = () => failWith("not_found", SAVED_SEARCH_MESSAGES.notFound);

/** Changes how often one of the owner's searches e-mails them (sent once the address is confirmed). */
export async function setSearchFrequency(owner: SearchOwner, id: string, frequency: AlertFrequency): Promise<Result<{ id: string }>> {
  return runService("setSearchFrequency", { id }, async () => {
    const [row] = await getDb()
      .update(savedSearches)
      .set({ frequency })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, owner.id)))
      .returning({ id: savedSearches.id });
    return row ? ok({ id: row.id }) : notFound();
  });
}

/** Deletes one of the owner's searches (its matches go with it). */
export async function deleteSavedSearch(userId: string, id: string): Promise<Result<{ id: string }>> {
  return runService("deleteSavedSearch", { id }, async () => {
    const [row] = await getDb()
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id });
    return row ? ok({ id: row.id }) : notFound();
  });
}
