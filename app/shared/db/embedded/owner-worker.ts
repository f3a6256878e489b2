import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PgliteWireServer } from "./wire-server";

/**
 * The thread that owns the embedded database: PGlite runs here, off the
 * thread that answers web requests, and serves the wire protocol on a Unix
 * socket that the app and the command-line tools reach with the `pg` driver.
 */
export type OwnerWorkerData = { dataDir: string; socketPath: string };
export type OwnerWorkerMessage =
  | { type: "ready" }
  | { type: "failed"; message: string }
  | { type: "log"; message: string; detail: string }
  | { type: "closed" };

/**
 * PostgreSQL's own page cache inside the WebAssembly heap. Its default (128 MB) alone was a third of the server's
 * resident memory; the database's files are read through the operating system, which caches them as well, and
 * 32 MB holds the demo brokerage's whole database (12 MB) several times over.
 */
const BUFFERS = ["-c", "shared_buffers=32MB"];

/**
 * Plan a kept statement once, not at every run. The wire server keeps the statements the app repeats (see
 * `StatementCache`), but PostgreSQL's default still plans each run afresh for its parameters, and on the embedded
 * database planning reads every relation's size through a file `stat`: about forty per view of the administrator's
 * dashboard. One brokerage's tables are small enough that a plan made without the parameters' values is as good.
 */
const PLANS = ["-c", "plan_cache_mode=force_generic_plan"];

const { dataDir, socketPath } = workerData as OwnerWorkerData;
const port = parentPort!;
const post = (message: OwnerWorkerMessage) => port.postMessage(message);
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

try {
  const db = new PGlite(dataDir, { extensions: { btree_gist, pg_trgm }, startParams: [...PGlite.defaultStartParams, ...BUFFERS, ...PLANS] });
  await db.waitReady;
  const server = new PgliteWireServer(db, { onError: (message, error) => post({ type: "log", message, detail: describe(error) }) });
  await server.listen(socketPath);
  port.on("message", (message: { type: string }) => {
    if (message.type !== "close") return;
    void (async () => {
      await server.close();
      await db.close();
      post({ type: "closed" });
      port.close();
    })();
  });
  post({ type: "ready" });
} catch (error) {
  post({ type: "failed", message: describe(error) });
}
