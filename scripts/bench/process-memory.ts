import { readFileSync } from "node:fs";
import { WebSocket } from "undici";

/** A process's resident memory in MiB (all its threads), from /proc (Linux). */
export function residentMiB(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : NaN;
}

export type HeapReading = { heapUsedMiB: number; externalMiB: number };

/**
 * Reads a server's JavaScript heap through the inspector it was started
 * with (`--inspect=127.0.0.1:0`, which prints its address on stderr), so the
 * app itself needs no endpoint for it.
 */
export async function connectInspector(debuggerUrl: string): Promise<{ heap: () => Promise<HeapReading>; close: () => void }> {
  const socket = new WebSocket(debuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.onopen = () => resolve();
    socket.onerror = () => reject(new Error(`Cannot reach the inspector at ${debuggerUrl}`));
  });
  let nextId = 1;
  const pending = new Map<number, (value: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: { result?: { value?: unknown } } };
    if (message.id !== undefined) pending.get(message.id)?.(message.result?.result?.value);
    if (message.id !== undefined) pending.delete(message.id);
  };
  const evaluate = (expression: string) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method: "Runtime.evaluate", params: { expression, returnByValue: true } }));
    });
  return {
    heap: async () => {
      const usage = (await evaluate("process.memoryUsage()")) as { heapUsed: number; external: number };
      return { heapUsedMiB: usage.heapUsed / 1048576, externalMiB: usage.external / 1048576 };
    },
    close: () => socket.close(),
  };
}
