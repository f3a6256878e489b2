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
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  storedAt: number;
  expiresAt: number;
  /** What keeping it costs: its three bodies, headers and bookkeeping. */
  bytes: number;
};

export type PageStoreOptions = {
  /** The most bytes (all three encodings) the store holds; the least recently used pages go first. */
  maxBytes: number;
  /** The clock, for tests. */
  now?: () => number;
};

/** A stored page's cost, with its key (two bytes a character). */
function sizeOf(key: string, page: StoredPage): number {
  return page.bytes + 2 * key.length;
}

export class PageStore {
  readonly #pages = new Map<string, StoredPage>();
  readonly #fills = new Map<string, Promise<void>>();
  readonly #maxBytes: number;
  readonly #now: () => number;
  #bytes = 0;
  #generation = 0;

  constructor(options: PageStoreOptions) {
    this.#maxBytes = options.maxBytes;
    this.#now = options.now ?? Date.now;
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#pages.size;
  }

  /** The page stored under `key`, if it has not expired (and marks it recently used). */
  get(key: string): StoredPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= this.#now()) {
      this.#delete(key);
      return undefined;
    }
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return page;
  }

  /** Stores a page rendered during `generation`; a page from before the last clear is dropped. */
  set(key: string, page: StoredPage, generation: number): boolean {
    if (generation !== this.#generation) return false;
    const size = sizeOf(key, page);
    if (size > this.#maxBytes) return false;
    this.#delete(key);
    this.#pages.set(key, page);
    this.#bytes += size;
    for (const [oldest] of this.#pages) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#delete(oldest);
    }
    return true;
  }

  /** The stored pages with their keys, least recently used first. */
  entries(): IterableIterator<[string, StoredPage]> {
    return this.#pages.entries();
  }

  /** Forgets every page: something they may show has changed. */
  clear(): void {
    this.#generation += 1;
    this.#pages.clear();
    this.#bytes = 0;
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
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= sizeOf(key, page);
  }
}
