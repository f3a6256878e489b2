import { readFileSync } from "node:fs";
import { WebSocket } from "undici";

/** A process's resident memory in MiB (all its threads), from /proc (Linux). */
export function residentMiB(pid: number): number {
  return statusMiB(pid, "VmRSS");
}

/** The most resident memory the process has held since it started (its high-water mark), in MiB. */
export function peakResidentMiB(pid: number): number {
  return statusMiB(pid, "VmHWM");
}

function statusMiB(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : NaN;
}

/**
 * Where the main thread's memory is, in MiB: V8's whole heap (`heapTotal`),
 * its young generation (the new space's reserved size, up to two semispaces),
 * what is live in the heap, and memory outside it held by JavaScript objects
 * (Buffers). The embedded database's WebAssembly heap lives in a worker
 * thread of its own and shows in none of these, only in the resident total.
 */
export type HeapSpaces = { heapTotalMiB: number; newSpaceMiB: number; heapUsedMiB: number; externalMiB: number };

export type HeapReading = { heapUsedMiB: number; externalMiB: number };

/**
 * Reads a server's JavaScript heap through the inspector it was started
 * with (`--inspect=127.0.0.1:0`, which prints its address on stderr), so the
 * app itself needs no endpoint for it.
 */
export async function connectInspector(
  debuggerUrl: string,
): Promise<{ heap: () => Promise<HeapReading>; spaces: () => Promise<HeapSpaces>; workerSpaces: () => Promise<HeapSpaces[]>; collectGarbage: () => Promise<void>; close: () => void }> {
  const socket = new WebSocket(debuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.onopen = () => resolve();
    socket.onerror = () => reject(new Error(`Cannot reach the inspector at ${debuggerUrl}`));
  });
  let nextId = 1;
  const pending = new Map<number, (value: unknown) => void>();
  // Worker threads (the embedded database's) are reached through the main thread's session, each with a session of its own.
  const workerSessions: string[] = [];
  type Message = { id?: number; method?: string; params?: { sessionId?: string; message?: string }; result?: { result?: { value?: unknown } } };
  const settle = (message: Message) => {
    if (message.id === undefined) return;
    pending.get(message.id)?.(message.result?.result?.value);
    pending.delete(message.id);
  };
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (message.method === "NodeWorker.attachedToWorker" && message.params?.sessionId) workerSessions.push(message.params.sessionId);
    else if (message.method === "NodeWorker.receivedMessageFromWorker" && message.params?.message) settle(JSON.parse(message.params.message) as Message);
    else settle(message);
  };
  const evaluate = (expression: string, sessionId?: string) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      // The console's API gives `require` in an ES module process too.
      const call = { id, method: "Runtime.evaluate", params: { expression, returnByValue: true, includeCommandLineAPI: true, awaitPromise: true } };
      if (sessionId) socket.send(JSON.stringify({ id: nextId++, method: "NodeWorker.sendMessageToWorker", params: { sessionId, message: JSON.stringify(call) } }));
      else socket.send(JSON.stringify(call));
    });
  socket.send(JSON.stringify({ id: nextId++, method: "NodeWorker.enable", params: { waitForDebuggerOnStart: false } }));
  const SPACES = `(() => {
    const mib = (bytes) => bytes / 1048576;
    const v8 = require("node:v8");
    const usage = process.memoryUsage();
    const newSpace = v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space");
    return { heapTotalMiB: mib(usage.heapTotal), newSpaceMiB: mib(newSpace ? newSpace.space_size : 0), heapUsedMiB: mib(usage.heapUsed), externalMiB: mib(usage.external) };
  })()`;
  return {
    heap: async () => {
      const usage = (await evaluate("process.memoryUsage()")) as { heapUsed: number; external: number };
      return { heapUsedMiB: usage.heapUsed / 1048576, externalMiB: usage.external / 1048576 };
    },
    spaces: async () => (await evaluate(SPACES)) as HeapSpaces,
    /** The same figures for each worker thread's heap (on the embedded database: the thread running it). */
    workerSpaces: async () => (await Promise.all(workerSessions.map((sessionId) => evaluate(SPACES, sessionId)))) as HeapSpaces[],
    /** A full collection of the main thread's heap (gc is exposed for this by a flag set at run time). */
    collectGarbage: async () => {
      await evaluate(`(() => { require("node:v8").setFlagsFromString("--expose-gc"); require("node:vm").runInNewContext("gc")(); })()`);
    },
    close: () => socket.close(),
  };
}
