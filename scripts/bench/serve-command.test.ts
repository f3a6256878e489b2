import { expect, it } from "vitest";
import { serveNodeArguments } from "./serve-command";

/**
 * V8's young-generation flags are process-wide and take precedence over a worker's `resourceLimits`: given to
 * the server, they would give the embedded database's thread the server's young generation (64 MiB more resident
 * memory with 32 MiB semi-spaces) instead of its own 8 MiB.
 */
it("serves without a V8 flag that would override the database thread's young generation", () => {
  const heapFlags = serveNodeArguments().filter((argument) => /^--(max-semi-space-size|min-semi-space-size|max-young-generation-size|max-heap-size)\b/.test(argument));
  expect(heapFlags).toEqual([]);
});
