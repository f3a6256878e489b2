import { describe, expect, it } from "vitest";
import { keptRowsByVersion } from "./rows-by-version.server";

const build = (json: { n: number }) => ({ n: json.n, builtAt: Symbol("built") });

describe("keptRowsByVersion", () => {
  it("holds nothing at first, then every version it answered, separated by spaces", () => {
    const memory = keptRowsByVersion<ReturnType<typeof build>>(10);
    const empty = memory.held();
    expect(empty.versions).toBe("");
    memory.rowsOf([["a/1", { n: 1 }], ["b/1", { n: 2 }]], empty, build);
    expect(memory.held().versions).toBe("a/1 b/1");
  });

  it("answers a version given back as null with the very row it holds, and builds the others", () => {
    const memory = keptRowsByVersion<ReturnType<typeof build>>(10);
    const [first] = memory.rowsOf([["a/1", { n: 1 }]], memory.held(), build);
    const [again, moved] = memory.rowsOf([["a/1", null], ["b/2", { n: 2 }]], memory.held(), build);
    expect(again).toBe(first);
    expect(moved).toMatchObject({ n: 2 });
  });

  it("answers a read from what was held when it began, whatever another read dropped meanwhile", () => {
    const memory = keptRowsByVersion<ReturnType<typeof build>>(1);
    const [first] = memory.rowsOf([["a/1", { n: 1 }]], memory.held(), build);
    const held = memory.held();
    memory.rowsOf([["b/1", { n: 2 }]], memory.held(), build);
    expect(memory.held().versions).toBe("b/1");
    expect(memory.rowsOf([["a/1", null]], held, build)).toEqual([first]);
  });

  it("drops the least recently answered rows past its limit", () => {
    const memory = keptRowsByVersion<ReturnType<typeof build>>(2);
    memory.rowsOf([["a/1", { n: 1 }], ["b/1", { n: 2 }]], memory.held(), build);
    memory.rowsOf([["a/1", null]], memory.held(), build);
    memory.rowsOf([["c/1", { n: 3 }]], memory.held(), build);
    expect(memory.held().versions).toBe("a/1 c/1");
  });

  it("refuses an answer of null for a version it did not hold, rather than show a row it does not have", () => {
    const memory = keptRowsByVersion<ReturnType<typeof build>>(2);
    expect(() => memory.rowsOf([["a/1", null]], memory.held(), build)).toThrow(/not given: a\/1/);
  });
});
