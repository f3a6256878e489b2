/**
 * The rendered public pages one process keeps: each under its URL, with the
 * bytes already compressed both ways, counted at what they really hold,
 * until it expires, is pushed out by newer pages, or a change to the site's
 * content clears the store.
 *
 * A render that began before a clear never enters the store (`generation`),
 * so a page built from data read before a change is not served after it.
 * Requests for a page that is being rendered wait for that render instead
 * of starting their own (`fill`).
 */
export type StoredPage = {
  status: number;
  headers: Record<string, string>;
  /**
   * The page compressed both ways, and nothing uncompressed: browsers and
   * crawlers all accept gzip, and the rare client that accepts neither is
   * sent the gzip body inflated (a fraction of a millisecond), where keeping
   * the plain bytes would triple what each page holds.
   */
  gzip: Buffer;
  brotli: Buffer;
  /** The length of the page uncompressed, for a HEAD that accepts no encoding. */
  identityLength: number;
  etag: string;
  storedAt: number;
  expiresAt: number;
  /** What keeping it costs: its two bodies, headers and bookkeeping. */
  bytes: number;
  /** Whether its Brotli body has had the strong (slow) pass; see page-compression.ts. */
  strongly: boolean;
};

export type PageStoreOptions = {
  /** The most bytes (both encodings) the store holds; the least recently used pages go first. */
  maxBytes: number;
  /** The clock, for tests. */
  now?: () => number;
};

/** A stored page's cost, with its key (two bytes a character). */
function sizeOf(key: string, page: StoredPage): number {
  return page.bytes + 2 * key.length;
}

/** The share of the store kept for pages asked for again after they were stored. */
const PROTECTED_SHARE = 0.8;

/**
 * Least recently used out, in two segments (a segmented LRU): a new page
 * starts in probation and moves to the protected segment when it is asked
 * for again. A flood of addresses each asked for once churns the probation
 * segment only, so the pages visitors come back to stay.
 */
export class PageStore {
  readonly #probation = new Map<string, StoredPage>();
  readonly #protected = new Map<string, StoredPage>();
  readonly #fills = new Map<string, Promise<void>>();
  readonly #maxBytes: number;
  readonly #now: () => number;
  #bytes = 0;
  #protectedBytes = 0;
  #generation = 0;

  constructor(options: PageStoreOptions) {
    this.#maxBytes = options.maxBytes;
    this.#now = options.now ?? Date.now;
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#probation.size + this.#protected.size;
  }

  /** The page stored under `key`, if it has not expired (and marks it recently used). */
  get(key: string): StoredPage | undefined {
    const page = this.#protected.get(key) ?? this.#probation.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= this.#now()) {
      this.#delete(key);
      return undefined;
    }
    this.#delete(key);
    this.#bytes += sizeOf(key, page);
    this.#protected.set(key, page);
    this.#protectedBytes += sizeOf(key, page);
    // The protected segment's least recently used pages go back to probation, not out (checked first: most hits have nothing to move).
    if (this.#protectedBytes <= this.#maxBytes * PROTECTED_SHARE) return page;
    for (const [oldest, demoted] of this.#protected) {
      if (this.#protectedBytes <= this.#maxBytes * PROTECTED_SHARE) break;
      this.#protected.delete(oldest);
      this.#protectedBytes -= sizeOf(oldest, demoted);
      this.#probation.set(oldest, demoted);
    }
    return page;
  }

  /** Stores a page rendered during `generation`; a page from before the last clear is dropped. */
  set(key: string, page: StoredPage, generation: number): boolean {
    if (generation !== this.#generation) return false;
    const size = sizeOf(key, page);
    if (size > this.#maxBytes) return false;
    this.#delete(key);
    this.#probation.set(key, page);
    this.#bytes += size;
    while (this.#bytes > this.#maxBytes) {
      const [oldest] = this.#probation.size > 0 ? this.#probation.keys() : this.#protected.keys();
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
    return true;
  }

  /** Puts `next` in the place of `current`, if `current` is still what `key` holds (it may have expired or been cleared meanwhile). */
  replace(key: string, current: StoredPage, next: StoredPage): boolean {
    const segment = this.#protected.get(key) === current ? this.#protected : this.#probation.get(key) === current ? this.#probation : null;
    if (!segment) return false;
    const change = sizeOf(key, next) - sizeOf(key, current);
    segment.set(key, next);
    this.#bytes += change;
    if (segment === this.#protected) this.#protectedBytes += change;
    return true;
  }

  /** The stored pages with their keys. */
  *entries(): IterableIterator<[string, StoredPage]> {
    yield* this.#probation.entries();
    yield* this.#protected.entries();
  }

  /** Forgets every page: something they may show has changed. Renders begun before it are no longer waited for. */
  clear(): void {
    this.#generation += 1;
    this.#fills.clear();
    this.#probation.clear();
    this.#protected.clear();
    this.#bytes = 0;
    this.#protectedBytes = 0;
  }

  /** The render of `key` in progress, if any. */
  pendingFill(key: string): Promise<void> | undefined {
    return this.#fills.get(key);
  }

  /** Marks `key` as being rendered until the returned function is called. */
  startFill(key: string): () => void {
    let finish: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    this.#fills.set(key, done);
    return () => {
      if (this.#fills.get(key) === done) this.#fills.delete(key);
      finish();
    };
  }

  now(): number {
    return this.#now();
  }

  #delete(key: string) {
    const page = this.#protected.get(key);
    if (page) {
      this.#protected.delete(key);
      this.#protectedBytes -= sizeOf(key, page);
      this.#bytes -= sizeOf(key, page);
      return;
    }
    const probation = this.#probation.get(key);
    if (!probation) return;
    this.#probation.delete(key);
    this.#bytes -= sizeOf(key, probation);
  }
}
