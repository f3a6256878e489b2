import { expect, it } from "vitest";
import { serveEnvironment, serveNodeArguments } from "./serve-command";

/**
 * V8's young-generation flags are process-wide and take precedence over a worker's `resourceLimits`: given to
 * the server, they would give the embedded database's thread the server's young generation (64 MiB more resident
 * memory with 32 MiB semi-spaces) instead of its own 8 MiB.
 */
it("serves without a V8 flag that would override the database thread's young generation", () => {
  const heapFlags = serveNodeArguments().filter((argument) => /^--(max-semi-space-size|min-semi-space-size|max-young-generation-size|max-heap-size)\b/.test(argument));
  expect(heapFlags).toEqual([]);
});

/**
 * V8 lets the old generation grow to four times what survives a full collection when the heap limit is 2,048 MB or
 * more (on 64-bit Node, whose pointers are not compressed), and to less than twice below it: for the server's 50 MiB
 * or so of live objects, an old generation of about 200 MiB after a load instead of 100.
 */
it("serves with a heap limit just below the one that lets V8's old generation grow fourfold", () => {
  const limits = serveNodeArguments().flatMap((argument) => /^--max-old-space-size=(\d+)$/.exec(argument)?.[1] ?? []);
  expect(limits).toHaveLength(1);
  expect(Number(limits[0])).toBeGreaterThanOrEqual(1024);
  expect(Number(limits[0])).toBeLessThan(2048);
});

/**
 * glibc raises its threshold for serving a request from the heap instead of its own mapping each time such a mapping
 * is freed, so the decoded pictures drawn at start-up end up in the heap, which keeps what they leave free; fixed at
 * its initial 128 KiB, they are mapped and returned when freed.
 */
it("serves with malloc's threshold for separate mappings fixed", () => {
  expect(serveEnvironment().MALLOC_MMAP_THRESHOLD_).toBe("131072");
});

/**
 * glibc gives each thread that allocates (the database's thread, libuv's pool compressing answers) an arena of its
 * own, up to the limit, and each keeps what is freed in it; one arena held the same load in 5–30 MiB less, at the
 * same CPU per request.
 */
it("serves with one malloc arena for every thread", () => {
  expect(serveEnvironment().MALLOC_ARENA_MAX).toBe("1");
});

/**
 * V8 moves an allocation site's objects straight to the old generation once most of them survive a young
 * collection; a rendered page's objects survive one often (a collection lands mid-render) and then die within
 * the request, so the old generation filled with them and was marked about once a second under load. Without
 * pretenuring they die young: 2–23% less CPU per personal page.
 */
it("serves with V8's allocation-site pretenuring off", () => {
  expect(serveNodeArguments()).toContain("--no-allocation-site-pretenuring");
});
