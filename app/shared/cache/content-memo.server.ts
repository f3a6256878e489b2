/**
 * Values computed from public content (the rental menu every page shows),
 * kept in memory until that content changes. The server clears them on the
 * database's content-change notification, the one that clears the page
 * cache, so a change made by any process is seen within a moment. Nothing is
 * kept in a process without that listener (tests, command-line tools), so
 * there a read always sees the database. One registry per process, shared by
 * the server entry and the bundled app.
 */
const KEY = Symbol.for("stjohn-realty.content-memo");
type Registry = { listening: boolean; generation: number; clears: Set<() => void> };
type GlobalWithRegistry = typeof globalThis & { [KEY]?: Registry };

function registry(): Registry {
  const store = globalThis as GlobalWithRegistry;
  store[KEY] ??= { listening: false, generation: 0, clears: new Set() };
  return store[KEY];
}

/** The server's content-change listener is up: values may be kept from now on. */
export function keepContentFromNowOn(): void {
  registry().listening = true;
}

/** Public content changed (or the listener reconnected and may have missed a change): forget every kept value. */
export function forgetKeptContent(): void {
  const shared = registry();
  shared.generation += 1;
  for (const clear of shared.clears) clear();
}

/** The listener stopped (shutdown): keep nothing more. */
export function stopKeepingContent(): void {
  registry().listening = false;
  forgetKeptContent();
}

/**
 * `load`, answered from memory until public content changes. Only what
 * `worthKeeping` accepts is kept (a failed read is not), and never a value
 * whose read overlapped a change.
 */
export function keptUntilContentChanges<T>(load: () => Promise<T>, worthKeeping: (value: T) => boolean): () => Promise<T> {
  let kept: { value: T } | null = null;
  registry().clears.add(() => (kept = null));
  return async () => {
    const shared = registry();
    if (!shared.listening) return load();
    if (kept) return kept.value;
    const generation = shared.generation;
    const value = await load();
    if (shared.listening && generation === shared.generation && worthKeeping(value)) kept = { value };
    return value;
  };
}

/**
 * Like `keptUntilContentChanges`, for values that depend on a key (the number
 * of listings a search matches, a listing's page): at most `maxEntries` kept,
 * the oldest forgotten first; only what `worthKeeping` accepts is kept.
 */
export function keptByKeyUntilContentChanges<T>(
  maxEntries: number,
  worthKeeping: (value: T) => boolean = () => true,
): (key: string, load: () => Promise<T>) => Promise<T> {
  const kept = new Map<string, T>();
  registry().clears.add(() => kept.clear());
  return async (key, load) => {
    const shared = registry();
    if (!shared.listening) return load();
    if (kept.has(key)) return kept.get(key)!;
    const generation = shared.generation;
    const value = await load();
    if (shared.listening && generation === shared.generation && worthKeeping(value)) {
      kept.set(key, value);
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
    }
    return value;
  };
}
