import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AnswerBuffer } from "./answer-buffer";

describe("the embedded database's answer buffer", () => {
  it("keeps each piece as it was when added, though its memory is reused at once", () => {
    const answer = new AnswerBuffer(4);
    const reused = Buffer.from("abc");
    answer.add(reused);
    reused.write("xyz");
    answer.add(reused);
    reused.write("!!!");
    expect(answer.take().toString()).toBe("abcxyz");
  });

  it("puts the prefix first and starts empty after each answer", () => {
    const answer = new AnswerBuffer(8);
    answer.add(Buffer.from("first answer, longer than the buffer"));
    const first = answer.take(Buffer.from("1"));
    answer.add(Buffer.from("second"));
    const second = answer.take();
    expect(first.toString()).toBe("1first answer, longer than the buffer");
    expect(second.toString()).toBe("second");
  });

  it("hands out answers that later answers never overwrite", () => {
    const answer = new AnswerBuffer(16, 32);
    answer.add(Buffer.alloc(100, "a"));
    const big = answer.take();
    answer.add(Buffer.from("bbbb"));
    const small = answer.take();
    answer.add(Buffer.from("cc"));
    answer.clear();
    answer.add(Buffer.from("dd"));
    expect(big.equals(Buffer.alloc(100, "a"))).toBe(true);
    expect(small.toString()).toBe("bbbb");
    expect(answer.take().toString()).toBe("dd");
  });

  it("answers every sequence of pieces as their concatenation behind the prefix, whatever their sizes", () => {
    const piece = fc.uint8Array({ maxLength: 300 });
    const answers = fc.array(
      fc.record({
        prefix: fc.option(fc.uint8Array({ maxLength: 8 }), { nil: undefined }),
        pieces: fc.array(piece, { maxLength: 6 }),
      }),
      { minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(answers, (runs) => {
        const answer = new AnswerBuffer(16, 256);
        const taken = runs.map(({ prefix, pieces }) => {
          for (const bytes of pieces) answer.add(Buffer.from(bytes));
          return answer.take(prefix);
        });
        runs.forEach(({ prefix, pieces }, index) => {
          expect(
            taken[index]!.equals(
              Buffer.concat([prefix ?? new Uint8Array(0), ...pieces]),
            ),
          ).toBe(true);
        });
      }),
    );
  });
});
