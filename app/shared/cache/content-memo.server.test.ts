import { afterEach, describe, expect, it } from "vitest";
import { forgetKeptContent, forgetWhenListenerLost, keepContentFromNowOn, keptByKeyUntilContentChanges, keptUntilContentChanges, stopKeepingContent } from "./content-memo.server";

function counter() {
  let reads = 0;
  return { read: () => Promise.resolve(++reads), reads: () => reads };
}

afterEach(() => stopKeepingContent());

describe("keptUntilContentChanges", () => {
  it("reads every time while no content-change listener runs", async () => {
    const source = counter();
    const read = keptUntilContentChanges(source.read, () => true);
    expect([await read(), await read()]).toEqual([1, 2]);
  });

  it("answers from memory once the listener runs, until content changes", async () => {
    keepContentFromNowOn();
    const source = counter();
    const read = keptUntilContentChanges(source.read, () => true);
    expect([await read(), await read()]).toEqual([1, 1]);
    forgetKeptContent();
    expect(await read()).toBe(2);
  });

  it("does not keep what is not worth keeping, such as a failed read", async () => {
    keepContentFromNowOn();
    const source = counter();
    const read = keptUntilContentChanges(source.read, (value) => value > 1);
    expect([await read(), await read(), await read()]).toEqual([1, 2, 2]);
  });

  it("does not keep a value whose read overlapped a change", async () => {
    keepContentFromNowOn();
    let reads = 0;
    const read = keptUntilContentChanges(async () => {
      reads += 1;
      if (reads === 1) forgetKeptContent();
      return reads;
    }, () => true);
    expect([await read(), await read(), await read()]).toEqual([1, 2, 2]);
  });
});

describe("keptByKeyUntilContentChanges", () => {
  it("keeps one value per key, at most the given number, until content changes", async () => {
    keepContentFromNowOn();
    const reads: string[] = [];
    const read = keptByKeyUntilContentChanges<string>(2);
    const load = (key: string) => () => {
      reads.push(key);
      return Promise.resolve(`${key}${reads.length}`);
    };
    expect([await read("a", load("a")), await read("b", load("b")), await read("a", load("a"))]).toEqual(["a1", "b2", "a1"]);
    await read("c", load("c"));
    // "a" was the oldest of three: forgotten.
    expect(await read("a", load("a"))).toBe("a4");
    forgetKeptContent();
    expect(await read("c", load("c"))).toBe("c5");
  });

  it("keeps only the values worth keeping", async () => {
    keepContentFromNowOn();
    let reads = 0;
    const read = keptByKeyUntilContentChanges<number>(10, (value) => value > 1);
    const load = () => Promise.resolve(++reads);
    expect([await read("k", load), await read("k", load), await read("k", load)]).toEqual([1, 2, 2]);
  });

  it("holds at most the given bytes, counting long keys, forgetting the oldest first", async () => {
    keepContentFromNowOn();
    const reads: string[] = [];
    // Each entry costs 2 bytes a key character + 64 of bookkeeping + 8 for its number: 1,072 bytes for a 500-character key.
    const read = keptByKeyUntilContentChanges<number>({ maxEntries: 1_000, maxBytes: 2_200, bytesOf: () => 8 });
    const load = (key: string) => () => {
      reads.push(key);
      return Promise.resolve(reads.length);
    };
    const key = (letter: string) => letter.repeat(500);
    await read(key("a"), load("a"));
    await read(key("b"), load("b"));
    expect(await read(key("a"), load("a"))).toBe(1);
    // A third long key passes the 2,200 bytes although far fewer than 1,000 entries are kept: "a" goes.
    await read(key("c"), load("c"));
    expect(await read(key("b"), load("b"))).toBe(2);
    expect(await read(key("a"), load("a"))).toBe(4);
    expect(reads).toEqual(["a", "b", "c", "a"]);
  });

  it("never keeps a value larger than the whole limit, and still answers it", async () => {
    keepContentFromNowOn();
    let reads = 0;
    const read = keptByKeyUntilContentChanges<string>({ maxEntries: 10, maxBytes: 1_000 });
    const load = () => Promise.resolve(`${++reads}`.padEnd(600, "x"));
    expect((await read("k", load)).startsWith("1")).toBe(true);
    expect((await read("k", load)).startsWith("2")).toBe(true);
  });

  it("reads again a kept value the caller finds stale, and keeps the new one in its place", async () => {
    keepContentFromNowOn();
    let reads = 0;
    const read = keptByKeyUntilContentChanges<number>({ maxEntries: 1, maxBytes: 1_000 });
    const load = () => Promise.resolve(++reads);
    const below = (limit: number) => (value: number) => value < limit;
    expect([await read("k", load, below(2)), await read("k", load, below(2))]).toEqual([1, 1]);
    expect([await read("k", load, below(1)), await read("k", load, below(3))]).toEqual([2, 2]);
  });

  it("reads every time while no content-change listener runs", async () => {
    let reads = 0;
    const read = keptByKeyUntilContentChanges<number>(10);
    expect([await read("k", () => Promise.resolve(++reads)), await read("k", () => Promise.resolve(++reads))]).toEqual([1, 2]);
  });
});

describe("forgetWhenListenerLost", () => {
  it("keeps what outlives changes through every change, and forgets it when the listener stops", () => {
    let forgotten = 0;
    forgetWhenListenerLost("lost-scope", () => forgotten++);
    keepContentFromNowOn("lost-scope");
    forgetKeptContent("lost-scope");
    expect(forgotten).toBe(0);
    stopKeepingContent("lost-scope");
    expect(forgotten).toBe(1);
  });
});
