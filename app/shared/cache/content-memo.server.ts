/**
 * Values computed from public content (the rental menu every page shows),
 * kept in memory until that content changes. The server clears them on the
 * database's content-change notification, the one that clears the page
 * cache, so a change made by any process is seen within a moment. Nothing is
 * kept in a process without that listener (tests, command-line tools), so
 * there a read always sees the database. One registry per process, shared by
 * the server entry and the bundled app.
 *
 * Other data kept until the database announces its change (staff tables of
 * listings) is kept the same way under a `scope` of its own: the name of the
 * channel whose notices drop it.
 */
const PUBLIC_CONTENT = "public";
type Registry = { listening: boolean; generation: number; clears: Set<() => void> };
type GlobalWithRegistry = typeof globalThis & { [key: symbol]: Registry | undefined };

function registry(scope: string): Registry {
  const store = globalThis as GlobalWithRegistry;
  const key = Symbol.for(scope === PUBLIC_CONTENT ? "stjohn-realty.content-memo" : `stjohn-realty.content-memo.${scope}`);
  store[key] ??= { listening: false, generation: 0, clears: new Set() };
  return store[key];
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
 * Like `keptUntilContentChanges`, for values that depend on a key (the number
 * of listings a search matches, a listing's page): at most `maxEntries` kept,
 * the oldest forgotten first; only what `worthKeeping` accepts is kept.
 */
export function keptByKeyUntilContentChanges<T>(
  maxEntries: number,
  worthKeeping: (value: T) => boolean = () => true,
  scope = PUBLIC_CONTENT,
): (key: string, load: () => Promise<T>) => Promise<T> {
  const kept = new Map<string, T>();
  registry(scope).clears.add(() => kept.clear());
  return async (key, load) => {
    const shared = registry(scope);
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
