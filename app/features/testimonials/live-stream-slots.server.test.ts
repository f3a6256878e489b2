import { describe, expect, it } from "vitest";
import { StreamSlots, type SlotLimits } from "./live-stream-slots.server";

/** Opens streams for clients and records which ones were evicted, by name. */
function harness(limits: SlotLimits) {
  const slots = new StreamSlots();
  const evicted: string[] = [];
  const releases = new Map<string, () => void>();
  const open = (client: string, name: string) => {
    const answer = slots.take(client, limits, () => evicted.push(name));
    if (answer.taken) releases.set(name, answer.release);
    return answer;
  };
  return { slots, evicted, open, close: (name: string) => releases.get(name)!() };
}

describe("the live-stream slots of a process", () => {
  it("lets each client hold only its share; a surplus stream is refused and evicts nobody", () => {
    const { slots, evicted, open } = harness({ maxTotal: 10, maxPerClient: 2 });
    expect(open("a", "a1").taken).toBe(true);
    expect(open("a", "a2").taken).toBe(true);
    expect(open("a", "a3")).toEqual({ taken: false, reason: "client-limit" });
    expect(slots.heldBy("a")).toBe(2);
    expect(slots.total).toBe(2);
    expect(evicted).toEqual([]);
  });

  it("when full, makes room for a newcomer by evicting the oldest stream of the client holding the most", () => {
    const { slots, evicted, open } = harness({ maxTotal: 5, maxPerClient: 3 });
    open("small", "s1");
    open("big", "b1");
    open("big", "b2");
    open("big", "b3");
    open("small", "s2");
    expect(slots.total).toBe(5);

    expect(open("newcomer", "n1").taken).toBe(true);
    expect(evicted).toEqual(["b1"]);
    expect(slots.heldBy("big")).toBe(2);
    expect(slots.total).toBe(5);

    // Now "big" and "small" hold two each: the tie goes to the client whose oldest stream is older ("small", s1).
    expect(open("other", "o1").taken).toBe(true);
    expect(evicted).toEqual(["b1", "s1"]);
    expect(slots.heldBy("small")).toBe(1);
  });

  it("never lets 105 clients × 5 streams keep a new visitor out", () => {
    const { slots, evicted, open } = harness({ maxTotal: 500, maxPerClient: 5 });
    for (let client = 0; client < 105; client++) for (let tab = 0; tab < 5; tab++) open(`2001:db8:${client}::/64`, `${client}-${tab}`);
    expect(slots.total).toBe(500);
    expect(open("198.51.100.1", "visitor").taken).toBe(true);
    expect(slots.heldBy("198.51.100.1")).toBe(1);
    expect(slots.total).toBe(500);
    // The visitor is not the next one to go: the flooders' streams are.
    expect(open("198.51.100.2", "visitor 2").taken).toBe(true);
    expect(evicted.at(-1)).not.toBe("visitor");
    expect(slots.heldBy("198.51.100.1")).toBe(1);
  });

  it("gives a slot back once, whether the stream closes or is evicted first", () => {
    const { slots, open, close } = harness({ maxTotal: 2, maxPerClient: 2 });
    open("a", "a1");
    open("a", "a2");
    open("b", "b1"); // evicts a1
    close("a1");
    close("a1");
    expect(slots.total).toBe(2);
    expect(slots.heldBy("a")).toBe(1);
    close("a2");
    close("b1");
    expect(slots.total).toBe(0);
    expect(slots.heldBy("a")).toBe(0);
  });

  it("refuses only when there is no slot at all to give", () => {
    const { open } = harness({ maxTotal: 0, maxPerClient: 5 });
    expect(open("a", "a1")).toEqual({ taken: false, reason: "full" });
  });
});
