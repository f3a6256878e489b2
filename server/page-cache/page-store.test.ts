import { describe, expect, it } from "vitest";
import { PageStore, type StoredPage } from "./page-store";

function page(bytes: number, expiresAt = Number.POSITIVE_INFINITY): StoredPage {
  const body = Buffer.alloc(bytes);
  return { status: 200, headers: {}, gzip: body, brotli: Buffer.alloc(0), identityLength: body.byteLength, etag: '"x"', storedAt: 0, expiresAt, bytes, strongly: false };
}

describe("PageStore", () => {
  it("forgets a page once it expires", () => {
    let now = 1_000;
    const store = new PageStore({ maxBytes: 1_000, now: () => now });
    store.set("/a", page(10, 2_000), store.generation);
    expect(store.get("/a")).toBeDefined();
    now = 2_000;
    expect(store.get("/a")).toBeUndefined();
  });

  it("keeps the pages visitors came back to through a flood of pages asked for once", () => {
    const store = new PageStore({ maxBytes: 1_000 });
    store.set("/popular", page(100), store.generation);
    store.get("/popular");
    for (let index = 0; index < 100; index += 1) store.set(`/mls?minPrice=${index}`, page(100), store.generation);
    expect(store.get("/popular")).toBeDefined();
    expect(store.get("/mls?minPrice=0")).toBeUndefined();
    let held = 0;
    for (const [key, stored] of store.entries()) held += stored.bytes + 2 * key.length;
    expect(held).toBeLessThanOrEqual(1_000);
  });

  it("pushes out the least recently used pages to stay within its size", () => {
    const store = new PageStore({ maxBytes: 100 });
    store.set("/a", page(40), store.generation);
    store.set("/b", page(40), store.generation);
    store.get("/a");
    store.set("/c", page(40), store.generation);
    expect(store.get("/b")).toBeUndefined();
    expect(store.get("/a")).toBeDefined();
    expect(store.get("/c")).toBeDefined();
    expect(store.set("/huge", page(101), store.generation)).toBe(false);
  });

  it("refuses a page rendered before the last clear", () => {
    const store = new PageStore({ maxBytes: 100 });
    const generation = store.generation;
    store.clear();
    expect(store.set("/a", page(10), generation)).toBe(false);
    expect(store.set("/a", page(10), store.generation)).toBe(true);
  });
});
