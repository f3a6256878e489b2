import { lookup } from "node:dns/promises";
import { Agent } from "undici";
import { guardedLookup, isPrivateLiteral, PRIVATE_ADDRESS_CODE } from "~/features/rental-calendars/index.server";

/**
 * Connections to the MLS and its photo hosts refuse private, loopback and
 * link-local addresses (the rule the calendar feeds follow), checked on the
 * addresses the socket connects to, so DNS rebinding cannot slip through.
 * `allowPrivate` admits them (tests, an MLS on an intranet).
 */
export function guardedAgent(allowPrivate: boolean): Agent {
  return new Agent({ connect: { lookup: guardedLookup((hostname) => lookup(hostname, { all: true, verbatim: true }), allowPrivate) }, connections: 4 });
}

export { isPrivateLiteral };

/** The reason a request failed, in a few words (the cause's code where Node gives one). */
export function networkReason(error: unknown): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) return "it took too long";
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  if (cause?.code === PRIVATE_ADDRESS_CODE) return "its host points at a private address";
  const code = cause?.code ?? (error as { code?: string } | undefined)?.code;
  return code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** Reads a body up to `maxBytes`; null when it is longer. */
export async function readCapped(body: { getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; cancel(): Promise<void> } } | null, maxBytes: number): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done || !value) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
