import { describe, expect, it } from "vitest";
import { oneRoundAtATime } from "./one-round-at-a-time";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe("oneRoundAtATime", () => {
  it("runs one round at a time and folds the ticks that came during a round into one more", async () => {
    const gates = [deferred(), deferred()];
    let started = 0;
    const rounds = oneRoundAtATime(() => gates[started++]!.promise, () => {});
    rounds.tick();
    rounds.tick();
    rounds.tick();
    expect(started).toBe(1);
    gates[0]!.resolve();
    await new Promise((done) => setTimeout(done, 0));
    expect(started).toBe(2);
    gates[1]!.resolve();
    await rounds.stop();
    expect(started).toBe(2);
  });

  it("hands a failed round to onError and runs the next tick, and runs nothing once stopped", async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const rounds = oneRoundAtATime(async () => {
      calls += 1;
      if (calls === 1) throw new Error("mail server down");
    }, (error) => errors.push(error));
    rounds.tick();
    await new Promise((done) => setTimeout(done, 0));
    rounds.tick();
    await rounds.stop();
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error("mail server down")]);
    rounds.tick();
    expect(calls).toBe(2);
  });
});
