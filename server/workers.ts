import cluster, { type Worker } from "node:cluster";
import { logger } from "../app/shared/lib/logger.server";

/**
 * One app process per core on PostgreSQL (Node's cluster module: the
 * workers share the port and the kernel hands each a share of the
 * connections). Everything the workers must agree on already lives in the
 * database: sessions, rate limits, the outbox, and the announcements that
 * clear each worker's page cache and feed its live streams. The primary
 * only watches: it applies migrations and loads demo data before the first
 * fork (main.ts), replaces a worker that dies, and stops them all on SIGTERM.
 */
export type WorkerOptions = {
  count: number;
  /** How long the workers may take to finish their requests after SIGTERM before they are killed. */
  stopTimeoutMs?: number;
};

/** A worker that dies within this long of its start is not replaced at once (it would only die again). */
const QUICK_DEATH_MS = 5_000;

export function runWorkers({ count, stopTimeoutMs = 15_000 }: WorkerOptions): void {
  let stopping = false;
  let everListened = false;
  const startedAt = new Map<number, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  const living = (): Worker[] => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);

  cluster.on("listening", () => {
    everListened = true;
  });
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (living().length === 0) process.exit(0);
      return;
    }
    if (!everListened && code !== 0) {
      // A worker that could not start (the port is taken, a setting is wrong) has said why; the others would say the same.
      for (const other of living()) other.process.kill("SIGTERM");
      process.exit(code ?? 1);
    }
    logger.error("An app worker stopped; starting another", { pid: worker.process.pid, code, signal });
    if (lived < QUICK_DEATH_MS) setTimeout(fork, QUICK_DEATH_MS);
    else fork();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of living()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of living()) worker.process.kill("SIGKILL");
      process.exit(0);
    }, stopTimeoutMs).unref();
    if (living().length === 0) process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);

  for (let index = 0; index < count; index += 1) fork();
  logger.info("Serving with one app process per core", { workers: count });
}
