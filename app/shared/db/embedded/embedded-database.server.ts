import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { acquireDataDirLock, DataDirInUseError, findLiveHolder } from "./data-dir-lock";
import type { OwnerWorkerData, OwnerWorkerMessage } from "./owner-worker";

/**
 * Opens an embedded database folder: as its owner (PGlite in a worker thread,
 * served on a Unix socket), or, for command-line tools while a server owns
 * it, as a guest reaching the owner's socket.
 */
export type EmbeddedDatabase = {
  role: "owner" | "guest";
  /** The directory holding the socket, as the `pg` driver's `host`. */
  socketDir: string;
  /** The socket file's port number in its name (`.s.PGSQL.<port>`). */
  port: number;
  close: () => Promise<void>;
};

export const EMBEDDED_SOCKET_PORT = 5432;

/** Where the owner of `dataDir` listens: beside the folder, as PostgreSQL names its sockets. */
export function socketDirFor(dataDir: string): string {
  return `${dataDir}.run`;
}

const WORKER_BOOT = path.resolve(process.cwd(), "app/shared/db/embedded/owner-worker-boot.mjs");
const WORKER_ENTRY = path.resolve(process.cwd(), "app/shared/db/embedded/owner-worker.ts");
/** The thread's own entry in the server build (`build-tools/server-entries.ts`). */
const COMPILED_WORKER = path.resolve(process.cwd(), "build/server/embedded-database-thread.js");
/**
 * Compiled, this code starts the thread compiled beside it; from source (tsx, Vitest), the thread
 * registers the TypeScript loader first. Vite sets `import.meta.env` only where it compiles; tsx has none.
 */
const RUNS_COMPILED = (import.meta.env as ImportMetaEnv | undefined)?.PROD === true;

type OpenOptions = {
  /** Servers must own the folder; tools may use a running server's database. */
  exclusive: boolean;
  onLog?: (message: string, detail: string) => void;
};

export async function openEmbeddedDatabase(dataDir: string, options: OpenOptions): Promise<EmbeddedDatabase> {
  const socketDir = socketDirFor(dataDir);
  const socketPath = path.join(socketDir, `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`);
  const guest = (): EmbeddedDatabase => ({ role: "guest", socketDir, port: EMBEDDED_SOCKET_PORT, close: async () => undefined });

  const holder = findLiveHolder(dataDir);
  if (holder) {
    if (options.exclusive || !existsSync(holder.socketPath)) throw new DataDirInUseError(dataDir, holder);
    return guest();
  }
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir, socketPath);
  } catch (error) {
    if (error instanceof DataDirInUseError && !options.exclusive && existsSync(error.holder.socketPath)) return guest();
    throw error;
  }
  try {
    mkdirSync(socketDir, { recursive: true });
    mkdirSync(dataDir, { recursive: true });
    const worker = await startOwnerWorker({ dataDir, socketPath }, options.onLog);
    return {
      role: "owner",
      socketDir,
      port: EMBEDDED_SOCKET_PORT,
      close: async () => {
        await stopOwnerWorker(worker);
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

function startOwnerWorker(data: OwnerWorkerData, onLog: OpenOptions["onLog"]): Promise<Worker> {
  // The thread's JavaScript is the wire protocol around PGlite (its database lives in WebAssembly memory, outside
  // V8's heap): a young generation of 8 MiB, not the server's, which V8's flags would otherwise give it too.
  const resourceLimits = { maxYoungGenerationSizeMb: 8 };
  const worker = RUNS_COMPILED
    ? new Worker(COMPILED_WORKER, { workerData: data, resourceLimits })
    : new Worker(WORKER_BOOT, { workerData: { ...data, entry: new URL(`file://${WORKER_ENTRY}`).href }, resourceLimits });
  worker.on("message", (message: OwnerWorkerMessage) => {
    if (message.type === "log") onLog?.(message.message, message.detail);
  });
  return new Promise((resolve, reject) => {
    const onMessage = (message: OwnerWorkerMessage) => {
      if (message.type === "ready") {
        cleanup();
        resolve(worker);
      } else if (message.type === "failed") {
        cleanup();
        void worker.terminate();
        reject(new Error(`The embedded database in ${data.dataDir} could not start: ${message.message}`));
      }
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`The embedded database worker exited (code ${code}) before it was ready`));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      worker.off("message", onMessage);
      worker.off("exit", onExit);
      worker.off("error", onError);
    };
    worker.on("message", onMessage);
    worker.on("exit", onExit);
    worker.on("error", onError);
  });
}

async function stopOwnerWorker(worker: Worker): Promise<void> {
  const closed = new Promise<void>((resolve) => {
    worker.on("message", (message: OwnerWorkerMessage) => {
      if (message.type === "closed") resolve();
    });
    worker.once("exit", () => resolve());
  });
  worker.postMessage({ type: "close" });
  // PGlite closes in well under a second; never hang a shutdown on it.
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  await worker.terminate();
}
