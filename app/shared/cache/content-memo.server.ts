/**
 * Values computed from public content (the rental menu every page shows),
 * kept in memory until that content changes. The server clears them on the
 * database's content-change notification, the one that clears the page
 * cache, so a change made by any process is seen within a moment. Nothing is
 * kept in a process without that listener (tests, command-line tools), so
 * there a read always sees the database. One registry per process.
 *
 * Other data kept until the database announces its change (staff tables of
 * listings) is kept the same way under a `scope` of its own: the name of the
 * channel whose notices drop it.
 */
import { listen } from "~/shared/db/notify.server";

const PUBLIC_CONTENT = "public";
/** `clears` run at every change; `lostClears` only when the listener stops or reconnects (it may have missed anything). */
type Registry = { listening: boolean; generation: number; clears: Set<() => void>; lostClears: Set<() => void> };
const registries = new Map<string, Registry>();

function registry(scope: string): Registry {
  let found = registries.get(scope);
  if (!found) registries.set(scope, (found = { listening: false, generation: 0, clears: new Set(), lostClears: new Set() }));
  return found;
}

/** The server's listener for the scope's changes is up: values may be kept from now on. */
export function keepContentFromNowOn(scope = PUBLIC_CONTENT): void {
  registry(scope).listening = true;
}

/** The scope's content changed (or the listener reconnected and may have missed a change): forget every kept value. */
export function forgetKeptContent(scope = PUBLIC_CONTENT): void {
  const shared = registry(scope);
  shared.generation += 1;
  for (const clear of shared.clears) clear();
}

/** The listener stopped (shutdown): keep nothing more. */
export function stopKeepingContent(scope = PUBLIC_CONTENT): void {
  registry(scope).listening = false;
  forgetKeptContent(scope);
  forgetWhatOutlivesChanges(scope);
}

/**
 * What is kept across the scope's changes, because it checks itself against the database at each read (rows kept by
 * version), is dropped only when the listener is lost: a database restored to an earlier point may give old
 * versions again.
 */
export function forgetWhenListenerLost(scope: string, clear: () => void): void {
  registry(scope).lostClears.add(clear);
}

function forgetWhatOutlivesChanges(scope: string): void {
  for (const clear of registry(scope).lostClears) clear();
}

/**
 * `load`, answered from memory until public content changes. Only what
 * `worthKeeping` accepts is kept (a failed read is not), and never a value
 * whose read overlapped a change.
 */
export function keptUntilContentChanges<T>(load: () => Promise<T>, worthKeeping: (value: T) => boolean): () => Promise<T> {
  let kept: { value: T } | null = null;
  registry(PUBLIC_CONTENT).clears.add(() => (kept = null));
  return async () => {
    const shared = registry(PUBLIC_CONTENT);
    if (!shared.listening) return load();
    if (kept) return kept.value;
    const generation = shared.generation;
    const value = await load();
    if (shared.listening && generation === shared.generation && worthKeeping(value)) kept = { value };
    return value;
  };
}

/**
 * How much a keyed memo may hold: at most `maxEntries` values and at most
 * `maxBytes` counted as their keys (two bytes a character) plus what
 * `bytesOf` says each value takes (by default its JSON, two bytes a
 * character), so that long keys (a drawn area's corners, a long search text)
 * cannot make a fixed number of entries large.
 */
export type KeptLimits<T> = { maxEntries: number; maxBytes: number; bytesOf?: (value: T) => number };

/** A Map entry's own bookkeeping, beside its key and value. */
const ENTRY_OVERHEAD_BYTES = 64;
const jsonBytes = (value: unknown) => 2 * (JSON.stringify(value)?.length ?? 0);

/**
 * Like `keptUntilContentChanges`, for values that depend on a key (the number
 * of listings a search matches, a listing's page): within `limits` (a number
 * is a count of entries alone), the oldest forgotten first; only what
 * `worthKeeping` accepts is kept, and never a value larger than the limit.
 * A kept value that `isStillGood` refuses (one that time has made stale) is
 * read again.
 */
export function keptByKeyUntilContentChanges<T>(
  limits: number | KeptLimits<T>,
  worthKeeping: (value: T) => boolean = () => true,
  scope = PUBLIC_CONTENT,
): (key: string, load: () => Promise<T>, isStillGood?: (value: T) => boolean) => Promise<T> {
  const { maxEntries, maxBytes, bytesOf = jsonBytes } = typeof limits === "number" ? { maxEntries: limits, maxBytes: Infinity } : limits;
  const kept = new Map<string, { value: T; bytes: number }>();
  let keptBytes = 0;
  registry(scope).clears.add(() => {
    kept.clear();
    keptBytes = 0;
  });
  return async (key, load, isStillGood) => {
    const shared = registry(scope);
    if (!shared.listening) return load();
    const hit = kept.get(key);
    if (hit && (!isStillGood || isStillGood(hit.value))) return hit.value;
    if (hit) {
      kept.delete(key);
      keptBytes -= hit.bytes;
    }
    const generation = shared.generation;
    const value = await load();
    if (shared.listening && generation === shared.generation && worthKeeping(value) && !kept.has(key)) {
      const bytes = maxBytes === Infinity ? 0 : 2 * key.length + ENTRY_OVERHEAD_BYTES + bytesOf(value);
      if (bytes > maxBytes) return value;
      kept.set(key, { value, bytes });
      keptBytes += bytes;
      for (const [oldest, entry] of kept) {
        if (kept.size <= maxEntries && keptBytes <= maxBytes) break;
        kept.delete(oldest);
        keptBytes -= entry.bytes;
      }
    }
    return value;
  };
}

/**
 * Keeps values of the scope named after `channel` from now on, dropping them on every notice on that channel and
 * after a lost listener reconnects (it may have missed one), and calling `alsoOnNotice` then (what else the same
 * notices drop, on the same listener); the returned function stops.
 */
export async function keepUntilChannelNotifies(channel: string, alsoOnNotice: () => void = () => {}): Promise<() => Promise<void>> {
  const forget = () => {
    forgetKeptContent(channel);
    alsoOnNotice();
  };
  const stop = await listen(channel, forget, {
    onReconnect: () => {
      forget();
      forgetWhatOutlivesChanges(channel);
    },
  });
  keepContentFromNowOn(channel);
  return async () => {
    stopKeepingContent(channel);
    await stop();
  };
}
