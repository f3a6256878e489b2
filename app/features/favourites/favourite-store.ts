import { FAVOURITE_LIMITS, LOCAL_FAVOURITES_KEY } from "./favourite-rules";

/**
 * The ids of listings saved in this browser before signing in (local
 * storage). Anything unreadable counts as an empty list; storage may be
 * blocked, and the list is only a convenience until it is merged into an
 * account.
 */
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readLocalFavourites(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOCAL_FAVOURITES_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((value): value is string => typeof value === "string" && ID_PATTERN.test(value));
    return [...new Set(ids)].slice(0, FAVOURITE_LIMITS.max);
  } catch {
    return [];
  }
}

export function writeLocalFavourites(ids: readonly string[]): void {
  try {
    localStorage.setItem(LOCAL_FAVOURITES_KEY, JSON.stringify(ids.slice(0, FAVOURITE_LIMITS.max)));
  } catch {
    // Blocked storage: the list lives only as long as the page.
  }
}

export function clearLocalFavourites(): void {
  try {
    localStorage.removeItem(LOCAL_FAVOURITES_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The merge request's body: the browser's list, as the /favourites endpoint reads it. */
export function mergeBody(ids: readonly string[]): URLSearchParams {
  const body = new URLSearchParams({ intent: "merge" });
  for (const id of ids) body.append("listingId", id);
  return body;
}

/** How many listings this browser keeps (the header's count before signing in). */
export function countLocalFavourites(): number {
  return readLocalFavourites().length;
}
